import { parentPort } from 'node:worker_threads';
import { buildExportModel } from './export-document.ts';
import type { ExportJobMessage, ExportResultMessage } from './export-pool.ts';
import { EXPORT_RENDERERS } from './registry.ts';

const port = parentPort;
if (!port) throw new Error('export-worker.ts runs only as a worker thread');

port.on('message', async (job: ExportJobMessage) => {
  let reply: ExportResultMessage;
  const transfer: ArrayBuffer[] = [];
  try {
    let model: ReturnType<typeof buildExportModel>;
    try {
      model = buildExportModel(job.document);
    } catch (cause) {
      throw new Error('Failed to prepare the export', { cause });
    }
    const bytes = ownBuffer(await EXPORT_RENDERERS[job.format].render(model));
    reply = { id: job.id, ok: true, bytes };
    transfer.push(bytes.buffer);
  } catch (error) {
    reply = {
      id: job.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      ...(error instanceof Error && error.cause !== undefined
        ? { cause: String(error.cause) }
        : {}),
    };
  }
  port.postMessage(reply, transfer);
});

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
