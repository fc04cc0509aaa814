import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { BrandSettings } from '../../domain/brand.ts';
import { brandKitInputSchema, brandKitSchema } from '../../domain/brand-schema.ts';
import type { ServerContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { describeRoute, media } from '../route-description.ts';
import {
  deleteFirmLogo,
  type FirmLogo,
  firmLogoVersion,
  getFirmLogo,
  putFirmLogo,
  readBrandKit,
  writeBrandKit,
} from '../store/brand-kit.ts';
import { validate } from '../validation.ts';
import { logoUploadLimit, readLogoUpload } from './logos.ts';

/** The firm logo's upload path, exempt from the app's 1 MB JSON limit: it has its own 2 MB one. */
export const FIRM_LOGO_UPLOAD_PATH = '/api/settings/brand/logo';

/** `GET` and `PUT /api/settings/brand`: the kit, and where its logo is served when one is set. */
const brandSettingsResponse = brandKitSchema.extend({ firmLogoUrl: z.string().nullable() });

async function brandSettings(db: Database): Promise<BrandSettings> {
  const [kit, logoVersion] = await Promise.all([readBrandKit(db), firmLogoVersion(db)]);
  return {
    ...kit,
    firmLogoUrl: logoVersion ? `${FIRM_LOGO_UPLOAD_PATH}?v=${logoVersion.getTime()}` : null,
  } satisfies z.input<typeof brandSettingsResponse>;
}

/** An uploaded image served from our origin: its detected type, never sniffed, nothing to run. */
export function firmLogoResponse(c: Context, logo: FirmLogo) {
  return c.body(logo.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': logo.mimeType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
    'Cache-Control': 'private, max-age=3600',
  });
}

/**
 * Mounted at `/api`. The owner's brand kit (`/settings/brand`, owner only) and the firm logo
 * through a share (`/shares/:shareId/firm-logo`, open like the share's other reads).
 */
export function brandSettingsRoutes({ database }: ServerContext) {
  const { db } = database;
  return new Hono()
    .get(
      '/',
      describeRoute({ summary: "the firm's brand kit", responses: { 200: brandSettingsResponse } }),
      async (c) => c.json(await brandSettings(db), 200),
    )
    .put(
      '/',
      describeRoute({ summary: 'change the brand kit', responses: { 200: brandSettingsResponse } }),
      validate('json', brandKitInputSchema),
      async (c) => {
        await writeBrandKit(db, c.req.valid('json'));
        return c.json(await brandSettings(db), 200);
      },
    )
    .put(
      '/logo',
      describeRoute({
        summary: "the firm's logo (image bytes)",
        request: media('image/*', 'The image bytes: PNG, JPEG, GIF or WebP.'),
        responses: { 200: brandSettingsResponse },
      }),
      logoUploadLimit,
      async (c) => {
        const { bytes, mimeType } = await readLogoUpload(c);
        await putFirmLogo(db, { bytes, mimeType });
        return c.json(await brandSettings(db), 200);
      },
    )
    .get(
      '/logo',
      describeRoute({
        summary: "the firm's logo",
        responses: { 200: media('image/*', 'The image.') },
      }),
      async (c) => firmLogoResponse(c, await getFirmLogo(db)),
    )
    .delete(
      '/logo',
      describeRoute({ summary: "remove the firm's logo → 204", responses: { 204: null } }),
      async (c) => {
        await deleteFirmLogo(db);
        return c.body(null, 204);
      },
    );
}
