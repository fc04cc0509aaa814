import { calendarMonthName } from '../../../../domain/financial/calendar-month.ts';

/** Whole currency units, as the statements show them: `€12,345`, `-€1,200`. */
export function money(currency: string, amount: number): string {
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

export function monthName(startMonth: string, month: number): string {
  return calendarMonthName(startMonth, month);
}
