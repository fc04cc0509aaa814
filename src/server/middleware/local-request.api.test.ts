import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShare, writeSection } from '../testing/api-steps.ts';
import { fillPath, type MountedRoute, mountedRoutes } from '../testing/mounted-routes.ts';
import { sendRaw } from '../testing/raw-http.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';
import { CROSS_ORIGIN_WRITE, NOT_A_LOCAL_ADDRESS, PROXIED_WITHOUT_TOKEN } from './local-request.ts';

/** No APP_ACCESS_TOKEN (the default): the owner is whoever reaches 127.0.0.1 directly. */
let server: TestServer;
let strategy: { id: string };
let share: { id: string };
let ownerRoutes: MountedRoute[];
let port: string;

beforeAll(async () => {
  server = await startTestServer();
  port = new URL(server.url).port;
  strategy = await answer(server.api.strategies.$post({ json: { overview: 'A bakery' } }), 201);
  await writeSection(server, strategy.id, 'mission-statement', 'Bread for everyone.');
  share = await createShare(server, strategy.id, 'edit');
  ownerRoutes = mountedRoutes(server.context).filter((route) => isOwnerRoute(route.path));
});
afterAll(async () => {
  await server?.close();
});

/**
 * Everything but the open routes (health, catalogue, session, the API's description and its
 * reference page, signed download links) and the share holder's (`/api/shares/:shareId/...`).
 */
function isOwnerRoute(path: string): boolean {
  return !/^\/api\/(health|catalogue|session|openapi\.json|docs|downloads|shares\/:shareId)(\/|$)/.test(
    path,
  );
}

function pathOf(route: MountedRoute): string {
  return fillPath(route.path, {
    id: strategy.id,
    shareId: share.id,
    key: 'mission-statement',
    format: 'md',
    runId: '00000000-0000-4000-8000-000000000000',
    profileId: '00000000-0000-4000-8000-000000000000',
    playbookId: '00000000-0000-4000-8000-000000000000',
    docId: '00000000-0000-4000-8000-000000000000',
    commentId: '00000000-0000-4000-8000-000000000000',
    versionId: '00000000-0000-4000-8000-000000000000',
  });
}

/** Forged Host, Origin and proxy headers are the point: requests as written, on the socket. */
async function send(route: MountedRoute, headers: Record<string, string>) {
  const body = ['GET', 'HEAD', 'DELETE'].includes(route.method) ? undefined : '{}';
  const response = await sendRaw(server.url, {
    method: route.method,
    path: pathOf(route),
    contentType: body === undefined ? undefined : 'application/json',
    body: body === undefined ? undefined : new TextEncoder().encode(body),
    headers,
  });
  const text = response.body.toString('utf8');
  return {
    status: response.status,
    error: text ? (JSON.parse(text) as { error?: string }).error : undefined,
  };
}

async function nothingChanged() {
  const param = { id: strategy.id };
  const list = (await answer(server.api.strategies.$get({ query: {} }), 200)).items;
  expect(list.map((item) => item.id)).toEqual([strategy.id]);
  const saved = await answer(server.api.strategies[':id'].$get({ param }), 200);
  expect(saved.sections['mission-statement']?.content).toBe('Bread for everyone.');
  const shares = await answer(server.api.strategies[':id'].shares.$get({ param }), 200);
  expect(shares.map((link) => link.id)).toEqual([share.id]);
}

