import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';

/** Who may call a route: decided by the middleware it is mounted behind (`app.ts`). */
export type RouteAccess = 'open' | 'owner' | 'share';

/** The middleware that decides access, by kind: the OpenAPI document reads it from the app. */
export const accessMiddleware = new WeakMap<object, RouteAccess>();

/** Records `middleware` as the one that gives the routes mounted after it this access. */
export function grantsAccess<Middleware extends MiddlewareHandler>(
  access: RouteAccess,
  middleware: Middleware,
): Middleware {
  accessMiddleware.set(middleware, access);
  return middleware;
}

/**
 * Marks the routes mounted after it as open to anyone. It checks nothing: it exists so that open
 * routes say so where they are mounted, as the owner's and share holders' do with their checks.
 */
export function openAccess() {
  return grantsAccess(
    'open',
    createMiddleware(async (_c, next) => {
      await next();
    }),
  );
}
