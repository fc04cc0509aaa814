import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ShareLink } from '../../domain/share.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let strategy: Strategy;
let share: ShareLink;

beforeAll(async () => {
  server = await startTestServer();
  strategy = (await (
    await server.request('/api/strategies', { method: 'POST', json: { overview: 'A bakery' } })
  ).json()) as Strategy;
  share = (await (
    await server.request(`/api/strategies/${strategy.id}/shares`, {
      method: 'POST',
      json: { accessType: 'view' },
    })
  ).json()) as ShareLink;
});
afterAll(async () => {
  await server?.close();
});

it('answers the owner’s JSON with Cache-Control: no-store, errors included', async () => {
  for (const path of [
    '/api/strategies',
    `/api/strategies/${strategy.id}`,
    `/api/strategies/${strategy.id}/shares`,
    '/api/strategies/00000000-0000-4000-8000-000000000000',
    '/api/strategies/not-an-id',
  ]) {
    const response = await server.request(path);
    expect(response.headers.get('cache-control'), path).toBe('no-store');
  }
});

it('answers a share read with private, no-cache and an ETag, and 304 when unchanged', async () => {
  const path = `/api/shares/${share.id}`;
  const first = await server.request(path);
  expect(first.status).toBe(200);
  expect(first.headers.get('cache-control')).toBe('private, no-cache');
  const tag = first.headers.get('etag');
  expect(tag).toBeTruthy();
  const again = await server.request(path, { headers: { 'if-none-match': tag! } });
  expect(again.status).toBe(304);

  await server.request(`/api/strategies/${strategy.id}/sections/mission-statement`, {
    method: 'PUT',
    json: { content: 'Bread for everyone.', version: 0 },
  });
  const changed = await server.request(path, { headers: { 'if-none-match': tag! } });
  expect(changed.status).toBe(200);
  expect(changed.headers.get('etag')).not.toBe(tag);

  await server.request(`/api/strategies/${strategy.id}/shares/${share.id}`, { method: 'DELETE' });
  const revoked = await server.request(path, { headers: { 'if-none-match': tag! } });
  expect(revoked.status).toBe(404);
  expect(revoked.headers.get('cache-control')).toBe('private, no-cache');
});

it('refuses a preparedDate that is not a real date, naming the field', async () => {
  for (const preparedDate of ['2026-13-45', '2026-02-30', '2025-02-29']) {
    const response = await server.request('/api/strategies', {
      method: 'POST',
      json: { overview: 'A bakery', metadata: { preparedDate } },
    });
    expect(response.status, preparedDate).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(
      'Metadata, prepared date: must be a real date as YYYY-MM-DD',
    );
  }
  const leapDay = await server.request('/api/strategies', {
    method: 'POST',
    json: { overview: 'A bakery', metadata: { preparedDate: '2028-02-29' } },
  });
  expect(leapDay.status).toBe(201);
});
