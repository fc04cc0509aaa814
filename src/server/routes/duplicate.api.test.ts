import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Strategy, StrategyPage, StrategySummary } from '../../domain/strategy.ts';
import { TINY_PNG } from '../testing/export-fixtures.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const SECTIONS = {
  'mission-statement': '## Mission\n\nBread for everyone.',
  'vision-statement': 'A bakery on every corner.',
  'dream-state': 'Poisoned text: the copy must fail here.',
};

async function seed(companyName: string): Promise<Strategy> {
  const created = await server.request('/api/strategies', {
    method: 'POST',
    json: {
      overview: 'A bakery',
      metadata: { companyName, clientName: 'Jane' },
      language: 'French',
    },
  });
  const strategy = (await created.json()) as Strategy;
  for (const [key, content] of Object.entries(SECTIONS)) {
    const written = await server.request(`/api/strategies/${strategy.id}/sections/${key}`, {
      method: 'PUT',
      json: { content, version: 0 },
    });
    expect(written.status).toBe(200);
  }
  const logo = await server.request(`/api/strategies/${strategy.id}/logo`, {
    method: 'PUT',
    body: TINY_PNG,
  });
  expect(logo.status).toBe(200);
  return strategy;
}

async function list(): Promise<StrategySummary[]> {
  return ((await (await server.request('/api/strategies')).json()) as StrategyPage).items;
}

describe(`duplicating a strategy on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('answers 201 with a copy named "… (copy)" in the library, holding the text, metadata, language and logo', async () => {
    const original = await seed('Acme Bakery');
    const response = await server.request(`/api/strategies/${original.id}/duplicate`, {
      method: 'POST',
    });
    expect(response.status).toBe(201);
    const copy = (await response.json()) as Strategy;
    expect(copy.id).not.toBe(original.id);
    // The name is the library's; the company name (on the cover and in every export) is untouched.
    expect(copy.name).toBe('Acme Bakery (copy)');
    expect(copy.metadata).toEqual(original.metadata);
    expect((await list()).find((item) => item.id === copy.id)).toMatchObject({
      name: 'Acme Bakery (copy)',
      companyName: 'Acme Bakery',
    });
    const markdown = await (await server.request(`/api/strategies/${copy.id}/export/md`)).text();
    expect(markdown).toContain('Acme Bakery');
    expect(markdown).not.toContain('(copy)');
    // A copy of the copy takes the copy's name.
    const again = await server.request(`/api/strategies/${copy.id}/duplicate`, { method: 'POST' });
    expect(((await again.json()) as Strategy).name).toBe('Acme Bakery (copy) (copy)');
    expect(copy.language).toBe('French');
    expect(copy.overview).toBe('A bakery');
    expect(Object.fromEntries(Object.values(copy.sections).map((s) => [s.key, s.content]))).toEqual(
      SECTIONS,
    );
    expect(copy.logoUrl).toMatch(new RegExp(`^/api/strategies/${copy.id}/logo`));
    const logo = await server.request(`/api/strategies/${copy.id}/logo`);
    expect(Buffer.from(await logo.arrayBuffer())).toEqual(Buffer.from(TINY_PNG));

    const unknown = await server.request(
      '/api/strategies/00000000-0000-4000-8000-000000000000/duplicate',
      { method: 'POST' },
    );
    expect(unknown.status).toBe(404);
  });

  it('leaves no copy when the database fails part way (after the strategy row was written)', async () => {
    const original = await seed('Fragile Co');
    const before = await list();
    const { db } = server.database;
    // A real failure inside the copy: the sections insert fails after the copy's row exists.
    await db.execute(sql`
      CREATE FUNCTION refuse_poisoned_section() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.content LIKE 'Poisoned%' THEN RAISE EXCEPTION 'injected failure'; END IF;
        RETURN NEW;
      END $$`);
    await db.execute(sql`
      CREATE TRIGGER refuse_poisoned_section BEFORE INSERT ON sections
      FOR EACH ROW EXECUTE FUNCTION refuse_poisoned_section()`);
    try {
      const response = await server.request(`/api/strategies/${original.id}/duplicate`, {
        method: 'POST',
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'Something went wrong on the server' });
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_poisoned_section ON sections`);
      await db.execute(sql`DROP FUNCTION refuse_poisoned_section()`);
    }
    expect(await list()).toEqual(before);
    const orphans = await db.execute(
      sql`SELECT count(*)::int AS n FROM logos WHERE strategy_id NOT IN (SELECT id FROM strategies)`,
    );
    expect(orphans.rows[0]).toEqual({ n: 0 });
  });

  it('renames a strategy in the library (PATCH name), the cover untouched', async () => {
    const original = await seed('Renamed Co');
    const renamed = await server.request(`/api/strategies/${original.id}`, {
      method: 'PATCH',
      json: { version: original.version, name: '  Renamed Co, pricing test  ' },
    });
    expect(renamed.status).toBe(200);
    const strategy = (await renamed.json()) as Strategy;
    expect(strategy.name).toBe('Renamed Co, pricing test');
    expect(strategy.metadata.companyName).toBe('Renamed Co');
    expect((await list()).find((item) => item.id === original.id)?.name).toBe(
      'Renamed Co, pricing test',
    );

    const tooLong = await server.request(`/api/strategies/${original.id}`, {
      method: 'PATCH',
      json: { version: strategy.version, name: 'x'.repeat(201) },
    });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: string }).error).toMatch(/^Name: /);

    // Empty: the company name stands for it again.
    const cleared = await server.request(`/api/strategies/${original.id}`, {
      method: 'PATCH',
      json: { version: strategy.version, name: '' },
    });
    expect(((await cleared.json()) as Strategy).name).toBeNull();
  });
});
