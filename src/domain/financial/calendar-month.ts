/** Model months as calendar months. `startMonth` is `YYYY-MM`; month 1 is `startMonth` itself. */

/** The English month names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function parseMonth(startMonth: string): { year: number; monthIndex: number } {
  const match = /^(\d{4})-(\d{2})$/.exec(startMonth);
  if (!match) throw new Error(`Not a month as YYYY-MM: ${startMonth}`);
  return { year: Number(match[1]), monthIndex: Number(match[2]) - 1 };
}

/** The calendar month (`YYYY-MM`) of a 1-based model month. */
export function calendarMonthOf(startMonth: string, modelMonth: number): string {
  const { year, monthIndex } = parseMonth(startMonth);
  const total = year * 12 + monthIndex + modelMonth - 1;
  const calendarYear = Math.floor(total / 12);
  const calendarMonth = (total % 12) + 1;
  return `${String(calendarYear).padStart(4, '0')}-${String(calendarMonth).padStart(2, '0')}`;
}

/** "March 2028" for model month 15 of a model starting in January 2027 (English, for prompts). */
export function calendarMonthName(startMonth: string, modelMonth: number): string {
  const { year, monthIndex } = parseMonth(calendarMonthOf(startMonth, modelMonth));
  return `${MONTH_NAMES[monthIndex]} ${year}`;
}
