import { eq } from 'drizzle-orm';
import { hc } from 'hono/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import type { AppType } from '../app.ts';
import { sections } from '../db/schema.ts';
import { type ServerProcess, startServerProcess } from '../testing/server-process.ts';
import { createPostgresDatabase, testDatabaseKind } from '../testing/test-database.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

/** Decision 0050: strategy and share reads from a cache keyed by content version. */
let fake: FakeLlm;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeLlm({ tokens: 20, perTokenMs: 1 });
  server = await startTestServer({
    provider: { baseURL: fake.url, apiKey: 'test', model: 'fake' },
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** The typed client of a server of this run or of a server process of its own. */
function apiOf(on: { url: string }) {
  return hc<AppType>(on.url).api;
}

async function newStrategyWithShare(on: { url: string }): Promise<{ id: string; share: string }> {
  const api = apiOf(on);
  const strategy = await answer(api.strategies.$post({ json: { overview: 'A bakery' } }), 201);
  const share = await answer(
    api.strategies[':id'].shares.$post({
      param: { id: strategy.id },
      json: { accessType: 'view' },
    }),
    201,
  );
  return { id: strategy.id, share: share.id };
}

async function putSection(on: { url: string }, id: string, content: string): Promise<void> {
  const api = apiOf(on);
  const current = await answer(api.strategies[':id'].$get({ param: { id } }), 200);
  const version = current.sections['mission-statement']?.version ?? 0;
  await answer(
    api.strategies[':id'].sections[':key'].$put({
      param: { id, key: 'mission-statement' },
      json: { content, version },
    }),
    200,
  );
}

/** A cached read (a share's or the owner's), with the headers a test sends. */
type Read = (headers?: Record<string, string>) => Promise<Response>;

function shareRead(shareId: string) {
  return (headers: Record<string, string> = {}) =>
    server.api.shares[':shareId'].$get({ param: { shareId } }, { headers });
}
function ownerRead(id: string) {
  return (headers: Record<string, string> = {}) =>
    server.api.strategies[':id'].$get({ param: { id } }, { headers });
}

/** The ETag now; then whether a request naming it is still answered 304. */
async function tagOf(read: Read): Promise<string> {
  const response = await read();
  expect(response.status).toBe(200);
  return response.headers.get('etag')!;
}
async function statusWith(read: Read, tag: string): Promise<number> {
  return (await read({ 'if-none-match': tag })).status;
}

describe(`cached reads on ${testDatabaseKind()}`, () => {
  it('answers gzip and brotli by Accept-Encoding with strong ETags, and 304', async () => {
    const { id, share } = await newStrategyWithShare(server);
    await putSection(server, id, 'Bread for everyone.');
    for (const read of [shareRead(share), ownerRead(id)]) {
      // A version's first answer is not compressed (decision 0050); the next ones are.
      const first = await read({ 'accept-encoding': 'br' });
      expect(first.headers.get('content-encoding')).toBeNull();
      const tags: string[] = [first.headers.get('etag')!];
      for (const encoding of ['br', 'gzip', 'identity']) {
        // fetch decodes the body, so the JSON must come out whole whichever encoding was sent.
        const response = await read({ 'accept-encoding': encoding });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-encoding')).toBe(
          encoding === 'identity' ? null : encoding,
        );
        expect(response.headers.get('vary')).toContain('Accept-Encoding');
        const body = await answer(response, 200);
        // The share's answer holds the strategy; the owner's is the strategy.
        const strategy = 'strategy' in body ? body.strategy : 'sections' in body ? body : undefined;
        expect(strategy?.sections['mission-statement']?.content).toBe('Bread for everyone.');
        tags.push(response.headers.get('etag')!);
      }
      // Strong, one per representation, all of the same body.
      expect(tags[0]).toMatch(/^"[\w-]+"$/);
      expect(new Set(tags.slice(1)).size).toBe(3);
      for (const tag of tags) {
        expect(tag.startsWith(tags[0]!.slice(0, -1))).toBe(true);
        const again = await read({ 'if-none-match': tag, 'accept-encoding': 'br' });
        expect(again.status).toBe(304);
      }
    }
  });

  it('answers 304 from the cache without reading sections', async () => {
    const { id, share } = await newStrategyWithShare(server);
    await putSection(server, id, 'Bread for everyone.');
    const read = shareRead(share);
    const tag = await tagOf(read);
    // A change made behind the store's back (no version bump) is not seen: the answer came from
    // the cache, not from the sections table. Through the API the same change is seen at once.
    await server.database.db
      .update(sections)
      .set({ content: 'Changed behind the store' })
      .where(eq(sections.strategyId, id));
    expect(await statusWith(read, tag)).toBe(304);
    await putSection(server, id, 'Changed through the API');
    expect(await statusWith(read, tag)).toBe(200);
  });

  it('changes the answer after a section edit, a generation, a brand change and a revoke', async () => {
    const { id, share } = await newStrategyWithShare(server);
    const readShare = shareRead(share);
    const readOwner = ownerRead(id);
    const reads = [readShare, readOwner];
    const tags = async () => Promise.all(reads.map(tagOf));
    const stillCached = async (before: string[]) =>
      Promise.all(reads.map((read, index) => statusWith(read, before[index]!)));

    let before = await tags();
    await putSection(server, id, 'An edit by the owner');
    expect(await stillCached(before)).toEqual([200, 200]);

    before = await tags();
    await answer(
      server.api.strategies[':id'].runs.$post({
        param: { id },
        json: { sections: ['vision-statement'] },
      }),
      202,
    );
    for (const deadline = Date.now() + 60_000; ; ) {
      const strategy = await answer(server.api.strategies[':id'].$get({ param: { id } }), 200);
      if (strategy.sections['vision-statement']?.status === 'done') break;
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await stillCached(before)).toEqual([200, 200]);
    const shared = await answer(
      server.api.shares[':shareId'].$get({ param: { shareId: share } }),
      200,
    );
    // A view link's answer, of the three a share's read can be.
    if (!('strategy' in shared)) throw new Error(`not a strategy: ${JSON.stringify(shared)}`);
    expect(shared.strategy.sections['vision-statement']?.content).not.toBe('');

    before = await tags();
    await answer(
      server.api.settings.brand.$put({
        json: { firmName: `Harbour & Finch ${id.slice(0, 8)}`, primaryColor: '#7a1f3d' },
      }),
      200,
    );
    expect(await statusWith(readShare, before[0]!)).toBe(200);

    await server.api.strategies[':id'].shares[':shareId'].$delete({
      param: { id, shareId: share },
    });
    expect(await statusWith(readShare, before[0]!)).toBe(404);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('two server processes', () => {
  let database: { url: string; drop(): Promise<void> };
  let instances: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const env = { DATABASE_URL: database.url };
    // Started together: one applies the migrations, the other waits for it.
    instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
  });

  it('sees a write made through the other instance', async () => {
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const { id, share } = await newStrategyWithShare(a);
    await putSection(a, id, 'First text');
    const read = async () => {
      const shared = await answer(
        apiOf(b).shares[':shareId'].$get({ param: { shareId: share } }),
        200,
      );
      // A view link's answer, of the three a share's read can be.
      if (!('strategy' in shared)) throw new Error(`not a strategy: ${JSON.stringify(shared)}`);
      return shared.strategy.sections['mission-statement']?.content;
    };
    // B caches the first text, then A writes: B must serve the new one (the relay tells it).
    expect(await read()).toBe('First text');
    expect(await read()).toBe('First text');
    await putSection(a, id, 'Second text');
    for (const deadline = Date.now() + 30_000; (await read()) !== 'Second text'; ) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const rows = await answer(apiOf(b).strategies[':id'].$get({ param: { id } }), 200);
    expect(rows.sections['mission-statement']?.content).toBe('Second text');
  });
});
