import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import type { SharedStrategyResponse, ShareLink } from '../../domain/share.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { sections } from '../db/schema.ts';
import { type ServerProcess, startServerProcess } from '../testing/server-process.ts';
import { createPostgresDatabase, testDatabaseKind } from '../testing/test-database.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

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

async function newStrategyWithShare(on: { url: string }): Promise<{ id: string; share: string }> {
  const post = (path: string, json: unknown) =>
    fetch(`${on.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
  const strategy = (await (
    await post('/api/strategies', { overview: 'A bakery' })
  ).json()) as Strategy;
  const share = (await (
    await post(`/api/strategies/${strategy.id}/shares`, { accessType: 'view' })
  ).json()) as ShareLink;
  return { id: strategy.id, share: share.id };
}

async function putSection(on: { url: string }, id: string, content: string): Promise<void> {
  const current = (await (await fetch(`${on.url}/api/strategies/${id}`)).json()) as Strategy;
  const version = current.sections['mission-statement']?.version ?? 0;
  const response = await fetch(`${on.url}/api/strategies/${id}/sections/mission-statement`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ content, version }),
  });
  expect(response.status).toBe(200);
}

/** The ETag now; then whether a request naming it is still answered 304. */
async function tagOf(path: string): Promise<string> {
  const response = await server.request(path);
  expect(response.status).toBe(200);
  return response.headers.get('etag')!;
}
async function statusWith(path: string, tag: string): Promise<number> {
  return (await server.request(path, { headers: { 'if-none-match': tag } })).status;
}

describe(`cached reads on ${testDatabaseKind()}`, () => {
  it('answers gzip and brotli by Accept-Encoding with strong ETags, and 304', async () => {
    const { id, share } = await newStrategyWithShare(server);
    await putSection(server, id, 'Bread for everyone.');
    for (const path of [`/api/shares/${share}`, `/api/strategies/${id}`]) {
      // A version's first answer is not compressed (decision 0050); the next ones are.
      const first = await server.request(path, { headers: { 'accept-encoding': 'br' } });
      expect(first.headers.get('content-encoding')).toBeNull();
      const tags: string[] = [first.headers.get('etag')!];
      for (const encoding of ['br', 'gzip', 'identity']) {
        // fetch decodes the body, so the JSON must come out whole whichever encoding was sent.
        const response = await server.request(path, { headers: { 'accept-encoding': encoding } });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-encoding')).toBe(
          encoding === 'identity' ? null : encoding,
        );
        expect(response.headers.get('vary')).toContain('Accept-Encoding');
        const body = (await response.json()) as SharedStrategyResponse | Strategy;
        const strategy = 'strategy' in body ? body.strategy : body;
        expect(strategy.sections['mission-statement']?.content).toBe('Bread for everyone.');
        tags.push(response.headers.get('etag')!);
      }
      // Strong, one per representation, all of the same body.
      expect(tags[0]).toMatch(/^"[\w-]+"$/);
      expect(new Set(tags.slice(1)).size).toBe(3);
      for (const tag of tags) {
        expect(tag.startsWith(tags[0]!.slice(0, -1))).toBe(true);
        const again = await server.request(path, {
          headers: { 'if-none-match': tag, 'accept-encoding': 'br' },
        });
        expect(again.status).toBe(304);
      }
    }
  });

  it('answers 304 from the cache without reading sections', async () => {
    const { id, share } = await newStrategyWithShare(server);
    await putSection(server, id, 'Bread for everyone.');
    const path = `/api/shares/${share}`;
    const tag = await tagOf(path);
    // A change made behind the store's back (no version bump) is not seen: the answer came from
    // the cache, not from the sections table. Through the API the same change is seen at once.
    await server.database.db
      .update(sections)
      .set({ content: 'Changed behind the store' })
      .where(eq(sections.strategyId, id));
    expect(await statusWith(path, tag)).toBe(304);
    await putSection(server, id, 'Changed through the API');
    expect(await statusWith(path, tag)).toBe(200);
  });

  it('changes the answer after a section edit, a generation, a brand change and a revoke', async () => {
    const { id, share } = await newStrategyWithShare(server);
    const sharePath = `/api/shares/${share}`;
    const ownerPath = `/api/strategies/${id}`;
    const paths = [sharePath, ownerPath];
    const tags = async () => Promise.all(paths.map(tagOf));
    const stillCached = async (before: string[]) =>
      Promise.all(paths.map((path, index) => statusWith(path, before[index]!)));

    let before = await tags();
    await putSection(server, id, 'An edit by the owner');
    expect(await stillCached(before)).toEqual([200, 200]);

    before = await tags();
    const run = await server.request(`/api/strategies/${id}/runs`, {
      method: 'POST',
      json: { sections: ['vision-statement'] },
    });
    expect(run.status).toBe(202);
    for (const deadline = Date.now() + 60_000; ; ) {
      const strategy = (await (await server.request(ownerPath)).json()) as Strategy;
      if (strategy.sections['vision-statement']?.status === 'done') break;
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await stillCached(before)).toEqual([200, 200]);
    const shared = (await (await server.request(sharePath)).json()) as SharedStrategyResponse;
    expect(shared.strategy.sections['vision-statement']?.content).not.toBe('');

    before = await tags();
    const brand = await server.request('/api/settings/brand', {
      method: 'PUT',
      json: { firmName: `Harbour & Finch ${id.slice(0, 8)}`, primaryColor: '#7a1f3d' },
    });
    expect(brand.status).toBe(200);
    expect(await statusWith(sharePath, before[0]!)).toBe(200);

    await server.request(`/api/strategies/${id}/shares/${share}`, { method: 'DELETE' });
    expect(await statusWith(sharePath, before[0]!)).toBe(404);
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
    const read = async () =>
      ((await (await fetch(`${b.url}/api/shares/${share}`)).json()) as SharedStrategyResponse)
        .strategy.sections['mission-statement']?.content;
    // B caches the first text, then A writes: B must serve the new one (the relay tells it).
    expect(await read()).toBe('First text');
    expect(await read()).toBe('First text');
    await putSection(a, id, 'Second text');
    for (const deadline = Date.now() + 30_000; (await read()) !== 'Second text'; ) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const rows = await fetch(`${b.url}/api/strategies/${id}`);
    expect(((await rows.json()) as Strategy).sections['mission-statement']?.content).toBe(
      'Second text',
    );
  });
});
