import { parentPort } from 'node:worker_threads';

/** What a pool sends a worker, and what the worker answers. */
export interface JobMessage<Job> {
  id: number;
  job: Job;
}
export interface ReplyMessage<Reply> {
  id: number;
  reply: Reply;
  /** The worker asks to be stopped: it answered early and is still busy (`answerAndStop`). */
  stop?: true;
}

let runningJob: number | undefined;

/**
 * The worker's side of `worker-pool.ts`: one job at a time, answered with the handler's reply;
 * `transfer` names buffers to hand over rather than copy (a rendered file).
 */
export function serveJobs<Job, Reply>(
  handle: (job: Job) => Promise<Reply>,
  transfer: (reply: Reply) => ArrayBuffer[] = () => [],
): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs runs only in a worker thread');
  port.on('message', async ({ id, job }: JobMessage<Job>) => {
    runningJob = id;
    const reply = await handle(job);
    if (runningJob !== id) return;
    runningJob = undefined;
    port.postMessage({ id, reply } satisfies ReplyMessage<Reply>, transfer(reply));
  });
}

/**
 * Answers the running job now and asks the pool to stop this worker: for a limit met deep inside
 * a library that would go on working, or swallow the error (pdf.js and a decompression bomb). The
 * message leaves at once, even from synchronous code; the pool stops the worker on receipt.
 */
export function answerAndStop<Reply>(reply: Reply): void {
  if (runningJob === undefined || !parentPort) return;
  parentPort.postMessage({ id: runningJob, reply, stop: true } satisfies ReplyMessage<Reply>);
  runningJob = undefined;
}
