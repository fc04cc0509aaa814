import { createApi } from '../app.ts';
import type { ServerContext } from '../context.ts';

export interface MountedRoute {
  method: string;
  /** As mounted, with `:param` placeholders: `/api/strategies/:id/sections/:key`. */
  path: string;
}

/** Every route the app answers (middleware left out), read from the app itself. */
export function mountedRoutes(context: ServerContext): MountedRoute[] {
  const seen = new Set<string>();
  const routes: MountedRoute[] = [];
  for (const { method, path } of createApi(context).routes) {
    if (method === 'ALL' || seen.has(`${method} ${path}`)) continue;
    seen.add(`${method} ${path}`);
    routes.push({ method, path });
  }
  return routes;
}

/** The path with each `:param` (and a trailing `*`) replaced by the given values. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path
    .replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_whole, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
      return encodeURIComponent(value);
    })
    .replace(/\*$/, 'anything');
}
