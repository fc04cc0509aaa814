/**
 * The consultant's brand kit (docs/decisions/0008-exports-brand-kit.md): what every deliverable
 * is dressed in. Stored by the owner's settings later; an export takes it as part of its input and
 * falls back to these neutral defaults field by field. Zod-free so the page can use it.
 */
export const BRAND_FONTS = [
  'Source Sans 3',
  'Source Serif 4',
  'DejaVu Sans',
  'DejaVu Serif',
] as const;
export type BrandFont = (typeof BRAND_FONTS)[number];

export interface BrandKit {
  firmName: string;
  /** `#RRGGBB`: cover panel, headings, table headers. */
  primaryColor: string;
  /** `#RRGGBB`: rules, callout bars, kickers. */
  accentColor: string;
  headingFont: BrandFont;
  bodyFont: BrandFont;
  /** Templates with `{client}`, `{firm}`, `{company}`, `{page}`, `{pages}`; empty = the default. */
  headerText: string;
  footerText: string;
  disclaimer: string;
}

export const DEFAULT_BRAND: Readonly<BrandKit> = {
  firmName: '',
  primaryColor: '#1F3A5F',
  accentColor: '#2F8F83',
  headingFont: 'Source Serif 4',
  bodyFont: 'Source Sans 3',
  headerText: '',
  footerText: '',
  disclaimer: '',
};

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export function isBrandColour(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value);
}

export function isBrandFont(value: unknown): value is BrandFont {
  return (BRAND_FONTS as readonly unknown[]).includes(value);
}

/** Text limits of the brand kit's fields (the page shows them, the server enforces them). */
export const BRAND_TEXT_LIMITS = {
  firmName: 120,
  headerText: 200,
  footerText: 200,
  disclaimer: 2_000,
} as const;

/** `PUT /api/settings/brand`: any fields of the kit; those left out keep their stored value. */
export type BrandKitInput = Partial<BrandKit>;

/** `GET`/`PUT /api/settings/brand`: the owner's kit, every field set, and the firm logo's address. */
export interface BrandSettings extends BrandKit {
  /** `/api/settings/brand/logo?v=<updated>` when a firm logo is stored. */
  firmLogoUrl: string | null;
}

/**
 * A strategy's own brand (`metadata.brand`): the fields it sets win over the owner's kit, the
 * others come from it. Empty text means "not overridden".
 */
export function mergeBrand(
  owner: Partial<BrandKit> | undefined,
  override: Partial<BrandKit> | undefined,
): BrandKit {
  const merged = resolveBrand(owner);
  for (const field of Object.keys(merged) as (keyof BrandKit)[]) {
    const value = override?.[field];
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (field.endsWith('Color') && !isBrandColour(value)) continue;
    if (field.endsWith('Font') && !isBrandFont(value)) continue;
    (merged as unknown as Record<string, string>)[field] = value;
  }
  return resolveBrand(merged);
}

/** A stored or partial brand with every missing or unusable field replaced by the default. */
export function resolveBrand(brand: Partial<BrandKit> | undefined): BrandKit {
  const text = (value: unknown, fallback: string) =>
    typeof value === 'string' ? value.trim() : fallback;
  return {
    firmName: text(brand?.firmName, DEFAULT_BRAND.firmName),
    primaryColor: isBrandColour(brand?.primaryColor)
      ? brand.primaryColor.toUpperCase()
      : DEFAULT_BRAND.primaryColor,
    accentColor: isBrandColour(brand?.accentColor)
      ? brand.accentColor.toUpperCase()
      : DEFAULT_BRAND.accentColor,
    headingFont: isBrandFont(brand?.headingFont) ? brand.headingFont : DEFAULT_BRAND.headingFont,
    bodyFont: isBrandFont(brand?.bodyFont) ? brand.bodyFont : DEFAULT_BRAND.bodyFont,
    headerText: text(brand?.headerText, DEFAULT_BRAND.headerText),
    footerText: text(brand?.footerText, DEFAULT_BRAND.footerText),
    disclaimer: text(brand?.disclaimer, DEFAULT_BRAND.disclaimer),
  };
}

export interface TemplateValues {
  client: string;
  firm: string;
  company: string;
  page?: string;
  pages?: string;
}

const PLACEHOLDER = /\{(client|firm|company|page|pages)\}/g;
const SEGMENT_SEPARATOR = ' · ';

/**
 * Fills a header or footer template. Its parts are separated by " · "; a part whose placeholder
 * has no value is left out whole, so "Prepared for {client} by {firm}" never reads "Prepared for
 * by". `{page}` and `{pages}` left without a value stay as they are, for a renderer that fills
 * them per page (a Word field, a slide number).
 */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template
    .split(SEGMENT_SEPARATOR)
    .flatMap((segment) => {
      let missing = false;
      const filled = segment.replace(PLACEHOLDER, (placeholder, name: keyof TemplateValues) => {
        const value = values[name];
        if (value === undefined) return placeholder;
        if (value.trim() === '') missing = true;
        return value.trim();
      });
      return missing || filled.trim() === '' ? [] : [filled.trim()];
    })
    .join(SEGMENT_SEPARATOR);
}

/** A template split around `{page}` and `{pages}`, for renderers that write them as fields. */
export type TemplatePiece = { text: string } | { field: 'page' | 'pages' };

export function templatePieces(filled: string): TemplatePiece[] {
  return filled
    .split(/(\{page\}|\{pages\})/)
    .filter((piece) => piece !== '')
    .map((piece) =>
      piece === '{page}'
        ? { field: 'page' as const }
        : piece === '{pages}'
          ? { field: 'pages' as const }
          : { text: piece },
    );
}
