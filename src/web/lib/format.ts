/** Today in the person's time zone as YYYY-MM-DD (the spec's Prepared Date default). */
export function todayIsoDate(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

const numbers = new Intl.NumberFormat();

export function formatNumber(value: number): string {
  return numbers.format(value);
}
