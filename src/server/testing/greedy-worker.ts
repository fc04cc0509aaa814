import { answerAndStop, serveJobs } from '../workers/serve-jobs.ts';

/** Jobs for the worker pool's own tests. */
export type GreedyJob =
  | { kind: 'echo'; text: string }
  /** Fills memory outside the V8 heap in a loop that never yields, as a decoder would. */
  | { kind: 'fill-memory'; megabytes: number }
  /** Answers at once, then goes on working: the worker must be stopped. */
  | { kind: 'answer-early'; text: string };

const MB = 1024 * 1024;
const held: Uint8Array[] = [];

serveJobs<GreedyJob, string>(async (job) => {
  if (job.kind === 'fill-memory') {
    for (let filled = 0; filled < job.megabytes; filled += 16) {
      held.push(new Uint8Array(16 * MB).fill(1));
    }
    return `filled ${job.megabytes} MB`;
  }
  if (job.kind === 'answer-early') {
    answerAndStop(job.text);
    for (;;) held.length = 0;
  }
  return job.text;
});
