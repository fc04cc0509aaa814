import { timingSafeEqual } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors.ts';
import { grantsAccess } from '../route-access.ts';
import { assertLocalRequest } from './local-request.ts';

export const ACCESS_COOKIE = 'mbb_access';

export function tokenMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The owner's routes are those mounted behind this middleware (see app.ts). With
 * APP_ACCESS_TOKEN set they need the token as a bearer header or the cookie the page sets after
 * asking once; without one, only local requests pass (see local-request.ts).
 */
export function ownerAccess(token: string | undefined) {
  return grantsAccess(
    'owner',
    createMiddleware(async (c, next) => {
      if (!token) {
        assertLocalRequest(c);
        return next();
      }
      const header = c.req.header('authorization');
      const bearer = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
      if (tokenMatches(token, bearer) || tokenMatches(token, getCookie(c, ACCESS_COOKIE))) {
        return next();
      }
      throw new AppError('UNAUTHORIZED', 'Access token required');
    }),
  );
}
