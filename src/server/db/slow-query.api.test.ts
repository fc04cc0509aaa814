import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDatabaseKind } from '../testing/test-database.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

it(`answers HTTP while a query of seconds runs on ${testDatabaseKind()}`, async () => {
  const finished: string[] = [];
  const slow = server.database.db
    .execute(sql`SELECT pg_sleep(3)`)
    .then(() => finished.push('slow query'));
  // Sent once the query is on its way; on PGlite run on the server's thread this waited for it.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const health = await server.api.health.$get();
  finished.push('health');
  await slow;

  expect(health.status).toBe(200);
  expect(finished).toEqual(['health', 'slow query']);
});

it('keeps one session: a failed transaction rolls back and the next query works', async () => {
  const { db } = server.database;
  await expect(
    db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMPORARY TABLE rolled_back (id int)`);
      await tx.execute(sql`SELECT 1 / 0`);
    }),
  ).rejects.toThrow();
  const [row] = (
    await db.execute<{ present: boolean }>(
      sql`SELECT to_regclass('pg_temp.rolled_back') IS NOT NULL AS present`,
    )
  ).rows;
  expect(row).toEqual({ present: false });
});
