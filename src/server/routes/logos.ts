import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  LOGO_MAX_BYTES,
  LOGO_MAX_SIDE,
  LOGO_TOO_LARGE,
  LOGO_WRONG_TYPE,
  type LogoMimeType,
  logoTooManyPixels,
} from '../../domain/logo.ts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { imageMimeType, readImageInfo } from '../image-info.ts';
import { describeRoute, media } from '../route-description.ts';
import { deleteLogo, getLogo, type Logo, putLogo } from '../store/logos.ts';
import { getStrategy } from '../store/strategies.ts';
import type { StrategyVariables } from './path-params.ts';
import { type StrategyAnswer, strategyResponse } from './strategy-responses.ts';

/** The upload path, exempt from the app's 1 MB JSON limit: it has its own 2 MB one. */
export const LOGO_UPLOAD_PATH = '/api/strategies/:id/logo';

/**
 * An uploaded file is served from our origin, so it must never be read as a page: the type is
 * the one detected from its bytes, browsers may not sniff another, and a policy of
 * `default-src 'none'` leaves nothing to run even if one did.
 */
export function logoResponse(c: Context, logo: Logo) {
  return c.body(logo.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': logo.mimeType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
    // The page asks for `?v=<updated>`, so a changed logo has a new address.
    'Cache-Control': 'private, max-age=3600',
  });
}

/** A logo upload's own 2 MB limit (the app's JSON limit does not apply to it). */
export const logoUploadLimit = bodyLimit({
  maxSize: LOGO_MAX_BYTES,
  // The rest of the body is never read, so the connection cannot carry another request.
  onError: (c) => {
    c.header('connection', 'close');
    return c.json({ error: LOGO_TOO_LARGE }, 413);
  },
});

/**
 * The uploaded image (the body itself, any Content-Type), checked by its bytes: a known image
 * type, at most LOGO_MAX_SIDE pixels a side. Shared by the client's and the firm's logo.
 */
export async function readLogoUpload(
  c: Context,
): Promise<{ bytes: Uint8Array; mimeType: LogoMimeType }> {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.length === 0) {
    throw new AppError('BAD_REQUEST', 'Send the logo image as the request body');
  }
  const mimeType = imageMimeType(bytes);
  if (!mimeType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', LOGO_WRONG_TYPE);
  // A header that cannot be read is stored: exports skip an image they cannot read.
  const size = readImageInfo(bytes);
  if (size && (size.width > LOGO_MAX_SIDE || size.height > LOGO_MAX_SIDE)) {
    throw new AppError('BAD_REQUEST', logoTooManyPixels(size.width, size.height));
  }
  return { bytes, mimeType };
}

/** Mounted at `/api/strategies/:id`. The body of a PUT is the image itself (any Content-Type). */
export function logoRoutes({ database }: ServerContext) {
  const { db } = database;
  return new Hono<{ Variables: StrategyVariables }>()
    .put(
      '/logo',
      describeRoute({
        summary: 'the image bytes (PNG/JPEG/GIF/WebP, ≤ 2 MB, ≤ 4096 px a side)',
        request: media('image/*', 'The image bytes: PNG, JPEG, GIF or WebP.'),
        responses: { 200: strategyResponse },
      }),
      logoUploadLimit,
      async (c) => {
        const { bytes, mimeType } = await readLogoUpload(c);
        const strategyId = c.var.strategyId;
        await putLogo(db, { strategyId, bytes, mimeType });
        return c.json((await getStrategy(db, strategyId)) satisfies StrategyAnswer, 200);
      },
    )
    .get(
      '/logo',
      describeRoute({
        summary: "the strategy's logo",
        responses: { 200: media('image/*', 'The image.') },
      }),
      async (c) => logoResponse(c, await getLogo(db, c.var.strategyId)),
    )
    .delete(
      '/logo',
      describeRoute({ summary: "remove the strategy's logo → 204", responses: { 204: null } }),
      async (c) => {
        await deleteLogo(db, c.var.strategyId);
        return c.body(null, 204);
      },
    );
}
