import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import pkg from '../../../package.json' with { type: 'json' };
import { AppError } from '../errors.ts';
import { buildOpenApiDocument, type OpenApiDocument } from '../openapi/document.ts';
import { describeRoute, media } from '../route-description.ts';

const require = createRequire(import.meta.url);

/** Swagger UI's files, served from the package: the reference page needs no network. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · The Maker Business Builder</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>`;

// Kept out of the page so the page's script policy stays `'self'` (no inline script).
const START = `window.SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  tryItOutEnabled: true,
  persistAuthorization: false,
});`;

/** The document's outline: every operation's summary and access (its schemas are JSON Schema). */
const openApiDocumentResponse = z.object({
  openapi: z.literal('3.1.0'),
  info: z.object({ title: z.string(), version: z.string() }),
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({ summary: z.string(), 'x-access': z.enum(['open', 'owner', 'share']) }),
    ),
  ),
});

/**
 * `GET /api/openapi.json` and the interactive reference at `/api/docs` (open, like the
 * catalogue). `app` is the whole app, read on the first request: the document describes what is
 * mounted (see openapi/document.ts).
 */
export function openApiRoutes(app: () => Hono) {
  let document: OpenApiDocument | undefined;
  const assetDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  return new Hono()
    .get(
      '/openapi.json',
      describeRoute({
        summary:
          'this API as an OpenAPI 3.1 document, read from the mounted routes and their zod schemas',
        responses: { 200: openApiDocumentResponse },
      }),
      (c) => {
        document ??= buildOpenApiDocument(app(), pkg.version);
        c.header('cache-control', 'no-cache');
        return c.json(document satisfies z.input<typeof openApiDocumentResponse>, 200);
      },
    )
    .get(
      '/docs',
      describeRoute({
        summary: 'the interactive API reference (served from the server, no network needed)',
        responses: { 200: media('text/html', 'The reference page.') },
      }),
      (c) => {
        c.header('cache-control', 'no-cache');
        return c.html(PAGE);
      },
    )
    .get(
      '/docs/:file',
      describeRoute({
        summary: "the reference page's script and style",
        responses: { 200: media('text/javascript', "The page's script or style sheet.") },
      }),
      async (c) => {
        const file = c.req.param('file');
        if (file === 'start.js') {
          return c.body(START, 200, { 'content-type': 'text/javascript; charset=utf-8' });
        }
        const type = ASSETS[file];
        if (!type) throw new AppError('NOT_FOUND', 'Not found');
        const body = await readFile(path.join(assetDir, file));
        return c.body(body, 200, { 'content-type': type, 'cache-control': 'public, max-age=3600' });
      },
    );
}
