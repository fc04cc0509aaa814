import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSection } from '../testing/api-steps.ts';
import { TINY_PNG } from '../testing/export-fixtures.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

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

async function seed(companyName: string) {
  const strategy = await answer(
    server.api.strategies.$post({
      json: {
        overview: 'A bakery',
        metadata: { companyName, clientName: 'Jane' },
        language: 'French',
      },
    }),
    201,
  );
  for (const [key, content] of Object.entries(SECTIONS)) {
    await writeSection(server, strategy.id, key, content);
  }
  const logo = await server.request(`/api/strategies/${strategy.id}/logo`, {
    method: 'PUT',
    body: TINY_PNG,
  });
  expect(logo.status).toBe(200);
  return strategy;
}

async function list() {
  return (await answer(server.api.strategies.$get({ query: {} }), 200)).items;
}

function duplicate(id: string) {
  return server.api.strategies[':id'].duplicate.$post({ param: { id } });
}

describe(`duplicating a strategy on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('answers 201 with a copy named "… (copy)" in the library, holding the text, metadata, language and logo', async () => {
    const original = await seed('Acme Bakery');
    const copy = await answer(duplicate(original.id), 201);
    expect(copy.id).not.toBe(original.id);
    // The name is the library's; the company name (on the cover and in every export) is untouched.
    expect(copy.name).toBe('Acme Bakery (copy)');
    expect(copy.metadata).toEqual(original.metadata);
    expect((await list()).find((item) => item.id === copy.id)).toMatchObject({
      name: 'Acme Bakery (copy)',
      companyName: 'Acme Bakery',
    });
    const markdown = await (
      await server.api.strategies[':id'].export[':format'].$get({
        param: { id: copy.id, format: 'md' },
      })
    ).text();
    expect(markdown).toContain('Acme Bakery');
    expect(markdown).not.toContain('(copy)');
    // A copy of the copy takes the copy's name.
    expect((await answer(duplicate(copy.id), 201)).name).toBe('Acme Bakery (copy) (copy)');
    expect(copy.language).toBe('French');
    expect(copy.overview).toBe('A bakery');
    expect(Object.fromEntries(Object.values(copy.sections).map((s) => [s.key, s.content]))).toEqual(
      SECTIONS,
    );
    expect(copy.logoUrl).toMatch(new RegExp(`^/api/strategies/${copy.id}/logo`));
    const logo = await server.api.strategies[':id'].logo.$get({ param: { id: copy.id } });
    expect(Buffer.from(await logo.arrayBuffer())).toEqual(Buffer.from(TINY_PNG));

    const unknown = await duplicate('00000000-0000-4000-8000-000000000000');
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
      expect(await answer(duplicate(original.id), 500)).toEqual({
        error: 'Something went wrong on the server',
      });
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
    const param = { id: original.id };
    const strategy = await answer(
      server.api.strategies[':id'].$patch({
        param,
        json: { version: original.version, name: '  Renamed Co, pricing test  ' },
      }),
      200,
    );
    expect(strategy.name).toBe('Renamed Co, pricing test');
    expect(strategy.metadata.companyName).toBe('Renamed Co');
    expect((await list()).find((item) => item.id === original.id)?.name).toBe(
      'Renamed Co, pricing test',
    );

    const tooLong = await answer(
      server.api.strategies[':id'].$patch({
        param,
        json: { version: strategy.version, name: 'x'.repeat(201) },
      }),
      400,
    );
    expect(tooLong.error).toMatch(/^Name: /);

    // Empty: the company name stands for it again.
    const cleared = await answer(
      server.api.strategies[':id'].$patch({ param, json: { version: strategy.version, name: '' } }),
      200,
    );
    expect(cleared.name).toBeNull();
  });
});
