import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { JobMessage, ReplyMessage } from './serve-jobs.ts';

/** Why a job never got an answer from its worker. */
export type WorkerFailure =
  | 'timeout'
  /** Out of its heap (`resourceLimits`). */
  | 'memory'
  /** The process grew past `memoryGrowthLimitMb` while the job ran. */
  | 'process-memory'
  | 'crashed'
  | 'closed'
  | 'aborted'
  | 'queue-full';

export class WorkerJobError extends Error {
  readonly failure: WorkerFailure;

  constructor(failure: WorkerFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WorkerJobError';
    this.failure = failure;
  }
}

export interface WorkerPoolOptions {
  /** The worker's module (`workerModuleUrl`): it calls `serveJobs` (`serve-jobs.ts`). */
  workerModule: URL;
  /** Workers at most; more jobs wait in a queue. */
  size: number;
  /** A job running longer is rejected and its worker stopped. */
  timeoutMs: number;
  /** An idle worker is stopped after this long, giving its memory back. */
  idleTimeoutMs: number;
  /** A worker that needs more heap than this dies alone; the server goes on. */
  resourceLimits: ResourceLimits;
  /** Jobs that may wait for a worker; one more is refused (`queue-full`). Unbounded if unset. */
  maxQueued?: number;
  /**
   * How far the process's resident memory may grow while a job runs, in MB; past it the job's
   * worker is stopped (`process-memory`). The heap limit does not bound ArrayBuffers (a library's
   * decoded streams), and Node 20 cannot read a worker's own memory from outside, so the
   * process's RSS, sampled every MEMORY_SAMPLE_MS, stands in for it.
   */
  memoryGrowthLimitMb?: number;
}

export interface RunOptions {
  /** The caller's (a request's): a queued job is dropped, a running one stopped with its worker. */
  signal?: AbortSignal;
}

export interface WorkerPool<Job, Reply> {
  run(job: Job, options?: RunOptions): Promise<Reply>;
  /** Jobs running and waiting now. */
  load(): { running: number; queued: number };
  close(): Promise<void>;
}

