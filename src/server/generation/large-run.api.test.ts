import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import { buildOutline, type PlaybookGroup } from '../../domain/outline.ts';
import { strategies } from '../db/schema.ts';
import { createStrategy } from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

/**
 * Issue 32 item 5: queuing a huge run must not stall the server. Playbooks are capped far below
 * this, so the outline is written straight into the strategy's row: only the run's size matters.
 */
const GROUPS = 50;
const SECTIONS_PER_GROUP = 100;
/**
 * The old code planned and inserted in one block of over 5 s. The target (p99 under
 * 50 ms) is a speed target, measured by `npm run bench:large-run` on a quiet machine; this test
 * holds the shape of the fix: no single block of a second, whatever else the machine is doing.
 */
const LONGEST_BLOCK_LIMIT_MS = 1_000;

let fake: FakeLlm;
let server: TestServer;

beforeAll(async () => {
  // Slow answers: the run is queued, not written, while the loop is measured.
  fake = await startFakeLlm({ tokens: 5, perTokenMs: 1_000 });
  server = await startTestServer({
    provider: { baseURL: fake.url, apiKey: 'test', model: 'fake' },
    generationConcurrency: 1,
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** Chains within each group, and each group's first section waiting on the previous group's. */
function hugeGroups(): PlaybookGroup[] {
  return Array.from({ length: GROUPS }, (_, g) => ({
    title: `Group ${g + 1}`,
    sections: Array.from({ length: SECTIONS_PER_GROUP }, (_, s) => ({
      key: `g${g}-s${s}`,
      title: `Section ${g + 1}.${s + 1}`,
      prerequisites: [
        ...(s > 0 ? [{ key: `g${g}-s${s - 1}`, context: 'the step before' }] : []),
        ...(g > 0 ? [{ key: `g${g - 1}-s0`, context: 'the group before' }] : []),
      ],
    })),
  }));
}

it('queues a 5,000-section run in order without blocking the event loop for a second', async () => {
  const strategy = await createStrategy(server);
  await server.database.db
    .update(strategies)
    .set({ outline: buildOutline(hugeGroups()) })
    .where(eq(strategies.id, strategy.id));

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const response = await server.api.strategies[':id'].runs.$post({
    param: { id: strategy.id },
    json: { sections: 'all' },
  });
  const tookMs = performance.now() - started;
  loop.disable();

  const { runId, sections } = await answer(response, 202);
  // Every section and the executive summary, prerequisites first.
  expect(sections).toHaveLength(GROUPS * SECTIONS_PER_GROUP + 1);
  const position = new Map(sections.map((key, index) => [key, index]));
  expect(position.get('g0-s0')).toBe(0);
  expect(position.get('g3-s7')!).toBeGreaterThan(position.get('g3-s6')!);
  expect(position.get('g4-s0')!).toBeGreaterThan(position.get('g3-s0')!);
  const longest = loop.max / 1e6;
  expect(
    longest,
    `event-loop max ${longest.toFixed(1)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms over ${tookMs.toFixed(0)} ms`,
  ).toBeLessThan(LONGEST_BLOCK_LIMIT_MS);

  const cancelled = await server.api.strategies[':id'].runs[':runId'].$delete({
    param: { id: strategy.id, runId },
  });
  expect(cancelled.status).toBe(204);
});
