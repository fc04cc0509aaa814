import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strategies } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

/** Issue 32: `GET /api/strategies` pages the library, newest first, and searches it. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function create(overview: string, metadata: { companyName?: string; clientName?: string } = {}) {
  return answer(server.api.strategies.$post({ json: { overview, metadata } }), 201);
}

type LibraryQuery = Parameters<TestServer['api']['strategies']['$get']>[0]['query'];

function page(query: LibraryQuery) {
  return answer(server.api.strategies.$get({ query }), 200);
}

/** Every page from the first, following `nextCursor`. */
async function walk(query: LibraryQuery) {
  const pages = [await page(query)];
  while (pages.at(-1)!.nextCursor) {
    pages.push(await page({ ...query, cursor: pages.at(-1)!.nextCursor! }));
  }
  return pages;
}

async function refusal(query: LibraryQuery): Promise<string> {
  return (await answer(server.api.strategies.$get({ query }), 400)).error;
}

describe(`the library on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('pages newest first with a cursor that neither skips nor repeats, ties on the time included', async () => {
    const made: Awaited<ReturnType<typeof create>>[] = [];
    for (let n = 1; n <= 7; n++) made.push(await create(`Paging fixture ${n} quokka`));
    // Four of them changed in the same microsecond: the id breaks the tie.
    const tied = made.slice(1, 5).map((strategy) => strategy.id);
    await server.database.db
      .update(strategies)
      .set({ updatedAt: sql`'2020-01-01T00:00:00.123456Z'::timestamptz` })
      .where(inArray(strategies.id, tied));

    const pages = await walk({ q: 'quokka', limit: '3' });
    expect(pages.map((p) => p.items.length)).toEqual([3, 3, 1]);
    // The tie spans two pages: the cursor carries the id as well as the time.
    expect(pages.every((p) => p.total === 7)).toBe(true);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    const ids = pages.flatMap((p) => p.items.map((item) => item.id));
    const newestFirst = [made[6]!.id, made[5]!.id, made[0]!.id, ...[...tied].sort().reverse()];
    expect(ids).toEqual(newestFirst);

    // A strategy created while paging goes to the top: the later pages stay as they were.
    const first = await page({ q: 'quokka', limit: '3' });
    await create('Paging fixture 8 quokka');
    const rest = await walk({ q: 'quokka', limit: '3', cursor: first.nextCursor! });
    expect(rest.flatMap((p) => p.items.map((item) => item.id))).toEqual(newestFirst.slice(3));
  });

  it('lists 50 by default, every strategy once over all pages, each without its sections', async () => {
    const before = (await page({})).total;
    for (let n = 0; n < 55 - before; n++) await create(`Filler ${n}`);
    const first = await page({});
    expect(first.total).toBeGreaterThanOrEqual(55);
    expect(first.items).toHaveLength(50);
    const all = (await walk({ limit: '100' })).flatMap((p) => p.items);
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((item) => item.id)).size).toBe(first.total);
    const times = all.map((item) => item.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(Object.keys(first.items[0]!).sort()).toEqual(
      [
        'clientName',
        'companyName',
        'cost',
        'createdAt',
        'id',
        'name',
        'overview',
        'sectionCount',
        'sectionsDone',
        'updatedAt',
      ].sort(),
    );
  });

  it('finds strategies by client, company and overview words, case-insensitively, from their beginnings', async () => {
    const bakery = await create('Sourdough for the restaurants of Lyon.', {
      companyName: 'Levain Lyonnais',
      clientName: 'Marie Curie',
    });
    const bikes = await create('A BICYCLE workshop near the station; see velo-garage.example.', {
      companyName: 'Spokes & Sons',
      clientName: "Jean O'Hara",
    });
    const found = async (q: string) => (await page({ q })).items.map((item) => item.id);
    expect(await found('levain')).toEqual([bakery.id]);
    expect(await found('MARIE')).toEqual([bakery.id]);
    expect(await found('sourdough restaurants')).toEqual([bakery.id]);
    expect(await found('lyon')).toEqual([bakery.id]);
    expect(await found('bicycle')).toEqual([bikes.id]);
    expect(await found('spok')).toEqual([bikes.id]);
    expect(await found("o'hara")).toEqual([bikes.id]);
    expect(await found('velo-garage.example')).toEqual([bikes.id]);
    expect(await found('sourdough bicycle')).toEqual([]);
    const none = await page({ q: 'zzyzx' });
    expect(none).toEqual({ items: [], nextCursor: null, total: 0 });
    // No word to look for: the whole library.
    expect((await page({ q: ' ?! ' })).total).toBe((await page({})).total);
  });

  it('finds a strategy by the name it was given in the library', async () => {
    const created = await create('Roastery plans.', { companyName: 'Beanery' });
    const renamed = await server.api.strategies[':id'].$patch({
      param: { id: created.id },
      json: { version: created.version, name: 'Harbourside pitch' },
    });
    expect(renamed.status).toBe(200);
    const found = await page({ q: 'harbourside' });
    expect(found.items.map((item) => [item.id, item.name])).toEqual([
      [created.id, 'Harbourside pitch'],
    ]);
  });

  it('shows the overview’s opening only', async () => {
    await create(`Long overview ${'word '.repeat(2_000)}`, { companyName: 'Longwinded' });
    const [item] = (await page({ q: 'longwinded' })).items;
    expect(item!.overview.length).toBe(280);
  });

  it('refuses a bad limit, cursor or search with 400 naming the field', async () => {
    for (const limit of ['0', '101', 'ten', '2.5', '-1']) {
      expect(await refusal({ limit })).toBe('Limit: must be a whole number from 1 to 100');
    }
    for (const cursor of ['nonsense', Buffer.from('["2030", "x"]').toString('base64url')]) {
      expect(await refusal({ cursor })).toBe('Cursor: must be a nextCursor this list gave');
    }
    expect(await refusal({ q: 'a'.repeat(201) })).toBe(
      'Search text: must be at most 200 characters',
    );
    expect(await refusal({ q: 'a\u0000b' })).toMatch(/^Search text: /);
  });
});
