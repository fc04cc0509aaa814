import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { type ServerProcess, startServerProcess } from '../testing/server-process.ts';
import { openEventStream } from '../testing/sse-client.ts';
import { createPostgresDatabase, testDatabaseKind } from '../testing/test-database.ts';

/** Several processes share one PostgreSQL: only meaningful there. */
/** "all": the 124 sections of the catalogue and the executive summary, last. */
const ALL_SECTIONS = 125;

describe.skipIf(testDatabaseKind() !== 'postgres')('two server processes on one PostgreSQL', () => {
  let fake: FakeLlm;
  let database: { url: string; drop(): Promise<void> };
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    fake = await startFakeLlm({ tokens: 40, perTokenMs: 4 });
    database = await createPostgresDatabase();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop({ hard: true })));
    await fake?.close();
    await database?.drop();
  });

  async function startInstances() {
    const env = {
      DATABASE_URL: database.url,
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'fake',
      GENERATION_CONCURRENCY: '3',
    };
    // Started together: one applies the migrations, the other waits for it.
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    return servers as [ServerProcess, ServerProcess];
  }

  async function startRun(server: ServerProcess): Promise<string> {
    const created = await fetch(`${server.url}/api/strategies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ overview: 'A bakery run by two servers' }),
    });
    const { id } = (await created.json()) as Strategy;
    const run = await fetch(`${server.url}/api/strategies/${id}/runs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sections: 'all' }),
    });
    expect(run.status).toBe(202);
    return id;
  }

  function requestsPerSection(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const entry of fake.log) {
      if (entry.outcome !== 'ok' || !entry.sectionTitle) continue;
      counts.set(entry.sectionTitle, (counts.get(entry.sectionTitle) ?? 0) + 1);
    }
    return counts;
  }

  it('shares a run between both; events reach a page on the other; each section asked once', async () => {
    fake.reset();
    const [first, second] = await startInstances();
    const id = await startRun(first);
    const stream = openEventStream(`${second.url}/api/strategies/${id}/events`);
    await stream.waitFor((event) => event.event === 'run-end', 120_000);
    await stream.close();

    const strategy = (await (await fetch(`${second.url}/api/strategies/${id}`)).json()) as Strategy;
    expect(Object.values(strategy.sections).filter((s) => s.status === 'done')).toHaveLength(
      ALL_SECTIONS,
    );
    const counts = requestsPerSection();
    expect(counts.size).toBe(ALL_SECTIONS);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(fake.peakConcurrent).toBeLessThanOrEqual(6);
    expect(fake.peakConcurrent).toBeGreaterThan(3);

    const ends = stream.events.filter((event) => event.event === 'section-end');
    expect(ends).toHaveLength(ALL_SECTIONS);
    for (const end of ends) {
      const { key, content } = end.data as { key: string; content: string };
      expect(content).toBe(strategy.sections[key]?.content);
    }
    await Promise.all(servers.map((server) => server.stop()));
  });

  it('completes the run when one instance is killed mid-run', async () => {
    fake.reset();
    const [first, second] = await startInstances();
    const id = await startRun(first);
    for (;;) {
      const strategy = (await (
        await fetch(`${second.url}/api/strategies/${id}`)
      ).json()) as Strategy;
      if (Object.values(strategy.sections).filter((s) => s.status === 'done').length >= 20) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const killedAt = Date.now();
    await first.stop({ hard: true });
    const deadline = Date.now() + 120_000;
    let strategy: Strategy;
    for (;;) {
      strategy = (await (await fetch(`${second.url}/api/strategies/${id}`)).json()) as Strategy;
      if (strategy.activeRunId === null || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(Object.values(strategy.sections).filter((s) => s.status === 'done')).toHaveLength(
      ALL_SECTIONS,
    );
    const counts = requestsPerSection();
    expect(counts.size).toBe(ALL_SECTIONS);
    // Only sections the killed instance had in hand (3 at most) may be asked again: one whose
    // answer arrived just before the kill but was not yet saved counts as asked twice.
    const repeated = [...counts].filter(([, count]) => count > 1).map(([title]) => title);
    expect(repeated.length).toBeLessThanOrEqual(3);
    for (const title of repeated) {
      const first = fake.log.find((entry) => entry.sectionTitle === title)!;
      expect(first.startedAt).toBeLessThan(killedAt);
    }
  });
});
