import type { LanguageLocale } from '../../domain/locale.ts';

/** PowerPoint's language tags carry a region, as Word's do. */
const POWERPOINT_TAGS: Partial<Record<string, string>> = {
  en: 'en-US',
  ja: 'ja-JP',
  'zh-Hans': 'zh-CN',
  ko: 'ko-KR',
  ar: 'ar-SA',
  hi: 'hi-IN',
};

/**
 * The tag every run of the deck carries (`lang`), so PowerPoint spell-checks and picks fonts
 * for the strategy's language. Direction is the layout's (a right-to-left deck is laid out
 * mirrored, `domain/deck/mirror.ts`); the painter marks its paragraphs `rtl="1"`.
 */
export function powerPointLanguage(locale: LanguageLocale): string {
  return POWERPOINT_TAGS[locale.tag] ?? locale.tag;
}
