import type { LanguageLocale } from '../../domain/locale.ts';
import type { Language } from '../../domain/strategy-limits.ts';

/** Word's language tags: a region where Word expects one (its proofing tools are per region). */
const WORD_TAGS: Partial<Record<string, string>> = {
  ja: 'ja-JP',
  'zh-Hans': 'zh-CN',
  ko: 'ko-KR',
  ar: 'ar-SA',
  hi: 'hi-IN',
};

/** The fonts Word should pick for East Asian and complex-script text (not embedded: see 0042). */
const EAST_ASIAN_FONT: Partial<Record<Language, string>> = {
  Japanese: 'Noto Sans JP',
  Chinese: 'Noto Sans SC',
  Korean: 'Noto Sans KR',
};
const COMPLEX_SCRIPT_FONT: Partial<Record<Language, string>> = {
  Arabic: 'DejaVu Sans',
  Hindi: 'Noto Sans Devanagari',
};

/**
 * The document defaults that make Word read a strategy in its language: every run tagged with
 * the language (`w:lang`: spelling, hyphenation, font choice), and for a right-to-left language
 * every paragraph `w:bidi` and every run `w:rtl`, so paragraphs, tables and page furniture run
 * from the right.
 */
export function docxLanguageDefaults(language: Language, locale: LanguageLocale, bodyFont: string) {
  const tag = WORD_TAGS[locale.tag] ?? locale.tag;
  const rtl = locale.direction === 'rtl';
  const eastAsia = EAST_ASIAN_FONT[language];
  const complex = COMPLEX_SCRIPT_FONT[language];
  return {
    run: {
      font: {
        ascii: bodyFont,
        hAnsi: bodyFont,
        ...(eastAsia ? { eastAsia } : {}),
        ...(complex ? { cs: complex } : {}),
      },
      language: {
        value: tag,
        ...(eastAsia ? { eastAsia: tag } : {}),
        ...(rtl || complex ? { bidirectional: tag } : {}),
      },
      ...(rtl ? { rightToLeft: true } : {}),
    },
    paragraph: rtl ? { bidirectional: true } : {},
  };
}
