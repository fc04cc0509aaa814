import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { type ServerProcess, startServerProcess } from '../testing/server-process.ts';
import {
  createPostgresDatabase,
  postgresAdminUrl,
  testDatabaseKind,
} from '../testing/test-database.ts';

/** Cuts one database off for a while: refuses new connections and ends the open ones. */
async function outage(databaseUrl: string, milliseconds: number): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: postgresAdminUrl() });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    const until = Date.now() + milliseconds;
    while (Date.now() < until) {
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
    await admin.end();
  }
}

describe.skipIf(testDatabaseKind() !== 'postgres')('a PostgreSQL outage mid-run', () => {
  let fake: FakeLlm;
  let database: { url: string; drop(): Promise<void> };
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    fake = await startFakeLlm({ tokens: 40, perTokenMs: 5 });
    database = await createPostgresDatabase();
  });
  afterAll(async () => {
    await server?.stop({ hard: true });
    await fake?.close();
    await database?.drop();
  });

  it('resumes and completes the run after 5 s without the database; nothing finished is lost', async () => {
    server = await startServerProcess({
      DATABASE_URL: database.url,
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'fake',
    });
    const url = server.url;
    const created = await fetch(`${url}/api/strategies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ overview: 'A bakery that outlives its database' }),
    });
    const { id } = (await created.json()) as Strategy;
    await fetch(`${url}/api/strategies/${id}/runs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sections: 'all' }),
    });
    let before: Strategy;
    for (;;) {
      before = (await (await fetch(`${url}/api/strategies/${id}`)).json()) as Strategy;
      if (Object.values(before.sections).filter((s) => s.status === 'done').length >= 20) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await outage(database.url, 5000);

    const deadline = Date.now() + 120_000;
    let after: Strategy | undefined;
    while (Date.now() < deadline) {
      if (server.child.exitCode !== null || server.child.signalCode !== null)
        throw new Error(`The server exited during the outage:\n${server.output()}`);
      const response = await fetch(`${url}/api/strategies/${id}`);
      if (response.ok) {
        after = (await response.json()) as Strategy;
        if (after.activeRunId === null) break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(after?.activeRunId).toBeNull();
    expect(Object.values(after!.sections).filter((s) => s.status === 'done')).toHaveLength(125); // 124 and the summary
    for (const section of Object.values(before.sections)) {
      if (section.status === 'done')
        expect(after!.sections[section.key]?.content).toBe(section.content);
    }
  });
});
