import { calendarMonthName } from '../../../../domain/financial/calendar-month.ts';
import { formatMoney } from '../../../../domain/financial/key-figures.ts';

/** Whole currency units, as the statements show them: `€12,345`, `-€1,200`, never `-€0`. */
export function money(currency: string, amount: number): string {
  return formatMoney(currency, amount);
}

export function monthName(startMonth: string, month: number): string {
  return calendarMonthName(startMonth, month);
}

/** To the cent, as actuals are entered: `€1,234.56`. */
export function moneyWithCents(currency: string, amount: number): string {
  return formatMoney(currency, amount, 2);
}

/** "March 2027" for `2027-03`. */
export function calendarMonthText(month: string): string {
  return calendarMonthName(month, 1);
}
