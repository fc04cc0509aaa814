import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import {
  createStrategy,
  runEnded,
  statusCounts,
  waitForStrategy,
} from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import type { Database } from './client.ts';

/**
 * Issue 32: on PGlite, one failed statement made `pg` drop its connection, and the next one met
 * the old one's named claim statement in PGlite's single session: every claim failed from then
 * on. Here, on the database of this run, a run must still complete after failed statements.
 */
let fake: FakeLlm;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeLlm({ tokens: 10, perTokenMs: 1 });
  server = await startTestServer({
    provider: { baseURL: fake.url, apiKey: 'test', model: 'fake' },
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

async function runOneSection(strategyId: string) {
  const response = await server.api.strategies[':id'].runs.$post({
    param: { id: strategyId },
    json: { sections: ['mission-statement'] },
  });
  expect(response.status).toBe(202);
  const done = await waitForStrategy(server, strategyId, runEnded, 20_000);
  expect(statusCounts(done)).toEqual({ done: 1 });
}

it('completes a run after failed statements through the pool (a division by zero, a NUL in text)', async () => {
  // The pool the server's queries go through (drizzle's `$client`), on either database.
  const pool = (server.database.db as Database & { $client: pg.Pool }).$client;
  const strategy = await createStrategy(server);
  // The engine has claimed, so its named claim statement is prepared.
  await runOneSection(strategy.id);

  await expect(pool.query('SELECT 1/0')).rejects.toMatchObject({ code: '22012' });
  await expect(
    pool.query(`INSERT INTO strategies (overview, metadata) VALUES ($1, '{}')`, ['a\u0000b']),
  ).rejects.toMatchObject({ code: '22021' });
  await expect(
    server.database.db.transaction(async (transaction) => {
      await transaction.execute(sql`SELECT pg_advisory_xact_lock(1)`);
      await transaction.execute(sql`SELECT 1/0`);
    }),
  ).rejects.toMatchObject({ cause: { code: '22012' } });

  await runOneSection(strategy.id);
  await expect(pool.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
});
