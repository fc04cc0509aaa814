import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Strategy } from '../../domain/strategy.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** Section status, run status and language are typed in the schema and checked by the database. */
let server: TestServer;
let strategy: Strategy;

beforeAll(async () => {
  server = await startTestServer();
  strategy = (await (
    await server.request('/api/strategies', { method: 'POST', json: { overview: 'A bakery' } })
  ).json()) as Strategy;
  await server.request(`/api/strategies/${strategy.id}/sections/mission-statement`, {
    method: 'PUT',
    json: { content: 'Bread.', version: 0 },
  });
});
afterAll(async () => {
  await server?.close();
});

it.each([
  [
    'a section status',
    (id: string) => sql`UPDATE sections SET status = 'generated' WHERE strategy_id = ${id}`,
  ],
  ['a language', (id: string) => sql`UPDATE strategies SET language = 'Klingon' WHERE id = ${id}`],
  [
    'a run status',
    (id: string) =>
      sql`INSERT INTO runs (strategy_id, status, section_keys) VALUES (${id}, 'finished', '[]')`,
  ],
])('refuses %s outside its type', async (_name, statement) => {
  const error = await server.database.db.execute(statement(strategy.id)).catch((e: unknown) => e);
  expect(String((error as { cause?: unknown }).cause ?? error)).toMatch(/check constraint/);
});
