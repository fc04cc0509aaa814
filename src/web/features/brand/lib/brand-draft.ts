import {
  BRAND_FONTS,
  BRAND_TEXT_LIMITS,
  type BrandFont,
  type BrandKit,
  isBrandColour,
} from '../../../../domain/brand.ts';

/** Longest text of each field (the server's limits). */
export const BRAND_TEXT_MAX = BRAND_TEXT_LIMITS;

export const FONT_CHOICES: readonly BrandFont[] = BRAND_FONTS;

/** The fields the panel edits, as typed (colours may be half-typed). */
export type BrandDraft = BrandKit;

/** What is sent: only valid colours, trimmed text. */
export function brandToSave(draft: BrandDraft): Partial<BrandKit> {
  return {
    firmName: draft.firmName.trim(),
    headingFont: draft.headingFont,
    bodyFont: draft.bodyFont,
    headerText: draft.headerText.trim(),
    footerText: draft.footerText.trim(),
    disclaimer: draft.disclaimer.trim(),
    ...(isBrandColour(draft.primaryColor)
      ? { primaryColor: draft.primaryColor.toUpperCase() }
      : {}),
    ...(isBrandColour(draft.accentColor) ? { accentColor: draft.accentColor.toUpperCase() } : {}),
  };
}

/** The first problem with the draft, by field, for the form to show before sending. */
export function brandDraftErrors(draft: BrandDraft): Partial<Record<keyof BrandKit, string>> {
  const errors: Partial<Record<keyof BrandKit, string>> = {};
  if (!isBrandColour(draft.primaryColor)) errors.primaryColor = 'Use a colour as #RRGGBB.';
  if (!isBrandColour(draft.accentColor)) errors.accentColor = 'Use a colour as #RRGGBB.';
  for (const field of Object.keys(BRAND_TEXT_MAX) as (keyof typeof BRAND_TEXT_MAX)[]) {
    if (draft[field].length > BRAND_TEXT_MAX[field]) {
      errors[field] = `At most ${BRAND_TEXT_MAX[field].toLocaleString('en')} characters.`;
    }
  }
  return errors;
}
