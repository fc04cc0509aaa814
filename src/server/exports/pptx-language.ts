import type PptxGenJS from 'pptxgenjs';
import type { LanguageLocale } from '../../domain/locale.ts';

type Slide = ReturnType<PptxGenJS['addSlide']>;
type TextOptions = Record<string, unknown>;

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
 * Every text box and table of a slide in the strategy's language: `lang` on each run, and for a
 * right-to-left language `rtl="1"` on each paragraph, with left and right alignment swapped so
 * a paragraph starts at the right edge. pptxgenjs has no deck-wide setting that reaches the
 * slides (its `rtlMode` is stored, never written), so the slide's `addText` and `addTable` pass
 * the options to every call.
 */
export function inLanguage(slide: Slide, locale: LanguageLocale): Slide {
  const lang = POWERPOINT_TAGS[locale.tag] ?? locale.tag;
  const rtl = locale.direction === 'rtl';
  const directed = (options: TextOptions | undefined): TextOptions => ({
    ...options,
    lang,
    ...(rtl
      ? {
          rtlMode: true,
          align:
            options?.align === 'right' ? 'left' : options?.align === 'center' ? 'center' : 'right',
        }
      : {}),
  });
  const addText = slide.addText.bind(slide);
  const addTable = slide.addTable.bind(slide);
  slide.addText = ((text: unknown, options?: TextOptions) =>
    addText(
      (Array.isArray(text)
        ? text.map((run: { text: string; options?: TextOptions }) => ({
            ...run,
            options: directed(run.options),
          }))
        : text) as never,
      directed(options) as never,
    )) as Slide['addText'];
  slide.addTable = ((rows: unknown[][], options?: TextOptions) =>
    addTable(
      rows.map((row) =>
        (rtl ? [...row].reverse() : row).map((cell) =>
          typeof cell === 'object' && cell !== null
            ? { ...cell, options: directed((cell as { options?: TextOptions }).options) }
            : { text: String(cell ?? ''), options: directed(undefined) },
        ),
      ) as never,
      (rtl && Array.isArray(options?.colW)
        ? { ...options, colW: [...(options.colW as number[])].reverse() }
        : options) as never,
    )) as Slide['addTable'];
  return slide;
}
