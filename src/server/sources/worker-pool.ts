import { type ResourceLimits, Worker } from 'node:worker_threads';

/** Why a job never got an answer from its worker. */
export type WorkerFailure = 'timeout' | 'memory' | 'crashed' | 'closed';

export class WorkerJobError extends Error {
  readonly failure: WorkerFailure;

  constructor(failure: WorkerFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WorkerJobError';
    this.failure = failure;
  }
}

export interface WorkerPoolOptions {
  workerUrl: URL;
  size: number;
  /** A job running longer is rejected and its worker stopped. */
  timeoutMs: number;
  /** An idle worker is stopped after this long, giving its memory back. */
  idleTimeoutMs: number;
  /** A worker that needs more heap than this dies alone; the server goes on. */
  resourceLimits: ResourceLimits;
}

export interface WorkerPool<Job, Reply> {
  run(job: Job): Promise<Reply>;
  close(): Promise<void>;
}

interface Queued<Job, Reply> {
  id: number;
  job: Job;
  resolve: (reply: Reply) => void;
  reject: (error: Error) => void;
}

interface Slot<Job, Reply> {
  worker: Worker;
  task?: Queued<Job, Reply>;
  timer?: NodeJS.Timeout;
}

/**
 * A small pool of worker threads with a time and a memory limit per job: a worker that runs
 * over time is stopped, one that runs out of memory dies alone, and either way the job is
 * rejected with the reason and the next job gets a fresh worker. Workers start on demand.
 * Messages are `{id, job}` in and `{id, reply}` out.
 */
export function createWorkerPool<Job, Reply>(options: WorkerPoolOptions): WorkerPool<Job, Reply> {
  const slots = new Set<Slot<Job, Reply>>();
  const queue: Queued<Job, Reply>[] = [];
  let nextId = 1;
  let closed = false;

  function pump(): void {
    while (queue.length > 0) {
      const slot =
        [...slots].find((candidate) => !candidate.task) ??
        (slots.size < options.size ? spawn() : undefined);
      if (!slot) return;
      start(slot, queue.shift()!);
    }
  }

  function spawn(): Slot<Job, Reply> {
    const worker = new Worker(options.workerUrl, {
      execArgv: [],
      resourceLimits: options.resourceLimits,
    });
    const slot: Slot<Job, Reply> = { worker };
    worker.on('message', (message: { id: number; reply: Reply }) => finish(slot, message));
    worker.on('error', (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      retire(
        slot,
        new WorkerJobError(memory ? 'memory' : 'crashed', error.message, { cause: error }),
      );
    });
    worker.on('exit', (code) =>
      retire(slot, new WorkerJobError('crashed', `Worker stopped (exit code ${code})`)),
    );
    slots.add(slot);
    return slot;
  }

  function start(slot: Slot<Job, Reply>, task: Queued<Job, Reply>): void {
    clearTimeout(slot.timer);
    slot.task = task;
    slot.worker.ref();
    slot.timer = setTimeout(
      () => retire(slot, new WorkerJobError('timeout', 'Worker job timed out')),
      options.timeoutMs,
    );
    try {
      slot.worker.postMessage({ id: task.id, job: task.job });
    } catch (error) {
      slot.task = undefined;
      task.reject(error instanceof Error ? error : new Error(String(error)));
      rest(slot);
    }
  }

  function finish(slot: Slot<Job, Reply>, message: { id: number; reply: Reply }): void {
    const task = slot.task;
    if (!task || task.id !== message.id) return;
    slot.task = undefined;
    task.resolve(message.reply);
    rest(slot);
    pump();
  }

  function rest(slot: Slot<Job, Reply>): void {
    clearTimeout(slot.timer);
    slot.worker.unref();
    slot.timer = setTimeout(() => retire(slot), options.idleTimeoutMs);
    slot.timer.unref();
  }

  function retire(slot: Slot<Job, Reply>, error?: WorkerJobError): void {
    if (!slots.delete(slot)) return;
    clearTimeout(slot.timer);
    slot.task?.reject(error ?? new WorkerJobError('crashed', 'Worker stopped'));
    void slot.worker.terminate();
    if (!closed) pump();
  }

  return {
    run(job) {
      if (closed) return Promise.reject(new WorkerJobError('closed', 'Worker pool closed'));
      return new Promise<Reply>((resolve, reject) => {
        queue.push({ id: nextId++, job, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0))
        task.reject(new WorkerJobError('closed', 'Worker pool closed'));
      const workers = [...slots].map((slot) => slot.worker);
      for (const slot of [...slots])
        retire(slot, new WorkerJobError('closed', 'Worker pool closed'));
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
