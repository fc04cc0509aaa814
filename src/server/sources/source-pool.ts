import { availableParallelism } from 'node:os';
import { workerModuleUrl } from '../workers/worker-module.ts';
import { createWorkerPool, WorkerJobError } from '../workers/worker-pool.ts';
import { DocumentError, type DocumentProblem } from './intake/document-error.ts';
import { checkDocumentSize, type ExtractedDocument } from './intake/extract-document.ts';
import type { ReadablePage, WebPageInput } from './readable-page.ts';

export type SourceJob =
  | { kind: 'document'; bytes: Uint8Array }
  | { kind: 'web-page'; page: WebPageInput };

export type SourceReply =
  | { ok: true; kind: 'document'; document: ExtractedDocument }
  | { ok: true; kind: 'web-page'; page: ReadablePage }
  | { ok: false; message: string; problem?: DocumentProblem };

export interface SourcePool {
  /**
   * Recognises and extracts an uploaded document; refuses it with a `DocumentError`, or with a
   * `SourceQueueFullError` when too many files wait. An abort of `signal` (the upload's client
   * went away) drops it from the queue or stops its worker: `SourceAbortedError`.
   */
  extractDocument(
    bytes: Uint8Array,
    options?: { signal?: AbortSignal },
  ): Promise<ExtractedDocument>;
  /** The readable text of a page `safe-fetch` brought back. */
  readWebPage(page: WebPageInput): Promise<ReadablePage>;
  /** Files and pages being read and waiting now. */
  load(): { running: number; queued: number };
  close(): Promise<void>;
}

/** Too many files wait to be read: the caller answers 503 and asks the client to come back. */
export class SourceQueueFullError extends Error {
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;
  constructor() {
    super(
      `The server is reading too many files right now; try again in ${RETRY_AFTER_SECONDS} seconds.`,
    );
  }
}

/** The upload's client went away before its file was read. */
export class SourceAbortedError extends Error {
  constructor() {
    super('Upload abandoned by its client');
  }
}

export interface SourcePoolOptions {
  size?: number;
  /** A document or page taking longer is refused as too complex. */
  timeoutMs?: number;
  /** The heap a worker may use; one that needs more dies alone and the file is refused. */
  memoryLimitMb?: number;
  idleTimeoutMs?: number;
  /** Files and pages that may wait for a worker; one more is refused (SourceQueueFullError). */
  maxQueued?: number;
  /** How far the process's memory may grow while one file is read, MB (decision 0069). */
  memoryGrowthLimitMb?: number;
}

export const DEFAULT_SOURCE_TIMEOUT_MS = 60_000;
export const DEFAULT_SOURCE_MEMORY_MB = 512;
/** A few uploads per worker: a person waits seconds at worst, a flood is refused. */
export const DEFAULT_SOURCE_MAX_QUEUED = 8;
/**
 * The heap limit bounds V8's objects, not the ArrayBuffers a reader fills (pdf.js keeps decoded
 * streams there): past this growth of the whole process the file's worker is stopped.
 */
export const DEFAULT_SOURCE_MEMORY_GROWTH_MB = 512;
/** What a refused client is told to wait: about one large document. */
const RETRY_AFTER_SECONDS = 10;

/**
 * Untrusted documents and web pages are parsed on the worker pool, one job per worker at a
 * time, under a time limit, a heap limit (`resourceLimits`) and a limit on the process's memory
 * growth, so a hostile or huge file costs one worker, never the server's event loop or memory.
 * The queue is bounded, and an upload whose client left is dropped (decision 0066).
 */
export function createSourcePool(options: SourcePoolOptions = {}): SourcePool {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SOURCE_TIMEOUT_MS;
  const memoryLimitMb = options.memoryLimitMb ?? DEFAULT_SOURCE_MEMORY_MB;
  const memoryGrowthLimitMb = options.memoryGrowthLimitMb ?? DEFAULT_SOURCE_MEMORY_GROWTH_MB;
  const limits = { timeoutMs, memoryLimitMb, memoryGrowthLimitMb };
  const pool = createWorkerPool<SourceJob, SourceReply>({
    workerModule: workerModuleUrl('source-worker', import.meta.url),
    size: Math.max(1, options.size ?? Math.min(2, availableParallelism() - 1)),
    timeoutMs,
    idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
    resourceLimits: {
      maxOldGenerationSizeMb: memoryLimitMb,
      maxYoungGenerationSizeMb: Math.min(64, Math.max(8, Math.round(memoryLimitMb / 8))),
      stackSizeMb: 4,
    },
    maxQueued: options.maxQueued ?? DEFAULT_SOURCE_MAX_QUEUED,
    memoryGrowthLimitMb,
  });

  async function run(
    job: SourceJob,
    what: 'file' | 'page',
    signal?: AbortSignal,
  ): Promise<SourceReply & { ok: true }> {
    let reply: SourceReply;
    try {
      reply = await pool.run(job, signal ? { signal } : {});
    } catch (error) {
      throw asDocumentError(error, what, limits);
    }
    if (!reply.ok) {
      throw reply.problem
        ? new DocumentError(reply.problem, reply.message)
        : new DocumentError('damaged', `This ${what} could not be read (${reply.message}).`);
    }
    return reply;
  }

  return {
    async extractDocument(bytes, extractOptions = {}) {
      checkDocumentSize(bytes.byteLength);
      const reply = await run({ kind: 'document', bytes }, 'file', extractOptions.signal);
      if (reply.kind !== 'document') throw new Error('Source worker answered the wrong job');
      return reply.document;
    },
    async readWebPage(page) {
      const reply = await run({ kind: 'web-page', page }, 'page');
      if (reply.kind !== 'web-page') throw new Error('Source worker answered the wrong job');
      return reply.page;
    },
    load: () => pool.load(),
    close: () => pool.close(),
  };
}

function asDocumentError(
  error: unknown,
  what: 'file' | 'page',
  limits: { timeoutMs: number; memoryLimitMb: number; memoryGrowthLimitMb: number },
): Error {
  if (!(error instanceof WorkerJobError)) return error as Error;
  switch (error.failure) {
    case 'queue-full':
      return new SourceQueueFullError();
    case 'aborted':
      return new SourceAbortedError();
    case 'timeout':
      return new DocumentError(
        'timed-out',
        `Reading this ${what} took longer than ${Number((limits.timeoutMs / 1000).toFixed(1))} s. Split it into smaller files and upload them separately.`,
        { cause: error },
      );
    case 'memory':
    case 'process-memory': {
      const limitMb =
        error.failure === 'memory' ? limits.memoryLimitMb : limits.memoryGrowthLimitMb;
      return new DocumentError(
        'too-complex',
        `Reading this ${what} needed more than ${limitMb} MB of memory. Split it into smaller files and upload them separately.`,
        { cause: error },
      );
    }
    default:
      return error;
  }
}
