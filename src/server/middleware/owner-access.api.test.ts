import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const TOKEN = 'correct-horse-battery-staple';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ accessToken: TOKEN });
});
afterAll(async () => {
  await server?.close();
});

it('leaves health and the catalogue open', async () => {
  expect((await server.request('/api/health')).status).toBe(200);
  expect((await server.request('/api/catalogue')).status).toBe(200);
});

it('answers 401 without the token, with a wrong one, and lets the right bearer token in', async () => {
  const none = await server.request('/api/strategies');
  expect(none.status).toBe(401);
  expect(await none.json()).toEqual({ error: 'Access token required' });
  const wrong = await server.request('/api/strategies', {
    headers: { authorization: 'Bearer nope' },
  });
  expect(wrong.status).toBe(401);
  const right = await server.request('/api/strategies', {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(right.status).toBe(200);
});

it('trades the token for an http-only cookie that then opens the API', async () => {
  const refused = await server.request('/api/session', { method: 'POST', json: { token: 'nope' } });
  expect(refused.status).toBe(401);
  const session = await server.request('/api/session', { method: 'POST', json: { token: TOKEN } });
  expect(session.status).toBe(200);
  const cookie = session.headers.get('set-cookie')!;
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Strict/);
  const withCookie = await server.request('/api/strategies', {
    headers: { cookie: cookie.split(';')[0]! },
  });
  expect(withCookie.status).toBe(200);
});

it('without a token, refuses owner routes to requests that came through a proxy', async () => {
  const open = await startTestServer();
  try {
    const direct = await open.request('/api/strategies');
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
