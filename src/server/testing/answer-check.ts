import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { Hono } from 'hono';
import { z } from 'zod';
import { routeDescriptions } from '../openapi/document.ts';
import type { RouteDescription } from '../route-description.ts';

interface DescribedRoute {
  method: string;
  path: string;
  pattern: RegExp;
  description: RouteDescription;
}

/** `/api/strategies/:id/*` as a pattern of the whole path (`/*` also matches nothing, as in Hono). */
function patternOf(path: string): RegExp {
  const wildcard = path.endsWith('/*');
  const fixed = (wildcard ? path.slice(0, -2) : path)
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${fixed}${wildcard ? '(?:/.*)?' : ''}$`);
}

function decoded(bytes: Buffer, encoding: string | null): Buffer {
  if (encoding === 'br') return brotliDecompressSync(bytes);
  if (encoding === 'gzip') return gunzipSync(bytes);
  if (encoding === 'deflate') return inflateSync(bytes);
  return bytes;
}

/**
 * The test server's `fetch`: every successful JSON answer is parsed with the schema its route
 * declares (`describeRoute`, decision 0115). A mismatch, or a success status the route does not
 * declare, becomes a 500 naming the route and the fields, so the API test that made the request
 * fails where it reads the answer.
 */
export function answerCheckingFetch(app: Pick<Hono, 'routes' | 'fetch'>): Hono['fetch'] {
  let routes: DescribedRoute[] | undefined;
  const routeOf = (method: string, path: string) => {
    routes ??= [...routeDescriptions(app)].map(([key, description]) => {
      const [routeMethod, routePath] = key.split(' ') as [string, string];
      return { method: routeMethod, path: routePath, pattern: patternOf(routePath), description };
    });
    return routes.find((route) => route.method === method && route.pattern.test(path));
  };
  return async (request, ...rest) => {
    const response = await app.fetch(request, ...rest);
    if (response.status < 200 || response.status >= 300) return response;
    const route = routeOf(request.method, new URL(request.url).pathname);
    if (!route) return response;
    const declared = route.description.responses[response.status as 200];
    const name = `${route.method} ${route.path} ${response.status}`;
    if (declared === undefined) return refused(`${name}: a status the route does not declare`);
    if (!(declared instanceof z.ZodType)) return response;
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = decoded(bytes, response.headers.get('content-encoding')).toString('utf8');
    const result = declared.safeParse(JSON.parse(text));
    if (!result.success) {
      return refused(
        `${name}: the answer is not its declared schema: ${z.prettifyError(result.error)}`,
      );
    }
    return new Response(bytes, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

function refused(message: string): Response {
  console.error(message);
  return Response.json({ error: message, code: 'ANSWER_SCHEMA_MISMATCH' }, { status: 500 });
}
