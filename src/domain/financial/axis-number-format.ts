import { formatMoney } from './key-figures.ts';

const quoted = (text: string) => (text ? `"${text.replaceAll('"', '')}"` : '');

/**
 * A spreadsheet number format (as PowerPoint's and Excel's charts take it) showing an amount in
 * `currency` as the strategy writes it (`€`, `CHF `, `$`), scaled to thousands or millions when
 * the axis runs that high: `"€"#,##0,"K"` shows 250000 as `€250K`. Negative amounts lead with a
 * minus sign, as the statements show them.
 */
export function currencyAxisFormat(currency: string, largest: number): string {
  const sample = formatMoney(currency, 1);
  const digit = sample.indexOf('1');
  const prefix = sample.slice(0, digit);
  const suffix = sample.slice(digit + 1);
  const magnitude = Math.abs(largest);
  const scaled =
    magnitude >= 10_000_000
      ? '#,##0,,"M"'
      : magnitude >= 1_000_000
        ? '#,##0.0,,"M"'
        : magnitude >= 10_000
          ? '#,##0,"K"'
          : '#,##0';
  const positive = `${quoted(prefix)}${scaled}${quoted(suffix)}`;
  return `${positive};-${positive};${quoted(prefix)}0${quoted(suffix)}`;
}
