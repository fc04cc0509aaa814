/**
 * `npm run docs:api`: writes docs/api.md's route table from the routes themselves (their
 * `describeRoute(...)` and where `app.ts` mounts them, through the OpenAPI document). The prose
 * around the table stays as written; `openapi.api.test.ts` fails while the two differ.
 */
import { readFile, writeFile } from 'node:fs/promises';
import pkg from '../package.json' with { type: 'json' };
import { createApi } from '../src/server/app.ts';
import { createServerRuntime } from '../src/server/bootstrap.ts';
import { createLogger } from '../src/server/logger.ts';
import { buildOpenApiDocument } from '../src/server/openapi/document.ts';
import { routeTableMarkdown, withRouteTable } from '../src/server/openapi/route-table.ts';
import { openTestDatabase } from '../src/server/testing/test-database.ts';
import { testConfig } from '../src/server/testing/test-server.ts';

const API_DOC = new URL('../docs/api.md', import.meta.url);

// The routes are only read, never called: an empty in-memory database stands behind them.
const database = await openTestDatabase();
try {
  const { context } = createServerRuntime({
    config: testConfig(),
    database,
    logger: createLogger('silent'),
  });
  const document = buildOpenApiDocument(createApi(context), pkg.version);
  const before = await readFile(API_DOC, 'utf8');
  const after = withRouteTable(before, routeTableMarkdown(document));
  if (after === before) console.log('docs/api.md: the route table is current');
  else {
    await writeFile(API_DOC, after);
    console.log('docs/api.md: route table written');
  }
} finally {
  await database.close();
}
