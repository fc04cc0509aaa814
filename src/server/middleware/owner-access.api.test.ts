import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

const TOKEN = 'correct-horse-battery-staple';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ accessToken: TOKEN });
});
afterAll(async () => {
  await server?.close();
});

it('leaves health and the catalogue open', async () => {
  expect((await server.api.health.$get()).status).toBe(200);
  expect((await server.api.catalogue.$get()).status).toBe(200);
});

it('answers 401 without the token, with a wrong one, and lets the right bearer token in', async () => {
  const list = (authorization?: string) =>
    server.api.strategies.$get({ query: {} }, authorization ? { headers: { authorization } } : {});
  expect(await answer(list(), 401)).toEqual({ error: 'Access token required' });
  const wrong = await list('Bearer nope');
  expect(wrong.status).toBe(401);
  const right = await list(`Bearer ${TOKEN}`);
  expect(right.status).toBe(200);
});

it('trades the token for an http-only cookie that then opens the API', async () => {
  const refused = await server.api.session.$post({ json: { token: 'nope' } });
  expect(refused.status).toBe(401);
  const session = await server.api.session.$post({ json: { token: TOKEN } });
  expect(session.status).toBe(200);
  const cookie = session.headers.get('set-cookie')!;
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Strict/);
  const withCookie = await server.api.strategies.$get(
    { query: {} },
    { headers: { cookie: cookie.split(';')[0]! } },
  );
  expect(withCookie.status).toBe(200);
});

it('without a token, refuses owner routes to requests that came through a proxy', async () => {
  const open = await startTestServer();
  try {
    const direct = await open.api.strategies.$get({ query: {} });
    expect(direct.status).toBe(200);
    const proxied = await open.request('/api/strategies', {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.status).toBe(401);
    expect((await proxied.json()).error).toMatch(/no APP_ACCESS_TOKEN/);
    const health = await open.request('/api/health', { headers: { forwarded: 'for=203.0.113.7' } });
    expect(health.status).toBe(200);
  } finally {
    await open.close();
  }
});
