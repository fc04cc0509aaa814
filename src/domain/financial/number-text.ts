/**
 * A number `Intl` formatted, as the deliverable prints it. English keeps the prompt's plain
 * spaces (`CHF 12,000`). Other languages keep their spaces non-breaking (`96 148 €` never wraps)
 * as U+00A0, which every bundled font draws (not U+202F), and lose the bidi marks `Intl` puts
 * around an Arabic sign: the renderers keep a signed number in one left-to-right run themselves.
 */
export function tidyNumberText(text: string, locale: string): string {
  if (locale === 'en') return text.replace(/[\u00a0\u202f]/g, ' ');
  return text.replace(/\u202f/g, '\u00a0').replace(/[\u200e\u200f\u061c]/g, '');
}
