import { afterAll, beforeAll, expect, it } from 'vitest';
import { API } from '../domain/api-routes.ts';
import { mountedRoutes } from './testing/mounted-routes.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

it('names in the page contract only routes the server mounts, with the same method and path', () => {
  const mounted = new Set(
    mountedRoutes(server.context).map(({ method, path }) => `${method} ${path}`),
  );
  const contract = Object.values(API).map(({ method, template }) => `${method} ${template}`);
  expect(contract.length).toBeGreaterThan(30);
  expect(contract.filter((route) => !mounted.has(route))).toEqual([]);
});

it('fills each path parameter, encoded', () => {
  expect(API.saveSection.to({ id: 'a b', key: 'x/y' }).path).toBe(
    '/api/strategies/a%20b/sections/x%2Fy',
  );
  expect(API.listStrategies.to()).toEqual({ method: 'GET', path: '/api/strategies' });
});
