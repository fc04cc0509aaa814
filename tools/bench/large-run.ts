// `npm run bench:large-run`: issue 32's target for a huge run (5,000 sections queued with the
// event loop's p99 under 50 ms), beside a baseline in the same run: the loop's p99 while the same
// in-process server answers `/api/health` for as long. Prints PASS or FAIL; exit 1 on FAIL.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildOutline, type PlaybookGroup } from '../../src/domain/outline.ts';
import { strategies } from '../../src/server/db/schema.ts';
import { createStrategy } from '../../src/server/testing/generation-helpers.ts';
import { startTestServer } from '../../src/server/testing/test-server.ts';
import { startFakeLlm } from '../fake-llm/server.ts';

const TARGET_P99_MS = 50;
const groups: PlaybookGroup[] = Array.from({ length: 50 }, (_, g) => ({
  title: `Group ${g + 1}`,
  sections: Array.from({ length: 100 }, (_, s) => ({
    key: `g${g}-s${s}`,
    title: `Section ${g + 1}.${s + 1}`,
    prerequisites: s > 0 ? [{ key: `g${g}-s${s - 1}`, context: 'the step before' }] : [],
  })),
}));

const fake = await startFakeLlm({ tokens: 5, perTokenMs: 1_000 });
const server = await startTestServer({
  provider: { baseURL: fake.url, apiKey: 'bench', model: 'fake' },
  generationConcurrency: 1,
});
try {
  const strategy = await createStrategy(server);
  await server.database.db
    .update(strategies)
    .set({ outline: buildOutline(groups) })
    .where(eq(strategies.id, strategy.id));
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const started = performance.now();
  const response = await server.request(`/api/strategies/${strategy.id}/runs`, {
    method: 'POST',
    json: { sections: 'all' },
  });
  const took = performance.now() - started;
  loop.disable();
  if (response.status !== 202) throw new Error(`The run was not queued: ${response.status}`);
  const baseline = monitorEventLoopDelay({ resolution: 5 });
  baseline.enable();
  for (const end = performance.now() + took; performance.now() < end; ) {
    await (await server.request('/api/health')).json();
  }
  baseline.disable();
  const p99 = loop.percentile(99) / 1e6;
  console.log(`5,000 sections queued in ${took.toFixed(0)} ms`);
  console.log(
    `  event-loop p99 ${p99.toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms (target p99 < ${TARGET_P99_MS} ms)`,
  );
  console.log(
    `  baseline, /api/health for as long: p99 ${(baseline.percentile(99) / 1e6).toFixed(1)} ms`,
  );
  console.log(p99 < TARGET_P99_MS ? 'PASS' : 'FAIL');
  process.exitCode = p99 < TARGET_P99_MS ? 0 : 1;
} finally {
  await server.close();
  await fake.close();
}
