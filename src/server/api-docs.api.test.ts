import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseRouteTable } from './openapi/route-table.ts';
import { mountedRoutes } from './testing/mounted-routes.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** `| access | GET, PUT | /api/path | what |` rows of docs/api.md, one entry per method. */
function documentedRoutes(): string[] {
  const text = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
  return parseRouteTable(text).map(({ method, path }) => `${method} ${path}`);
}

it('lists every mounted route in docs/api.md, and no route that is not mounted', () => {
  const mounted = mountedRoutes(server.context).map(({ method, path }) => `${method} ${path}`);
  const documented = documentedRoutes();
  expect(documented.length).toBeGreaterThan(30);
  expect(mounted.filter((route) => !documented.includes(route))).toEqual([]);
  expect(documented.filter((route) => !mounted.includes(route))).toEqual([]);
});
