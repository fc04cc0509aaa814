import { z } from 'zod';
import { BRAND_FONTS, BRAND_TEXT_LIMITS, type BrandKit, type BrandKitInput } from './brand.ts';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './stored-text.ts';

const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max.toLocaleString('en')} characters`)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

const colour = z
  .string({ error: 'must be a colour as #rrggbb' })
  .regex(/^#[0-9a-f]{6}$/i, 'must be a colour as #rrggbb')
  .transform((value) => value.toUpperCase());

const font = z.enum(BRAND_FONTS, { error: `must be one of ${BRAND_FONTS.join(', ')}` });

/** Every field of the kit, checked: what is stored. */
export const brandKitSchema = z.object({
  firmName: text(BRAND_TEXT_LIMITS.firmName),
  primaryColor: colour,
  accentColor: colour,
  headingFont: font,
  bodyFont: font,
  headerText: text(BRAND_TEXT_LIMITS.headerText),
  footerText: text(BRAND_TEXT_LIMITS.footerText),
  disclaimer: text(BRAND_TEXT_LIMITS.disclaimer),
}) satisfies z.ZodType<BrandKit, unknown>;

/**
 * `PUT /api/settings/brand` and a strategy's `metadata.brand`: any fields; unknown ones are
 * ignored (the page may send back what `GET` gave, `firmLogoUrl` included).
 */
export const brandKitInputSchema = brandKitSchema.partial() satisfies z.ZodType<
  BrandKitInput,
  unknown
>;
