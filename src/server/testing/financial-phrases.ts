import { MONTH_NAMES } from '../../domain/financial/calendar-month.ts';
import { ENGLISH_FINANCIAL_LABELS } from '../../domain/financial/financial-labels.ts';

/**
 * Test support: the English phrases of the financial appendix (every label's text between its
 * `{markers}`, trimmed of punctuation, and the month names), which an appendix in another
 * language must not print.
 */
export function englishFinancialPhrases(): string[] {
  const phrases = new Set<string>(MONTH_NAMES);
  for (const label of Object.values(ENGLISH_FINANCIAL_LABELS)) {
    for (const fragment of label.split(/\{\w+\}/)) {
      const phrase = fragment.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
      if (/\p{L}{3}/u.test(phrase)) phrases.add(phrase);
    }
  }
  return [...phrases];
}
