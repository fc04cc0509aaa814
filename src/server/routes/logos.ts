import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE, LOGO_WRONG_TYPE } from '../../domain/logo.ts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { detectImageType } from '../images.ts';
import { deleteLogo, getLogo, type Logo, putLogo } from '../store/logos.ts';
import { resolveShare } from '../store/shares.ts';
import { getStrategy } from '../store/strategies.ts';

/** The upload path, exempt from the app's 1 MB JSON limit: it has its own 2 MB one. */
export const LOGO_UPLOAD_PATH = '/api/strategies/:id/logo';

/**
 * An uploaded file is served from our origin, so it must never be read as a page: the type is
 * the one detected from its bytes, browsers may not sniff another, and a policy of
 * `default-src 'none'` leaves nothing to run even if one did.
 */
function logoResponse(c: Context, logo: Logo) {
  return c.body(logo.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': logo.mimeType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
    // The page asks for `?v=<updated>`, so a changed logo has a new address.
    'Cache-Control': 'private, max-age=3600',
  });
}

/** Mounted at `/api`. The body of a PUT is the image itself (any Content-Type). */
export function logoRoutes({ database }: ServerContext) {
  const { db } = database;
  return new Hono()
    .put(
      '/strategies/:id/logo',
      bodyLimit({
        maxSize: LOGO_MAX_BYTES,
        // The rest of the body is never read, so the connection cannot carry another request.
        onError: (c) => {
          c.header('connection', 'close');
          return c.json({ error: LOGO_TOO_LARGE }, 413);
        },
      }),
      async (c) => {
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        if (bytes.length === 0) {
          throw new AppError('BAD_REQUEST', 'Send the logo image as the request body');
        }
        const mimeType = detectImageType(bytes);
        if (!mimeType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', LOGO_WRONG_TYPE);
        const strategyId = c.req.param('id');
        await putLogo(db, { strategyId, bytes, mimeType });
        return c.json(await getStrategy(db, strategyId));
      },
    )
    .get('/strategies/:id/logo', async (c) => logoResponse(c, await getLogo(db, c.req.param('id'))))
    .delete('/strategies/:id/logo', async (c) => {
      await deleteLogo(db, c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/shares/:shareId/logo', async (c) => {
      const share = await resolveShare(db, c.req.param('shareId'));
      return logoResponse(c, await getLogo(db, share.strategyId));
    });
}
