import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { GreedyJob } from '../testing/greedy-worker.ts';
import { createWorkerPool, type WorkerPool } from './worker-pool.ts';

let pool: WorkerPool<GreedyJob, string> | undefined;
afterEach(() => pool?.close());

function greedyPool(options: { memoryGrowthLimitMb?: number } = {}) {
  pool = createWorkerPool<GreedyJob, string>({
    workerModule: new URL('../testing/greedy-worker.ts', import.meta.url),
    size: 1,
    timeoutMs: 60_000,
    idleTimeoutMs: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 64 },
    ...options,
  });
  return pool;
}

/** This process's peak resident memory in MB since the last reset. */
function peakRssMb(): number {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

describe('the worker pool', { timeout: 120_000 }, () => {
  it('stops a worker that grows the process past its limit outside the heap, and goes on', async () => {
    const greedy = greedyPool({ memoryGrowthLimitMb: 128 });
    expect(await greedy.run({ kind: 'echo', text: 'warm' })).toBe('warm');
    fs.writeFileSync('/proc/self/clear_refs', '5');
    const before = peakRssMb();
    // 2 GB of ArrayBuffers: the 64 MB heap limit never sees them.
    await expect(greedy.run({ kind: 'fill-memory', megabytes: 2048 })).rejects.toMatchObject({
      failure: 'process-memory',
      message: 'Worker job grew the process by more than 128 MB',
    });
    const grown = peakRssMb() - before;
    console.info(`a worker filling 2 GB was stopped after the process grew ${grown.toFixed(0)} MB`);
    expect(grown).toBeLessThan(512);
    expect(await greedy.run({ kind: 'echo', text: 'next' })).toBe('next');
  });

  it('takes an early answer from a worker still busy, and replaces that worker', async () => {
    const greedy = greedyPool();
    expect(await greedy.run({ kind: 'answer-early', text: 'refused early' })).toBe('refused early');
    expect(greedy.load()).toEqual({ running: 0, queued: 0 });
    expect(await greedy.run({ kind: 'echo', text: 'next' })).toBe('next');
  });
});
