import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { ACCESS_COOKIE, tokenMatches } from '../middleware/owner-access.ts';
import { describeRoute } from '../route-description.ts';
import { validate } from '../validation.ts';

/** The page asks for the access token once and trades it for an http-only cookie. */
export function sessionRoutes({ config }: ServerContext) {
  return new Hono().post(
    '/',
    describeRoute({
      summary: '`{token}` → http-only cookie (when a token is set)',
      responses: { 200: z.object({ ok: z.literal(true) }) },
    }),
    validate('json', z.object({ token: z.string().max(1_000) })),
    (c) => {
      if (!config.accessToken) return c.json({ ok: true }, 200);
      if (!tokenMatches(config.accessToken, c.req.valid('json').token)) {
        throw new AppError('UNAUTHORIZED', 'That access token is not right');
      }
      setCookie(c, ACCESS_COOKIE, config.accessToken, {
        httpOnly: true,
        sameSite: 'Strict',
        path: '/',
        maxAge: 60 * 60 * 24 * 365,
      });
      return c.json({ ok: true }, 200);
    },
  );
}
