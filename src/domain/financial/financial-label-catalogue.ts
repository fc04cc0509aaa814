import type { Language } from '../strategy-limits.ts';
import { ENGLISH_FINANCIAL_LABELS, type FinancialLabels } from './financial-labels.ts';
import { ARABIC } from './translations/arabic.ts';
import { CHINESE } from './translations/chinese.ts';
import { DUTCH } from './translations/dutch.ts';
import { FRENCH } from './translations/french.ts';
import { GERMAN } from './translations/german.ts';
import { GREEK } from './translations/greek.ts';
import { HINDI } from './translations/hindi.ts';
import { ITALIAN } from './translations/italian.ts';
import { JAPANESE } from './translations/japanese.ts';
import { KOREAN } from './translations/korean.ts';
import { POLISH } from './translations/polish.ts';
import { PORTUGUESE } from './translations/portuguese.ts';
import { RUSSIAN } from './translations/russian.ts';
import { SPANISH } from './translations/spanish.ts';
import { SWEDISH } from './translations/swedish.ts';
import { TURKISH } from './translations/turkish.ts';
import { UKRAINIAN } from './translations/ukrainian.ts';

/**
 * The financial model's fixed texts in each offered language (decision 0043's catalogue, for the
 * appendix, statements and charts): one file per language in `translations/`, written by hand.
 * A test checks that each has every label with English's `{markers}`.
 */
const TRANSLATED: Readonly<Record<Exclude<Language, 'English'>, FinancialLabels>> = {
  Spanish: SPANISH,
  French: FRENCH,
  German: GERMAN,
  Italian: ITALIAN,
  Portuguese: PORTUGUESE,
  Dutch: DUTCH,
  Polish: POLISH,
  Swedish: SWEDISH,
  Greek: GREEK,
  Russian: RUSSIAN,
  Ukrainian: UKRAINIAN,
  Turkish: TURKISH,
  Japanese: JAPANESE,
  Chinese: CHINESE,
  Korean: KOREAN,
  Arabic: ARABIC,
  Hindi: HINDI,
};

export function financialLabels(language: Language | undefined): FinancialLabels {
  if (!language || language === 'English') return ENGLISH_FINANCIAL_LABELS;
  return TRANSLATED[language];
}
