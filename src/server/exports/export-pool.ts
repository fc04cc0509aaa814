import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ExportFileName } from '../../domain/export-formats.ts';
import type { ExportDocument } from './export-document.ts';
import { EXPORT_CONTENT_TYPES, type ExportFormat, exportFileName } from './export-formats.ts';
import { withExportImages } from './export-images.ts';

export interface ExportJobMessage {
  id: number;
  format: ExportFormat;
  document: ExportDocument;
}

export type ExportResultMessage =
  | { id: number; ok: true; bytes: Uint8Array }
  | { id: number; ok: false; message: string; cause?: string };

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

interface Job extends ExportJobMessage {
  resolve: (result: ExportResult) => void;
  reject: (error: Error) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

interface Slot {
  worker: Worker;
  job?: Job;
  timer?: NodeJS.Timeout;
}

/**
 * Renders exports in worker threads so a long PDF never stalls the server's event loop.
 * Workers start on demand and stop when idle.
 */
export function createExportPool(options: ExportPoolOptions = {}): ExportPool {
  const size = Math.max(1, options.size ?? DEFAULT_POOL_SIZE);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const maxQueued = Math.max(0, options.maxQueued ?? DEFAULT_MAX_QUEUED);
  const memoryLimitMb = options.memoryLimitMb ?? DEFAULT_EXPORT_MEMORY_MB;
  const slots = new Set<Slot>();
  let preparing = 0;
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function pump(): void {
    while (queue.length > 0) {
      const slot =
        [...slots].find((candidate) => !candidate.job) ?? (slots.size < size ? spawn() : undefined);
      if (!slot) return;
      start(slot, queue.shift()!);
    }
  }

  function spawn(): Slot {
    const worker = new Worker(WORKER_URL, {
      execArgv: [],
      // The young generation keeps V8's default: a smaller one saved ~20 MB but cost ~1 s of CPU.
      resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb },
    });
    const slot: Slot = { worker };
    worker.on('message', (message: ExportResultMessage) => finish(slot, message));
    worker.on('error', (error: Error & { code?: string }) =>
      retire(
        slot,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new ExportTooLargeError(memoryLimitMb, error)
          : error,
      ),
    );
    slot.worker.on('exit', (code) =>
      retire(slot, new Error(`Export worker stopped (exit code ${code})`)),
    );
    slots.add(slot);
    return slot;
  }

  function start(slot: Slot, job: Job): void {
    clearTimeout(slot.timer);
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(() => retire(slot, new Error('Export timed out')), timeoutMs);
    try {
      slot.worker.postMessage({
        id: job.id,
        format: job.format,
        document: job.document,
      } satisfies ExportJobMessage);
    } catch (error) {
      // A document that cannot be copied to the worker fails alone; the worker never saw it.
      slot.job = undefined;
      settle(job);
      job.reject(error instanceof Error ? error : new Error(String(error)));
      rest(slot);
    }
  }

  function finish(slot: Slot, message: ExportResultMessage): void {
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    clearTimeout(slot.timer);
    slot.job = undefined;
    settle(job);
    if (message.ok) {
      job.resolve({
        bytes: message.bytes,
        contentType: EXPORT_CONTENT_TYPES[job.format],
        fileName: exportFileName(job.format, job.document.metadata),
      });
    } else {
      job.reject(new Error(message.message, message.cause ? { cause: message.cause } : undefined));
    }
    rest(slot);
    pump();
  }

  /** An idle worker must not keep the process alive, and is stopped after a while. */
  function rest(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.worker.unref();
    slot.timer = setTimeout(() => retire(slot), idleTimeoutMs);
    slot.timer.unref();
  }

  /** A job no longer listens to its request's abort once it is settled. */
  function settle(job: Job): void {
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
  }

  /** Removes a worker that failed, hung or idled; its render, if any, is rejected. */
  function retire(slot: Slot, error?: Error): void {
    if (!slots.delete(slot)) return;
    clearTimeout(slot.timer);
    if (slot.job) settle(slot.job);
    slot.job?.reject(error ?? new Error('Export worker stopped'));
    void slot.worker.terminate();
    if (!closed) pump();
  }

  /**
   * A client that went away: its queued render is dropped; a running one stops with its worker
   * (a new one starts for the next render), so abandoned exports never delay anyone else's.
   */
  function abandon(job: Job): void {
    const index = queue.indexOf(job);
    if (index !== -1) {
      queue.splice(index, 1);
      settle(job);
      job.reject(new ExportAbortedError());
      return;
    }
    const slot = [...slots].find((candidate) => candidate.job === job);
    if (slot) retire(slot, new ExportAbortedError());
  }

  return {
    async render(format, document, renderOptions = {}) {
      if (closed) throw new Error('Export pool closed');
      const { signal } = renderOptions;
      if (signal?.aborted) throw new ExportAbortedError();
      // At most `size` running and `maxQueued` waiting; renders still preparing their logos
      // count as waiting, so the bound holds from the request's first moment.
      const running = [...slots].filter((slot) => slot.job).length;
      if (running + queue.length + preparing >= size + maxQueued) {
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
      if (signal?.aborted) throw new ExportAbortedError();
      return new Promise<ExportResult>((resolve, reject) => {
        const job: Job = { id: nextId++, format, document: prepared, resolve, reject };
        if (signal) {
          job.signal = signal;
          job.onAbort = () => abandon(job);
          signal.addEventListener('abort', job.onAbort, { once: true });
        }
        queue.push(job);
        pump();
      });
    },
    load() {
      return {
        running: [...slots].filter((slot) => slot.job).length,
        queued: queue.length + preparing,
      };
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) {
        settle(job);
        job.reject(new Error('Export pool closed'));
      }
      const workers = [...slots].map((slot) => slot.worker);
      for (const slot of [...slots]) retire(slot, new Error('Export pool closed'));
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/** A JavaScript entry that loads the TypeScript worker through tsx (see the file for why). */
const WORKER_URL = new URL('./export-worker-entry.mjs', import.meta.url);
