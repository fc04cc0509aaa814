import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors.ts';

export const ACCESS_COOKIE = 'mbb_access';

export function tokenMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const ANY_METHOD = undefined;
const READ = ['GET', 'HEAD'];

/**
 * Routes anyone may use: health, the catalogue, signing in, and a share holder's routes (read
 * the share, export it, its logo, edit a section), which check the share's access themselves.
 * Revoking a share and every other write is the owner's.
 */
const OPEN_ROUTES: [methods: string[] | undefined, path: RegExp][] = [
  [ANY_METHOD, /^\/api\/health$/],
  [ANY_METHOD, /^\/api\/catalogue$/],
  [ANY_METHOD, /^\/api\/session$/],
  [READ, /^\/api\/shares\/[^/]+$/],
  [READ, /^\/api\/shares\/[^/]+\/(logo|export\/[^/]+)$/],
  [['PUT'], /^\/api\/shares\/[^/]+\/sections\/[^/]+$/],
];

export function isOpenRoute(method: string, path: string): boolean {
  return OPEN_ROUTES.some(
    ([methods, pattern]) => (!methods || methods.includes(method)) && pattern.test(path),
  );
}

/**
 * With APP_ACCESS_TOKEN set, every other /api route needs the token as a bearer header or the
 * cookie the page sets after asking once. (Listing and creating a strategy's shares lives under
 * /api/strategies, so it needs the token.)
 */
export const PROXIED_WITHOUT_TOKEN =
  'This server is reached through a proxy but has no APP_ACCESS_TOKEN: set one to use it from here.';

/**
 * Without a token the server trusts whoever reaches it on loopback. A request that came through a
 * reverse proxy (it carries forwarding headers) is from someone else: owner routes refuse it, so a
 * share-link holder cannot reach the owner's strategies through the proxy.
 */
function forwarded(c: Context): boolean {
  return ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'].some(
    (name) => c.req.header(name) !== undefined,
  );
}

export function accessToken(token: string | undefined) {
  return createMiddleware(async (c, next) => {
    if (isOpenRoute(c.req.method, c.req.path)) return next();
    if (!token) {
      if (forwarded(c)) throw new AppError('UNAUTHORIZED', PROXIED_WITHOUT_TOKEN);
      return next();
    }
    const header = c.req.header('authorization');
    const bearer = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    if (tokenMatches(token, bearer) || tokenMatches(token, getCookie(c, ACCESS_COOKIE))) {
      return next();
    }
    throw new AppError('UNAUTHORIZED', 'Access token required');
  });
}
