import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { type BrandKit, type BrandKitInput, DEFAULT_BRAND } from '../../domain/brand.ts';
import { brandKitSchema } from '../../domain/brand-schema.ts';
import { LOGO_MIME_TYPES, type LogoMimeType } from '../../domain/logo.ts';
import { allContentChanged } from '../cache/content-versions.ts';
import type { Database } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { defineSetting, readSetting, updateSetting, writeSetting } from './settings.ts';

/** The owner's brand kit: one setting, every field stored (defaults where never set). */
export const BRAND_KIT_SETTING = defineSetting<BrandKit>({
  key: 'brand-kit',
  schema: brandKitSchema,
  defaultValue: { ...DEFAULT_BRAND },
});

/**
 * The firm's logo, apart from the kit so reading the kit (every export, every share read) never
 * carries the image. Bytes as base64 in the settings table: at most 2 MB, one row, one backup.
 */
const FIRM_LOGO_SETTING = defineSetting<{ mimeType: LogoMimeType; base64: string } | null>({
  key: 'brand-logo',
  schema: z.object({ mimeType: z.enum(LOGO_MIME_TYPES), base64: z.string().min(1) }).nullable(),
  defaultValue: null,
});

export const NO_FIRM_LOGO = 'No firm logo is set';

export interface FirmLogo {
  bytes: Uint8Array;
  mimeType: string;
  updatedAt: Date;
}

export async function readBrandKit(db: Database): Promise<BrandKit> {
  return (await readSetting(db, BRAND_KIT_SETTING)).value;
}

/** Fields left out keep their stored value; the result is checked whole before it is stored. */
export async function writeBrandKit(db: Database, input: BrandKitInput): Promise<BrandKit> {
  const stored = await updateSetting(db, BRAND_KIT_SETTING, (current) => ({
    ...current,
    ...input,
  }));
  return stored.value;
}

/** When the firm logo was stored, without reading the image: for its address. */
export async function firmLogoVersion(db: Database): Promise<Date | undefined> {
  const [row] = await db
    .select({ updatedAt: appSettings.updatedAt })
    .from(appSettings)
    .where(eq(appSettings.key, FIRM_LOGO_SETTING.key));
  return row?.updatedAt;
}

export async function findFirmLogo(db: Database): Promise<FirmLogo | undefined> {
  const { value, updatedAt } = await readSetting(db, FIRM_LOGO_SETTING);
  if (!value || !updatedAt) return undefined;
  return {
    bytes: new Uint8Array(Buffer.from(value.base64, 'base64')),
    mimeType: value.mimeType,
    updatedAt,
  };
}

export async function getFirmLogo(db: Database): Promise<FirmLogo> {
  const logo = await findFirmLogo(db);
  if (!logo) throw new AppError('NOT_FOUND', NO_FIRM_LOGO);
  return logo;
}

/** The caller has checked the type from the bytes. */
export async function putFirmLogo(
  db: Database,
  logo: { bytes: Uint8Array; mimeType: LogoMimeType },
): Promise<void> {
  await writeSetting(db, FIRM_LOGO_SETTING, {
    mimeType: logo.mimeType,
    base64: Buffer.from(logo.bytes).toString('base64'),
  });
}

export async function deleteFirmLogo(db: Database): Promise<void> {
  await db.delete(appSettings).where(eq(appSettings.key, FIRM_LOGO_SETTING.key));
  allContentChanged();
}
