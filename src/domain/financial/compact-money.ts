import { tidyNumberText } from './number-text.ts';

/** `€12K`, `$1.2M`: three significant digits at most, plain spaces (for axes and titles); never `-€0`. */
export function compactMoney(currency: string, amount: number, locale = 'en'): string {
  const text = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumSignificantDigits: 3,
    signDisplay: 'negative',
  }).format(amount);
  return tidyNumberText(text, locale);
}
