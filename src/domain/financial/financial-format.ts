import { localeOf } from '../locale.ts';
import type { Language } from '../strategy-limits.ts';
import { calendarMonthName, calendarMonthOf } from './calendar-month.ts';
import { compactMoney } from './compact-money.ts';
import { formatMoney } from './key-figures.ts';

/**
 * How the financial model's amounts and months are written in a deliverable's language: English
 * as the prompt and the page write them (`€288,659`, `March 2028`, `Mar 2028`), any other
 * language by `Intl` in its own style with Latin digits, as the text around them uses
 * (`96.148 €`, `2028年3月`). Never `-€0`.
 */
export interface FinancialFormat {
  money(amount: number): string;
  /** `€12K`: axis ticks. */
  compactMoney(amount: number): string;
  /** A model month as its calendar month: `March 2028`. */
  month(modelMonth: number): string;
  /** Shorter, for an axis: `Mar 2028`. */
  shortMonth(modelMonth: number): string;
}

export function financialFormat(
  currency: string,
  startMonth: string,
  language: Language = 'English',
): FinancialFormat {
  if (language === 'English') {
    return {
      money: (amount) => formatMoney(currency, amount),
      compactMoney: (amount) => compactMoney(currency, amount),
      month: (modelMonth) => calendarMonthName(startMonth, modelMonth),
      shortMonth: (modelMonth) =>
        calendarMonthName(startMonth, modelMonth).replace(/^(\w{3})\w*/, '$1'),
    };
  }
  const locale = `${localeOf(language).tag}-u-nu-latn`;
  const monthFormat = (month: 'long' | 'short') =>
    new Intl.DateTimeFormat(locale, { month, year: 'numeric', timeZone: 'UTC' });
  const [long, short] = [monthFormat('long'), monthFormat('short')];
  const dateOf = (modelMonth: number) => {
    const [year, month] = calendarMonthOf(startMonth, modelMonth).split('-').map(Number);
    return new Date(Date.UTC(year!, month! - 1, 1));
  };
  return {
    money: (amount) => formatMoney(currency, amount, 0, locale),
    compactMoney: (amount) => compactMoney(currency, amount, locale),
    month: (modelMonth) => long.format(dateOf(modelMonth)),
    shortMonth: (modelMonth) => short.format(dateOf(modelMonth)),
  };
}
