import { readFileSync } from 'node:fs';

export type RouteAccess = 'open' | 'owner' | 'share';

export interface DocumentedRoute {
  access: RouteAccess;
  method: string;
  /** As mounted: `/api/strategies/:id`. */
  path: string;
  /** The table's "what" column. */
  what: string;
}

const ROW = /^\| *(open|owner|share) *\| *([A-Z, ]+?) *\| *(\/\S*) *\| *(.*?) *\|$/gm;

/**
 * The route table of docs/api.md, one entry per method. It is the one place a route is
 * described: the OpenAPI document takes each operation's access and summary from it, and
 * `api-docs.api.test.ts` fails while a mounted route has no row.
 */
export function parseRouteTable(markdown: string): DocumentedRoute[] {
  return [...markdown.matchAll(ROW)].flatMap(([, access, methods, path, what]) =>
    methods!.split(',').map((method) => ({
      access: access as RouteAccess,
      method: method.trim(),
      path: path!,
      what: what!,
    })),
  );
}

let cached: DocumentedRoute[] | undefined;

/** docs/api.md beside the sources (the server runs from its checkout); none when it is absent. */
export function documentedRoutes(): DocumentedRoute[] {
  if (!cached) {
    try {
      cached = parseRouteTable(
        readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8'),
      );
    } catch {
      cached = [];
    }
  }
  return cached;
}
