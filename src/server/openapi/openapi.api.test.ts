import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS from 'openapi-typescript';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mountedRoutes } from '../testing/mounted-routes.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { openApiPath } from './document.ts';
import { documentedRoutes } from './route-table.ts';

type Document = {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
};

let server: TestServer;
let document: Document;
beforeAll(async () => {
  // With a token set: the document and the reference stay open.
  server = await startTestServer({ accessToken: 'openapi-test-token' });
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

it('describes every mounted route, each from its docs/api.md row', () => {
  const rows = new Set(documentedRoutes().map(({ method, path }) => `${method} ${path}`));
  const mounted = mountedRoutes(server.context);
  expect(mounted.length).toBeGreaterThan(40);
  const missing = mounted.filter(
    ({ method, path }) => !document.paths[openApiPath(path)]?.[method.toLowerCase()],
  );
  expect(missing).toEqual([]);
  expect(mounted.filter(({ method, path }) => !rows.has(`${method} ${path}`))).toEqual([]);
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
  const page = await server.request('/api/docs');
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  for (const [, asset] of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
    const response = await server.request(asset!);
    expect(response.status, asset).toBe(200);
    expect((await response.arrayBuffer()).byteLength, asset).toBeGreaterThan(10);
  }
  expect((await server.request('/api/docs/..%2Fpackage.json')).status).toBe(404);
});

it("types a client from the document that accepts the page's own calls", async () => {
  const types = await openapiTS(structuredClone(document) as never);
  const dir = await mkdtemp(path.join(tmpdir(), 'openapi-client-'));
  try {
    const contract = fileURLToPath(new URL('./page-contract.ts', import.meta.url));
    await writeFile(path.join(dir, 'schema.ts'), types);
    await writeFile(
      path.join(dir, 'check.ts'),
      [
        "import type { paths } from './schema.ts';",
        `import type { PageCallMismatches } from ${JSON.stringify(contract)};`,
        'export const mismatches: [PageCallMismatches<paths>] extends [never] ? true : PageCallMismatches<paths> = true;',
        // Not vacuous: against a document with no paths, every call is a mismatch.
        "export const empty: 'getStrategy' extends PageCallMismatches<{}> ? true : false = true;",
      ].join('\n'),
    );
    await writeFile(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2023',
          lib: ['ES2023', 'DOM'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          strict: true,
          allowImportingTsExtensions: true,
          skipLibCheck: true,
          noEmit: true,
          types: [],
        },
        files: ['check.ts'],
      }),
    );
    const tsc = fileURLToPath(new URL('../../../node_modules/.bin/tsc', import.meta.url));
    const result = await promisify(execFile)(tsc, ['-p', dir]).catch(
      (error: { stdout: string }) => ({ stdout: error.stdout }),
    );
    expect(result.stdout).toBe('');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