describe('without an access token', () => {
  it('covers the owner routes the app mounts', () => {
    expect(ownerRoutes.length).toBeGreaterThan(15);
    expect(ownerRoutes).toContainEqual({ method: 'GET', path: '/api/strategies' });
    expect(ownerRoutes).toContainEqual({ method: 'DELETE', path: '/api/strategies/:id' });
  });

  it('answers 403 on every owner route to a Host that is not a loopback name (DNS rebinding)', async () => {
    for (const host of ['attacker.example', 'attacker.example:3000', `attacker.example:${port}`]) {
      for (const route of ownerRoutes) {
        const result = await send(route, { host });
        expect({ route, host, ...result }).toEqual({
          route,
          host,
          status: 403,
          error: NOT_A_LOCAL_ADDRESS,
        });
      }
    }
    await nothingChanged();
  });

  it('answers 403 on every owner write whose Origin is another site', async () => {
    const writes = ownerRoutes.filter((route) => !['GET', 'HEAD'].includes(route.method));
    expect(writes.length).toBeGreaterThan(8);
    for (const origin of ['http://attacker.example', 'http://localhost:9', 'null']) {
      for (const route of writes) {
        const result = await send(route, { host: `127.0.0.1:${port}`, origin });
        expect({ route, origin, ...result }).toEqual({
          route,
          origin,
          status: 403,
          error: CROSS_ORIGIN_WRITE,
        });
      }
    }
    await nothingChanged();
  });

  it('answers 401 on every owner route to a request with a proxy or CDN header', async () => {
    for (const [name, value] of [
      ['x-forwarded-proto', 'https'],
      ['x-forwarded-host', 'strategy.example.com'],
      ['x-forwarded-port', '443'],
      ['x-original-forwarded-for', '203.0.113.7'],
      ['x-client-ip', '203.0.113.7'],
      ['x-real-ip', '203.0.113.7'],
      ['via', '1.1 nginx'],
      ['cf-connecting-ip', '203.0.113.7'],
      ['cf-ray', '8a1b2c3d4e5f6789-AMS'],
      ['true-client-ip', '203.0.113.7'],
      ['fastly-client-ip', '203.0.113.7'],
      ['x-cluster-client-ip', '203.0.113.7'],
      ['x-proxyuser-ip', '203.0.113.7'],
      ['x-azure-clientip', '203.0.113.7'],
      ['cdn-loop', 'cloudflare'],
      ['x-forwarded-for', '203.0.113.7'],
      ['forwarded', 'for=203.0.113.7'],
    ] as const) {
      for (const route of ownerRoutes) {
        const result = await send(route, { host: `127.0.0.1:${port}`, [name]: value });
        expect({ route, name, ...result }).toEqual({
          route,
          name,
          status: 401,
          error: PROXIED_WITHOUT_TOKEN,
        });
      }
    }
    await nothingChanged();
  });

  it('serves the owner at 127.0.0.1, localhost and [::1] on any port, with a matching Origin', async () => {
    const list = ownerRoutes.find(
      (route) => route.method === 'GET' && route.path === '/api/strategies',
    )!;
    for (const host of [
      `127.0.0.1:${port}`,
      'localhost:3000',
      '[::1]:3000',
      'LOCALHOST',
      '127.0.0.1',
    ]) {
      expect((await send(list, { host })).status).toBe(200);
    }
    const edit: MountedRoute = { method: 'PUT', path: '/api/strategies/:id/sections/:key' };
    let version = 1;
    for (const [host, origin] of [
      [`127.0.0.1:${port}`, `http://127.0.0.1:${port}`],
      ['localhost:3000', 'http://localhost:3000'],
      ['[::1]:3000', 'http://[::1]:3000'],
    ] as const) {
      const response = await sendRaw(server.url, {
        method: 'PUT',
        path: pathOf(edit),
        contentType: 'application/json',
        body: new TextEncoder().encode(JSON.stringify({ content: 'Bread for everyone.', version })),
        headers: { host, origin },
      });
      expect(response.status).toBe(200);
      version += 1;
    }
  });

  it('keeps share-link, health and catalogue routes open to any Host (a proxy may publish them)', async () => {
    for (const path of [`/api/shares/${share.id}`, '/api/health', '/api/catalogue']) {
      const response = await sendRaw(server.url, {
        method: 'GET',
        path,
        headers: { host: 'strategy.example.com', 'x-forwarded-proto': 'https' },
      });
      expect(response.status).toBe(200);
    }
  });
});
