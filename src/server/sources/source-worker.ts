import { parentPort } from 'node:worker_threads';
import { isDocumentProblem } from './intake/document-error.ts';
import { extractDocument } from './intake/extract-document.ts';
import { readWebPage } from './readable-page.ts';
import type { SourceJob, SourceReply } from './source-pool.ts';

const port = parentPort;
if (!port) throw new Error('source-worker.ts runs only as a worker thread');

port.on('message', async ({ id, job }: { id: number; job: SourceJob }) => {
  let reply: SourceReply;
  try {
    reply =
      job.kind === 'document'
        ? { ok: true, kind: 'document', document: await extractDocument(job.bytes) }
        : { ok: true, kind: 'web-page', page: await readWebPage(job.page) };
  } catch (error) {
    const problem = (error as { problem?: unknown }).problem;
    reply = {
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      ...(isDocumentProblem(problem) ? { problem } : {}),
    };
  }
  port.postMessage({ id, reply });
});
