import { availableParallelism } from 'node:os';
import type { ExportFileName } from '../../domain/export-formats.ts';
import { workerModuleUrl } from '../workers/worker-module.ts';
import { createWorkerPool, WorkerJobError } from '../workers/worker-pool.ts';
import type { ExportDocument } from './export-document.ts';
import { EXPORT_CONTENT_TYPES, type ExportFormat, exportFileName } from './export-formats.ts';
import { withExportImages } from './export-images.ts';

export interface ExportJob {
  format: ExportFormat;
  document: ExportDocument;
}

export type ExportReply =
  | { ok: true; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; message: string; cause?: string };

export interface ExportResult {
  bytes: Uint8Array;
  contentType: string;
  fileName: ExportFileName;
}

export interface RenderOptions {
  /** The request's: a render its client gave up on is dropped from the queue, or stopped. */
  signal?: AbortSignal;
}

export interface ExportPool {
  render(
    format: ExportFormat,
    document: ExportDocument,
    options?: RenderOptions,
  ): Promise<ExportResult>;
  /** Renders running and waiting now. */
  load(): { running: number; queued: number };
  /** Stops every worker; renders still queued or running are rejected. */
  close(): Promise<void>;
}

/** The queue is full: the caller should answer 503 and ask the client to come back later. */
export class ExportQueueFullError extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('Too many exports are being made right now; try again shortly');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The render's client went away before it finished. */
export class ExportAbortedError extends Error {
  constructor() {
    super('Export abandoned by its client');
  }
}

/** The render needed more memory than a worker may use; its worker was stopped and replaced. */
export class ExportTooLargeError extends Error {
  readonly memoryLimitMb: number;
  constructor(memoryLimitMb: number, cause: Error) {
    super(
      `This export needed more than the ${memoryLimitMb} MB an export may use and was stopped`,
      {
        cause,
      },
    );
    this.memoryLimitMb = memoryLimitMb;
  }
}

export interface ExportPoolOptions {
  /** Workers at most; more renders wait in a queue. */
  size?: number;
  /** A render running longer is rejected and its worker replaced. */
  timeoutMs?: number;
  /** An idle worker is stopped after this long, giving back the memory a large PDF used. */
  idleTimeoutMs?: number;
  /** Renders that may wait for a worker; one more is refused (ExportQueueFullError). */
  maxQueued?: number;
  /** Each worker's JavaScript heap (V8's old generation), MB; a render needing more fails. */
  memoryLimitMb?: number;
}

/** One core is left to the server's event loop; two workers at most on a bigger machine. */
export const DEFAULT_POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
/** A handful per worker: a person's export waits seconds at worst, a flood is refused. */
export const DEFAULT_MAX_QUEUED = 8;
/** What a refused client is told to wait: about one large PDF. */
const RETRY_AFTER_SECONDS = 10;
/**
 * A worker's heap limit, far above what the largest export keeps alive, but low enough that V8
 * grows the heap by a smaller factor after each full collection, so a large PDF's garbage is
 * collected before it piles up (decision 0059).
 */
export const DEFAULT_EXPORT_MEMORY_MB = 768;

/**
 * Renders exports on the worker pool (`workers/worker-pool.ts`) so a long PDF never stalls the
 * server's event loop, within a heap limit (decision 0059), a time limit and a bounded queue; a
 * render whose client went away is dropped or stopped.
 */
export function createExportPool(options: ExportPoolOptions = {}): ExportPool {
  const size = Math.max(1, options.size ?? DEFAULT_POOL_SIZE);
  const maxQueued = Math.max(0, options.maxQueued ?? DEFAULT_MAX_QUEUED);
  const memoryLimitMb = options.memoryLimitMb ?? DEFAULT_EXPORT_MEMORY_MB;
  const pool = createWorkerPool<ExportJob, ExportReply>({
    workerModule: workerModuleUrl('export-worker', import.meta.url),
    size,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    idleTimeoutMs: options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
    // The young generation keeps V8's default: a smaller one saved ~20 MB but cost ~1 s of CPU.
    resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb },
  });
  /** Renders still preparing their logos: they count as waiting from the request's first moment. */
  let preparing = 0;
  let closed = false;

  function asExportError(error: unknown): Error {
    if (!(error instanceof WorkerJobError)) return error as Error;
    switch (error.failure) {
      case 'aborted':
        return new ExportAbortedError();
      case 'memory':
        return new ExportTooLargeError(memoryLimitMb, error);
      case 'timeout':
        return new Error('Export timed out', { cause: error });
      case 'closed':
        return new Error('Export pool closed', { cause: error });
      default:
        return error;
    }
  }

  return {
    async render(format, document, renderOptions = {}) {
      if (closed) throw new Error('Export pool closed');
      const { signal } = renderOptions;
      if (signal?.aborted) throw new ExportAbortedError();
      const { running, queued } = pool.load();
      if (running + queued + preparing >= size + maxQueued) {
        throw new ExportQueueFullError(RETRY_AFTER_SECONDS);
      }
      preparing++;
      let prepared: ExportDocument;
      try {
        prepared = await withExportImages(document);
      } finally {
        preparing--;
      }
      if (closed) throw new Error('Export pool closed');
      let reply: ExportReply;
      try {
        reply = await pool.run({ format, document: prepared }, signal ? { signal } : {});
      } catch (error) {
        throw asExportError(error);
      }
      if (!reply.ok) {
        throw new Error(reply.message, reply.cause ? { cause: reply.cause } : undefined);
      }
      return {
        bytes: reply.bytes,
        contentType: EXPORT_CONTENT_TYPES[format],
        fileName: exportFileName(format, prepared.metadata, new Date(), prepared.fileEnding),
      };
    },
    load() {
      const { running, queued } = pool.load();
      return { running, queued: queued + preparing };
    },
    async close() {
      closed = true;
      await pool.close();
    },
  };
}
