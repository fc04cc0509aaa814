import { availableParallelism } from 'node:os';
import { DocumentError, type DocumentProblem } from './intake/document-error.ts';
import { checkDocumentSize, type ExtractedDocument } from './intake/extract-document.ts';
import type { ReadablePage, WebPageInput } from './readable-page.ts';
import { createWorkerPool, WorkerJobError } from './worker-pool.ts';

export type SourceJob =
  | { kind: 'document'; bytes: Uint8Array }
  | { kind: 'web-page'; page: WebPageInput };

export type SourceReply =
  | { ok: true; kind: 'document'; document: ExtractedDocument }
  | { ok: true; kind: 'web-page'; page: ReadablePage }
  | { ok: false; message: string; problem?: DocumentProblem };

export interface SourcePool {
  /** Recognises and extracts an uploaded document; refuses it with a `DocumentError`. */
  extractDocument(bytes: Uint8Array): Promise<ExtractedDocument>;
  /** The readable text of a page `safe-fetch` brought back. */
  readWebPage(page: WebPageInput): Promise<ReadablePage>;
  close(): Promise<void>;
}

export interface SourcePoolOptions {
  size?: number;
  /** A document or page taking longer is refused as too complex. */
  timeoutMs?: number;
  /** The heap a worker may use; one that needs more dies alone and the file is refused. */
  memoryLimitMb?: number;
  idleTimeoutMs?: number;
}

export const DEFAULT_SOURCE_TIMEOUT_MS = 60_000;
export const DEFAULT_SOURCE_MEMORY_MB = 512;

/**
 * Untrusted documents and web pages are parsed on worker threads, one job per worker at a
 * time, under a time limit and a heap limit (`resourceLimits`), so a hostile or huge file
 * costs one worker, never the server's event loop or memory.
 */
export function createSourcePool(options: SourcePoolOptions = {}): SourcePool {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SOURCE_TIMEOUT_MS;
  const memoryLimitMb = options.memoryLimitMb ?? DEFAULT_SOURCE_MEMORY_MB;
  const pool = createWorkerPool<SourceJob, SourceReply>({
    workerUrl: new URL('./source-worker-entry.mjs', import.meta.url),
    size: Math.max(1, options.size ?? Math.min(2, availableParallelism() - 1)),
    timeoutMs,
    idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
    resourceLimits: {
      maxOldGenerationSizeMb: memoryLimitMb,
      maxYoungGenerationSizeMb: Math.min(64, Math.max(8, Math.round(memoryLimitMb / 8))),
      stackSizeMb: 4,
    },
  });

  async function run(job: SourceJob, what: 'file' | 'page'): Promise<SourceReply & { ok: true }> {
    let reply: SourceReply;
    try {
      reply = await pool.run(job);
    } catch (error) {
      throw asDocumentError(error, what, { timeoutMs, memoryLimitMb });
    }
    if (!reply.ok) {
      throw reply.problem
        ? new DocumentError(reply.problem, reply.message)
        : new DocumentError('damaged', `This ${what} could not be read (${reply.message}).`);
    }
    return reply;
  }

  return {
    async extractDocument(bytes) {
      checkDocumentSize(bytes.byteLength);
      const reply = await run({ kind: 'document', bytes }, 'file');
      if (reply.kind !== 'document') throw new Error('Source worker answered the wrong job');
      return reply.document;
    },
    async readWebPage(page) {
      const reply = await run({ kind: 'web-page', page }, 'page');
      if (reply.kind !== 'web-page') throw new Error('Source worker answered the wrong job');
      return reply.page;
    },
    close: () => pool.close(),
  };
}

function asDocumentError(
  error: unknown,
  what: 'file' | 'page',
  limits: { timeoutMs: number; memoryLimitMb: number },
): Error {
  if (!(error instanceof WorkerJobError)) return error as Error;
  switch (error.failure) {
    case 'timeout':
      return new DocumentError(
        'timed-out',
        `Reading this ${what} took longer than ${Number((limits.timeoutMs / 1000).toFixed(1))} s. Split it into smaller files and upload them separately.`,
        { cause: error },
      );
    case 'memory':
      return new DocumentError(
        'too-complex',
        `Reading this ${what} needed more than ${limits.memoryLimitMb} MB of memory. Split it into smaller files and upload them separately.`,
        { cause: error },
      );
    default:
      return error;
  }
}