interface Task<Job, Reply> {
  id: number;
  job: Job;
  resolve: (reply: Reply) => void;
  reject: (error: Error) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

interface Slot<Job, Reply> {
  worker: Worker;
  task?: Task<Job, Reply>;
  timer?: NodeJS.Timeout;
  /** The process's RSS when the task started. */
  rssAtStart?: number;
}

const MEMORY_SAMPLE_MS = 50;
const MB = 1024 * 1024;

/**
 * The one pool of worker threads (exports and document intake, decision 0066): one job per
 * worker, with a time and a memory limit per job; a worker that runs over time is stopped, one
 * that runs out of memory dies alone, and either way the job is rejected with the reason and the
 * next job gets a fresh worker. Workers start on demand and stop when idle; the queue is bounded
 * when asked, and a job whose caller went away is dropped or stopped, so it delays no one.
 */
export function createWorkerPool<Job, Reply>(options: WorkerPoolOptions): WorkerPool<Job, Reply> {
  const slots = new Set<Slot<Job, Reply>>();
  const queue: Task<Job, Reply>[] = [];
  let nextId = 1;
  let closed = false;
  let memoryWatch: NodeJS.Timeout | undefined;

  const running = () => [...slots].filter((slot) => slot.task).length;

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
    const worker = new Worker(entryFor(options.workerModule), {
      execArgv: [],
      workerData: { module: options.workerModule.href },
      resourceLimits: options.resourceLimits,
    });
    const slot: Slot<Job, Reply> = { worker };
    worker.on('message', (message: ReplyMessage<Reply>) => finish(slot, message));
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

  function start(slot: Slot<Job, Reply>, task: Task<Job, Reply>): void {
    clearTimeout(slot.timer);
    slot.task = task;
    slot.worker.ref();
    slot.timer = setTimeout(
      () => retire(slot, new WorkerJobError('timeout', 'Worker job timed out')),
      options.timeoutMs,
    );
    try {
      slot.worker.postMessage({ id: task.id, job: task.job } satisfies JobMessage<Job>);
    } catch (error) {
      // A job that cannot be copied to the worker fails alone; the worker never saw it.
      slot.task = undefined;
      settle(task);
      task.reject(error instanceof Error ? error : new Error(String(error)));
      rest(slot);
      return;
    }
    watchMemory(slot);
  }

  function finish(slot: Slot<Job, Reply>, message: ReplyMessage<Reply>): void {
    const task = slot.task;
    if (!task || task.id !== message.id) return;
    slot.task = undefined;
    settle(task);
    task.resolve(message.reply);
    // The worker answered early and is still busy: it is replaced, not reused.
    if (message.stop) retire(slot);
    else {
      rest(slot);
      pump();
    }
  }

  /** An idle worker must not keep the process alive, and is stopped after a while. */
  function rest(slot: Slot<Job, Reply>): void {
    clearTimeout(slot.timer);
    slot.worker.unref();
    slot.timer = setTimeout(() => retire(slot), options.idleTimeoutMs);
    slot.timer.unref();
  }

  /** A task no longer listens to its caller's abort once it is settled. */
  function settle(task: Task<Job, Reply>): void {
    if (task.onAbort) task.signal?.removeEventListener('abort', task.onAbort);
  }

  /** Removes a worker that failed, hung, idled or was stopped; its job, if any, is rejected. */
  function retire(slot: Slot<Job, Reply>, error?: WorkerJobError): void {
    if (!slots.delete(slot)) return;
    clearTimeout(slot.timer);
    if (slot.task) settle(slot.task);
    slot.task?.reject(error ?? new WorkerJobError('crashed', 'Worker stopped'));
    void slot.worker.terminate();
    if (!closed) pump();
  }

  function watchMemory(slot: Slot<Job, Reply>): void {
    if (!options.memoryGrowthLimitMb) return;
    slot.rssAtStart = process.memoryUsage.rss();
    memoryWatch ??= setInterval(sampleMemory, MEMORY_SAMPLE_MS);
  }

  function sampleMemory(): void {
    const limit = (options.memoryGrowthLimitMb ?? Number.POSITIVE_INFINITY) * MB;
    const rss = process.memoryUsage.rss();
    for (const slot of [...slots]) {
      if (slot.task && slot.rssAtStart !== undefined && rss - slot.rssAtStart > limit) {
        retire(
          slot,
          new WorkerJobError(
            'process-memory',
            `Worker job grew the process by more than ${options.memoryGrowthLimitMb} MB`,
          ),
        );
      }
    }
    if (running() === 0) {
      clearInterval(memoryWatch);
      memoryWatch = undefined;
    }
  }

  /** A caller that went away: its queued job is dropped; a running one stops with its worker. */
  function abandon(task: Task<Job, Reply>): void {
    const index = queue.indexOf(task);
    if (index !== -1) {
      queue.splice(index, 1);
      settle(task);
      task.reject(new WorkerJobError('aborted', 'Worker job abandoned by its caller'));
      return;
    }
    const slot = [...slots].find((candidate) => candidate.task === task);
    if (slot) retire(slot, new WorkerJobError('aborted', 'Worker job abandoned by its caller'));
  }

  return {
    run(job, runOptions = {}) {
      if (closed) return Promise.reject(new WorkerJobError('closed', 'Worker pool closed'));
      const { signal } = runOptions;
      if (signal?.aborted) {
        return Promise.reject(new WorkerJobError('aborted', 'Worker job abandoned by its caller'));
      }
      const room = options.size + (options.maxQueued ?? Number.POSITIVE_INFINITY);
      if (running() + queue.length >= room) {
        return Promise.reject(new WorkerJobError('queue-full', 'Worker queue full'));
      }
      return new Promise<Reply>((resolve, reject) => {
        const task: Task<Job, Reply> = { id: nextId++, job, resolve, reject };
        if (signal) {
          task.signal = signal;
          task.onAbort = () => abandon(task);
          signal.addEventListener('abort', task.onAbort, { once: true });
        }
        queue.push(task);
        pump();
      });
    },
    load() {
      return { running: running(), queued: queue.length };
    },
    async close() {
      closed = true;
      clearInterval(memoryWatch);
      for (const task of queue.splice(0)) {
        settle(task);
        task.reject(new WorkerJobError('closed', 'Worker pool closed'));
      }
      const workers = [...slots].map((slot) => slot.worker);
      for (const slot of [...slots]) {
        retire(slot, new WorkerJobError('closed', 'Worker pool closed'));
      }
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

const WORKER_ENTRY = new URL('./worker-entry.mjs', import.meta.url);

/** A TypeScript module starts through `worker-entry.mjs`, which registers tsx; a built one as is. */
function entryFor(workerModule: URL): URL {
  return workerModule.pathname.endsWith('.ts') ? WORKER_ENTRY : workerModule;
}
