import { serveJobs } from '../workers/serve-jobs.ts';
import { extractDocument } from './intake/extract-document.ts';
import { readWebPage } from './readable-page.ts';
import type { SourceJob, SourceReply } from './source-pool.ts';
import { refusalReply } from './source-reply.ts';

serveJobs<SourceJob, SourceReply>(async (job) => {
  try {
    return job.kind === 'document'
      ? { ok: true, kind: 'document', document: await extractDocument(job.bytes) }
      : { ok: true, kind: 'web-page', page: await readWebPage(job.page) };
  } catch (error) {
    return refusalReply(error);
  }
});
