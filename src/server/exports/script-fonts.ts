import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Language } from '../../domain/strategy-limits.ts';

/**
 * The Noto families that draw the scripts the brand fonts lack (issue 18): Japanese, Chinese
 * (Simplified), Korean and Devanagari. Arabic is drawn by the bundled DejaVu Sans: it has a glyph
 * of its own for every contextual form, so a PDF reader copies and searches Arabic text letter for
 * letter; Noto Sans Arabic builds the forms of beh, teh, noon and yeh from one dotless glyph plus
 * dots, and the text read back from the PDF confuses them (decision 0042). Static TrueType files from `@expo-google-fonts/*`
 * (pdfkit reads TTF/OTF, not the WOFF2 of `@fontsource`), a regular and a bold face each; the
 * families have no italics, so italics take the upright face. pdfkit embeds only the glyphs a
 * document uses, and a file is read only when a document has a character of its script.
 */
export const SCRIPT_FAMILIES = [
  'Noto Sans JP',
  'Noto Sans SC',
  'Noto Sans KR',
  'Noto Sans Devanagari',
] as const;
export type ScriptFamily = (typeof SCRIPT_FAMILIES)[number];

const require = createRequire(import.meta.url);
const file = (family: ScriptFamily, weight: string) => {
  const name = family.replaceAll(' ', '');
  const folder = dirname(
    require.resolve(`@expo-google-fonts/${family.toLowerCase().replaceAll(' ', '-')}/package.json`),
  );
  return join(folder, weight, `${name}_${weight}.ttf`);
};

export function scriptFontPaths(family: ScriptFamily) {
  const regular = file(family, '400Regular');
  const bold = file(family, '700Bold');
  return { normal: regular, bold, italics: regular, bolditalics: bold };
}

/** Han characters are drawn in the style of the strategy's language; Chinese otherwise. */
function hanFamily(language: Language | undefined): ScriptFamily {
  return language === 'Japanese'
    ? 'Noto Sans JP'
    : language === 'Korean'
      ? 'Noto Sans KR'
      : 'Noto Sans SC';
}

/**
 * The family that draws a character of one of these scripts, or undefined for any other
 * character (the brand font or DejaVu Sans then draws it). By Unicode block, so deciding never
 * needs to open a large CJK font.
 */
export function scriptFamilyOf(
  codePoint: number,
  language?: Language,
): ScriptFamily | 'DejaVu Sans' | undefined {
  if (
    (codePoint >= 0x0600 && codePoint <= 0x06ff) ||
    (codePoint >= 0x0750 && codePoint <= 0x077f) ||
    (codePoint >= 0x08a0 && codePoint <= 0x08ff) ||
    (codePoint >= 0xfb50 && codePoint <= 0xfdff) ||
    (codePoint >= 0xfe70 && codePoint <= 0xfeff)
  ) {
    return 'DejaVu Sans';
  }
  if (
    (codePoint >= 0x0900 && codePoint <= 0x097f) ||
    (codePoint >= 0xa8e0 && codePoint <= 0xa8ff)
  ) {
    return 'Noto Sans Devanagari';
  }
  if (
    (codePoint >= 0x1100 && codePoint <= 0x11ff) ||
    (codePoint >= 0x3130 && codePoint <= 0x318f) ||
    (codePoint >= 0xac00 && codePoint <= 0xd7af)
  ) {
    return 'Noto Sans KR';
  }
  if (
    (codePoint >= 0x3040 && codePoint <= 0x30ff) ||
    (codePoint >= 0x31f0 && codePoint <= 0x31ff)
  ) {
    return 'Noto Sans JP';
  }
  if (
    (codePoint >= 0x2e80 && codePoint <= 0x2fdf) ||
    (codePoint >= 0x3000 && codePoint <= 0x303f) ||
    (codePoint >= 0x3400 && codePoint <= 0x4dbf) ||
    (codePoint >= 0x4e00 && codePoint <= 0x9fff) ||
    (codePoint >= 0xf900 && codePoint <= 0xfaff) ||
    (codePoint >= 0xff00 && codePoint <= 0xffef)
  ) {
    return hanFamily(language);
  }
  return undefined;
}

/** Marks and joiners belong to the character before them: a conjunct or a joined letter. */
export function attachesToPrevious(character: string): boolean {
  return /[\p{M}\u200c\u200d]/u.test(character);
}
