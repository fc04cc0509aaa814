import { serveJobs } from '../workers/serve-jobs.ts';
import { buildExportModel } from './export-document.ts';
import type { ExportJob, ExportReply } from './export-pool.ts';
import { EXPORT_RENDERERS } from './registry.ts';

serveJobs<ExportJob, ExportReply>(
  async (job) => {
    try {
      let model: ReturnType<typeof buildExportModel>;
      try {
        model = buildExportModel(job.document);
      } catch (cause) {
        throw new Error('Failed to prepare the export', { cause });
      }
      return { ok: true, bytes: ownBuffer(await EXPORT_RENDERERS[job.format].render(model)) };
    } catch (error) {
      return {
        ok: false,
        message: error instanceof Error ? error.message : String(error),
        ...(error instanceof Error && error.cause !== undefined
          ? { cause: String(error.cause) }
          : {}),
      };
    }
  },
  (reply) => (reply.ok ? [reply.bytes.buffer] : []),
);

/**
 * Transferring hands over the whole ArrayBuffer. Node keeps small Buffers in a shared pool,
 * so a result that does not own its buffer is copied first rather than taking the pool with it.
 */
function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const ownsBuffer =
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength;
  return ownsBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}
