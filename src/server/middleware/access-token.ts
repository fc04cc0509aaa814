import { timingSafeEqual } from 'node:crypto';
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

/** Paths anyone may use: health, the catalogue, signing in, and everything through a share link. */
const OPEN_PATHS = [
  /^\/api\/health$/,
  /^\/api\/catalogue$/,
  /^\/api\/session$/,
  /^\/api\/shares\/[^/]+(\/.*)?$/,
];

/**
 * With APP_ACCESS_TOKEN set, every other /api route needs the token as a bearer header or the
 * cookie the page sets after asking once. Share routes check the share itself instead. (Listing
 * and creating a strategy's shares lives under /api/strategies, so it needs the token.)
 */
export function accessToken(token: string | undefined) {
  return createMiddleware(async (c, next) => {
    if (!token || OPEN_PATHS.some((pattern) => pattern.test(c.req.path))) return next();
    const header = c.req.header('authorization');
    const bearer = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    if (tokenMatches(token, bearer) || tokenMatches(token, getCookie(c, ACCESS_COOKIE))) {
      return next();
    }
    throw new AppError('UNAUTHORIZED', 'Access token required');
  });
}
