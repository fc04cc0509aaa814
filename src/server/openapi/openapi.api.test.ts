import { readFile } from 'node:fs/promises';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mountedRoutes } from '../testing/mounted-routes.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { openApiPath } from './document.ts';
import { committedRouteTable, routeTableMarkdown } from './route-table.ts';

type Operation = Record<string, unknown> & { description: string; 'x-access': string };
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
};

let server: TestServer;
let document: Document;
beforeAll(async () => {
  // With a token set: the document and the reference stay open.
  server = await startTestServer({ accessToken: 'openapi-test-token' });
  // As written: the route declares the document's outline only, and this reads all of it.
  const response = await server.request('/api/openapi.json');
  expect(response.status).toBe(200);
  document = (await response.json()) as Document;
});
afterAll(async () => {
  await server?.close();
});

it('is a valid OpenAPI 3.1 document', async () => {
  expect(document.openapi).toBe('3.1.0');
  await SwaggerParser.validate(structuredClone(document) as never);
});

it('describes every mounted route, each from its own describeRoute', () => {
  const mounted = mountedRoutes(server.context);
  expect(mounted.length).toBeGreaterThan(40);
  const missing = mounted.filter(
    ({ method, path }) => !document.paths[openApiPath(path)]?.[method.toLowerCase()],
  );
  expect(missing).toEqual([]);
  expect(document.paths['/api/strategies/{id}/facts']!.put!.summary).toMatch(
    /^save the fact sheet/,
  );
  expect(document.paths['/api/health']!.get!['x-access']).toBe('open');
});

/**
 * Operations without a JSON schema of their success, each for a reason: the share link's refused
 * writes have no success; MCP's messages are JSON-RPC, described by the MCP specification.
 */
const NO_JSON_SCHEMA: Record<string, string> = {
  'post /api/shares/{shareId}': 'always refused',
  'put /api/shares/{shareId}': 'always refused',
  'patch /api/shares/{shareId}': 'always refused',
  'delete /api/shares/{shareId}': 'always refused',
  'post /api/shares/{shareId}/{rest}': 'always refused',
  'put /api/shares/{shareId}/{rest}': 'always refused',
  'patch /api/shares/{shareId}/{rest}': 'always refused',
  'delete /api/shares/{shareId}/{rest}': 'always refused',
  'get /mcp': 'JSON-RPC, the MCP specification',
  'post /mcp': 'JSON-RPC, the MCP specification',
  'delete /mcp': 'JSON-RPC, the MCP specification',
};

it('declares a schema for every JSON success, and a body or none for every other', () => {
  const missing: string[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const key = `${method} ${path}`;
      const responses = operation.responses as Record<
        string,
        { content?: Record<string, { schema?: Record<string, unknown> }> }
      >;
      const successes = Object.entries(responses).filter(([status]) => status.startsWith('2'));
      const described = successes.every(([status, response]) => {
        if (status === '204') return response.content === undefined;
        const json = response.content?.['application/json'];
        if (!json) return response.content !== undefined;
        return Object.keys(json.schema ?? {}).length > 0;
      });
      if ((successes.length === 0 || !described) && !(key in NO_JSON_SCHEMA)) missing.push(key);
    }
  }
  expect(missing).toEqual([]);
  const strategy = document.paths['/api/strategies/{id}']!.get!.responses as Record<
    string,
    { content: Record<string, { schema: { properties: Record<string, unknown> } }> }
  >;
  expect(Object.keys(strategy['200']!.content['application/json']!.schema.properties)).toEqual(
    expect.arrayContaining(['sections', 'sectionOrder', 'outline', 'lastRun']),
  );
});

it('is what docs/api.md’s route table shows', async () => {
  const markdown = await readFile(new URL('../../../docs/api.md', import.meta.url), 'utf8');
  expect(
    committedRouteTable(markdown),
    'docs/api.md’s route table differs from the routes: run `npm run docs:api`',
  ).toBe(routeTableMarkdown(document));
});

it('describes the bearer token on owner routes and none on share and open routes', () => {
  expect(document.components.securitySchemes.bearerToken).toMatchObject({
    type: 'http',
    scheme: 'bearer',
  });
  const strategies = document.paths['/api/strategies']!;
  expect(strategies.post!.security).toEqual([{ bearerToken: [] }, { accessCookie: [] }]);
  expect(document.paths['/api/shares/{shareId}']!.get!.security).toEqual([]);
  expect(document.paths['/api/health']!.get!.security).toEqual([]);
  expect(document.paths['/api/shares/{shareId}/export/{format}']!.get!.parameters).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        name: 'format',
        schema: expect.objectContaining({ enum: expect.arrayContaining(['pdf']) }),
      }),
    ]),
  );
});

it('takes request bodies from the zod schemas the routes validate with', () => {
  const body = document.paths['/api/strategies']!.post!.requestBody as {
    content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
  };
  expect(Object.keys(body.content['application/json'].schema.properties)).toEqual(
    expect.arrayContaining(['overview', 'metadata', 'language']),
  );
  expect(Object.keys(document.paths['/api/strategies/{id}/runs']!.post!.responses!)).toContain(
    '202',
  );
  // The library's page, search and cursor (issue 32), from the route's query schema.
  expect(document.paths['/api/strategies']!.get!.parameters).toEqual(
    expect.arrayContaining(
      ['limit', 'cursor', 'q'].map((name) => expect.objectContaining({ name, in: 'query' })),
    ),
  );
});

it('serves the interactive reference from the server, with no outside address', async () => {
  const page = await server.api.docs.$get();
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  // The page's own addresses, and a path that climbs out: requests as written.
  for (const [, asset] of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
    const response = await server.request(asset!);
    expect(response.status, asset).toBe(200);
    expect((await response.arrayBuffer()).byteLength, asset).toBeGreaterThan(10);
  }
  expect((await server.request('/api/docs/..%2Fpackage.json')).status).toBe(404);
});
