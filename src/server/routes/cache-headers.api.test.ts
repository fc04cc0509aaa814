import { afterAll, beforeAll, expect, it } from 'vitest';
import { createShare, writeSection } from '../testing/api-steps.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

let server: TestServer;
let strategy: { id: string };
let share: { id: string };

beforeAll(async () => {
  server = await startTestServer();
  strategy = await answer(server.api.strategies.$post({ json: { overview: 'A bakery' } }), 201);
  share = await createShare(server, strategy.id, 'view');
});
afterAll(async () => {
  await server?.close();
});

it('answers the owner’s JSON with Cache-Control: no-store, errors included', async () => {
  const param = { id: strategy.id };
  const unknownId = '00000000-0000-4000-8000-000000000000';
  for (const [path, read] of [
    ['/api/strategies', () => server.api.strategies.$get({ query: {} })],
    [`/api/strategies/${strategy.id}`, () => server.api.strategies[':id'].$get({ param })],
    [
      `/api/strategies/${strategy.id}/shares`,
      () => server.api.strategies[':id'].shares.$get({ param }),
    ],
    [
      `/api/strategies/${unknownId}`,
      () => server.api.strategies[':id'].$get({ param: { id: unknownId } }),
    ],
    // A malformed id the typed client would not send.
    ['/api/strategies/not-an-id', () => server.request('/api/strategies/not-an-id')],
  ] as const) {
    const response = await read();
    expect(response.headers.get('cache-control'), path).toBe('no-store');
  }
});

it('answers a share read with private, no-cache and an ETag, and 304 when unchanged', async () => {
  const readShare = (headers: Record<string, string> = {}) =>
    server.api.shares[':shareId'].$get({ param: { shareId: share.id } }, { headers });
  const first = await readShare();
  expect(first.status).toBe(200);
  expect(first.headers.get('cache-control')).toBe('private, no-cache');
  const tag = first.headers.get('etag');
  expect(tag).toBeTruthy();
  const again = await readShare({ 'if-none-match': tag! });
  expect(again.status).toBe(304);

  await writeSection(server, strategy.id, 'mission-statement', 'Bread for everyone.');
  const changed = await readShare({ 'if-none-match': tag! });
  expect(changed.status).toBe(200);
  expect(changed.headers.get('etag')).not.toBe(tag);

  await server.api.strategies[':id'].shares[':shareId'].$delete({
    param: { id: strategy.id, shareId: share.id },
  });
  const revoked = await readShare({ 'if-none-match': tag! });
  expect(revoked.status).toBe(404);
  expect(revoked.headers.get('cache-control')).toBe('private, no-cache');
});

it('refuses a preparedDate that is not a real date, naming the field', async () => {
  const create = (preparedDate: string) =>
    server.api.strategies.$post({ json: { overview: 'A bakery', metadata: { preparedDate } } });
  for (const preparedDate of ['2026-13-45', '2026-02-30', '2025-02-29']) {
    const response = await create(preparedDate);
    expect(response.status, preparedDate).toBe(400);
    expect((await answer(response, 400)).error).toBe(
      'Metadata, prepared date: must be a real date as YYYY-MM-DD',
    );
  }
  const leapDay = await create('2028-02-29');
  expect(leapDay.status).toBe(201);
});
