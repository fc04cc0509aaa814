import type { Language } from './strategy-limits.ts';

/**
 * What the deliverable needs to know about a strategy's output language: the BCP 47 tag for
 * `Intl` and `lang` attributes, and the writing direction. Every date or number a client sees is
 * formatted from the strategy's language through this table, never from the reader's browser.
 */
export interface LanguageLocale {
  tag: string;
  direction: 'ltr' | 'rtl';
}

export const LANGUAGE_LOCALES: Readonly<Record<Language, LanguageLocale>> = {
  English: { tag: 'en', direction: 'ltr' },
  Spanish: { tag: 'es', direction: 'ltr' },
  French: { tag: 'fr', direction: 'ltr' },
  German: { tag: 'de', direction: 'ltr' },
  Italian: { tag: 'it', direction: 'ltr' },
  Portuguese: { tag: 'pt', direction: 'ltr' },
  Dutch: { tag: 'nl', direction: 'ltr' },
  Polish: { tag: 'pl', direction: 'ltr' },
  Swedish: { tag: 'sv', direction: 'ltr' },
  Greek: { tag: 'el', direction: 'ltr' },
  Russian: { tag: 'ru', direction: 'ltr' },
  Ukrainian: { tag: 'uk', direction: 'ltr' },
  Turkish: { tag: 'tr', direction: 'ltr' },
  Japanese: { tag: 'ja', direction: 'ltr' },
  Chinese: { tag: 'zh-Hans', direction: 'ltr' },
  Korean: { tag: 'ko', direction: 'ltr' },
  Arabic: { tag: 'ar', direction: 'rtl' },
  Hindi: { tag: 'hi', direction: 'ltr' },
};

export function localeOf(language: Language): LanguageLocale {
  return LANGUAGE_LOCALES[language];
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A `YYYY-MM-DD` date as a long date in the strategy's language ("23 November 2026",
 * "2026年11月23日"). The date is a calendar day, not an instant: it is formatted in UTC so no
 * time zone moves it to the day before. Anything that is not a real date is returned as written.
 */
export function formatReportDate(value: string, language: Language): string {
  const match = ISO_DATE.exec(value);
  if (!match) return value;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return value;
  return new Intl.DateTimeFormat(localeOf(language).tag, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** An instant (ISO timestamp) as a medium date in the strategy's language, in UTC. */
export function formatReportInstant(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language).tag, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
}
