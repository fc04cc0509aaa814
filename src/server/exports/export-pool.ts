import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ExportDocument } from './export-document.ts';
import { EXPORT_CONTENT_TYPES, type ExportFormat, exportFileName } from './export-formats.ts';

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
  fileName: string;
}

export interface ExportPool {
  render(format: ExportFormat, document: ExportDocument): Promise<ExportResult>;
  /** Stops every worker; renders still queued or running are rejected. */
  close(): Promise<void>;
}

export interface ExportPoolOptions {
  /** Workers at most; more renders wait in a queue. */
  size?: number;
  /** A render running longer is rejected and its worker replaced. */
  timeoutMs?: number;
  /** An idle worker is stopped after this long, giving back the memory a large PDF used. */
  idleTimeoutMs?: number;
}

/** One core is left to the server's event loop; two workers at most on a bigger machine. */
export const DEFAULT_POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_IDLE_TIMEOUT_MS = 60_000;

interface Job extends ExportJobMessage {
  resolve: (result: ExportResult) => void;
  reject: (error: Error) => void;
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
  const slots = new Set<Slot>();
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
    const slot: Slot = { worker: new Worker(WORKER_URL, { execArgv: [] }) };
    slot.worker.on('message', (message: ExportResultMessage) => finish(slot, message));
    slot.worker.on('error', (error) => retire(slot, error));
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
      job.reject(error instanceof Error ? error : new Error(String(error)));
      rest(slot);
    }
  }

  function finish(slot: Slot, message: ExportResultMessage): void {
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    clearTimeout(slot.timer);
    slot.job = undefined;
    if (message.ok) {
      job.resolve({
        bytes: message.bytes,
        contentType: EXPORT_CONTENT_TYPES[job.format],
        fileName: exportFileName(job.format),
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

  /** Removes a worker that failed, hung or idled; its render, if any, is rejected. */
  function retire(slot: Slot, error?: Error): void {
    if (!slots.delete(slot)) return;
    clearTimeout(slot.timer);
    slot.job?.reject(error ?? new Error('Export worker stopped'));
    void slot.worker.terminate();
    if (!closed) pump();
  }

  return {
    render(format, document) {
      if (closed) return Promise.reject(new Error('Export pool closed'));
      return new Promise<ExportResult>((resolve, reject) => {
        queue.push({ id: nextId++, format, document, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('Export pool closed'));
      const workers = [...slots].map((slot) => slot.worker);
      for (const slot of [...slots]) retire(slot, new Error('Export pool closed'));
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/** A JavaScript entry that loads the TypeScript worker through tsx (see the file for why). */
const WORKER_URL = new URL('./export-worker-entry.mjs', import.meta.url);
