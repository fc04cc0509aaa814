import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { migratedDataDir } from '../testing/migrated-data-dir.ts';
import { type ServerProcess, startServerProcess } from '../testing/server-process.ts';
import { createPostgresDatabase, testDatabaseKind } from '../testing/test-database.ts';

let fake: FakeLlm;
let database: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  fake = await startFakeLlm({ tokens: 60, perTokenMs: 8 });
  if (testDatabaseKind() === 'postgres') database = await createPostgresDatabase();
});
afterAll(async () => {
  await fake?.close();
  await database?.drop();
});

async function read(server: ServerProcess, id: string): Promise<Strategy> {
  return (await (await fetch(`${server.url}/api/strategies/${id}`)).json()) as Strategy;
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it(`survives kill -9 mid-run on ${testDatabaseKind()}: unfinished sections resume, finished ones are not asked again`, async () => {
  const env = {
    LLM_BASE_URL: fake.url,
    LLM_MODEL: 'fake',
    GENERATION_CONCURRENCY: '4',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const first = await startServerProcess({
    ...env,
    ...(database ? {} : { DATA_DIR: await migratedDataDir() }),
  });
  let second: ServerProcess | undefined;
  try {
    const created = await fetch(`${first.url}/api/strategies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ overview: 'A bakery that survives crashes' }),
    });
    const { id } = (await created.json()) as Strategy;
    await fetch(`${first.url}/api/strategies/${id}/runs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sections: 'all' }),
    });

    await until(async () => {
      const strategy = await read(first, id);
      const done = Object.values(strategy.sections).filter((s) => s.status === 'done');
      return done.length >= 20 ? true : undefined;
    }, 60_000);
    await first.stop({ hard: true });
    const requestsBeforeKill = fake.log.length;

    // What the database holds after the kill is what must survive.
    second = await startServerProcess({ ...env, DATA_DIR: first.dataDir });
    const afterKill = await read(second, id);
    const finishedBefore = Object.values(afterKill.sections).filter((s) => s.status === 'done');
    expect(finishedBefore.length).toBeGreaterThanOrEqual(20);
    expect(afterKill.activeRunId).not.toBeNull();
    // What survived is read: the rest may be written at full speed (before that, the second
    // instance could finish a section before the read, and it would count as finished before).
    fake.configure({ perTokenMs: 0 });

    const final = await until(async () => {
      const strategy = await read(second!, id);
      return strategy.activeRunId === null ? strategy : undefined;
    }, 120_000);
    const statuses = Object.values(final.sections).map((s) => s.status);
    expect(statuses.filter((status) => status === 'done')).toHaveLength(125); // 124 and the summary

    const askedAfterRestart = new Set(
      fake.log.slice(requestsBeforeKill).map((entry) => entry.sectionTitle),
    );
    for (const section of finishedBefore) {
      expect(askedAfterRestart.has(section.title), `${section.title} asked again`).toBe(false);
      expect(final.sections[section.key]?.content).toBe(section.content);
    }
  } finally {
    await first.stop({ hard: true });
    await second?.stop();
  }
}, 240_000); // the waits above: 60 s to 20 sections, two server starts, 120 s to the end
