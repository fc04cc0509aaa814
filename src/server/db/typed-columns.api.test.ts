import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeSection } from '../testing/api-steps.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

/** Section status, run status and language are typed in the schema and checked by the database. */
let server: TestServer;
let strategy: { id: string };

beforeAll(async () => {
  server = await startTestServer();
  strategy = await answer(server.api.strategies.$post({ json: { overview: 'A bakery' } }), 201);
  await writeSection(server, strategy.id, 'mission-statement', 'Bread.');
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
