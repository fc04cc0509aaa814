/** How a number in a cell is shown, from the number format of its style. */
export type NumberKind = 'number' | 'date' | 'time' | 'date-time' | 'percent';

const BUILT_IN_KINDS: Record<number, NumberKind> = {
  9: 'percent',
  10: 'percent',
  14: 'date',
  15: 'date',
  16: 'date',
  17: 'date',
  18: 'time',
  19: 'time',
  20: 'time',
  21: 'time',
  22: 'date-time',
  45: 'time',
  46: 'time',
  47: 'time',
};
for (const id of [27, 28, 29, 30, 31, 34, 35, 36, 50, 51, 52, 53, 54, 57, 58]) {
  BUILT_IN_KINDS[id] = 'date';
}
for (const id of [32, 33, 55, 56]) BUILT_IN_KINDS[id] = 'time';

/** The kind of a number format: its built-in id, or what its format code shows. */
export function numberKind(formatId: number, formatCode: string | undefined): NumberKind {
  if (formatCode === undefined) return BUILT_IN_KINDS[formatId] ?? 'number';
  // Quoted text, [colours] / [conditions] and escaped characters are not part of the format;
  // elapsed-time brackets ([h], [mm]) are.
  const code = formatCode.replace(/"[^"]*"|\[(?![hms]+\])[^\]]*\]|\\./gi, '').toLowerCase();
  if (code.includes('%')) return 'percent';
  const hasTime = /[hs]/.test(code);
  // A lone "m" is a month in a date and a minute next to hours or seconds.
  const hasDate = /[dy]/.test(code) || (code.includes('m') && !hasTime);
  if (hasDate && hasTime) return 'date-time';
  if (hasDate) return 'date';
  if (hasTime) return 'time';
  return 'number';
}

const DAY = 86_400_000;
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** A cell's number as the spreadsheet shows its kind: `2024-03-01`, `14:30`, `12.5%`, `1200.5`. */
export function formatNumber(value: number, kind: NumberKind, date1904: boolean): string {
  switch (kind) {
    case 'percent':
      return `${tidy(value * 100)}%`;
    case 'date':
    case 'time':
    case 'date-time': {
      const date = new Date((date1904 ? EPOCH_1904 : EPOCH_1900) + Math.round(value * DAY));
      if (Number.isNaN(date.getTime())) return tidy(value);
      const iso = date.toISOString();
      const day = iso.slice(0, 10);
      const time = iso.slice(11, iso.endsWith(':00.000Z') ? 16 : 19);
      if (kind === 'time') return time;
      if (kind === 'date-time' || value % 1 !== 0) return `${day} ${time}`;
      return day;
    }
    default:
      return tidy(value);
  }
}

/** 15 significant digits, as a spreadsheet shows them: 0.1 + 0.2 is 0.3. */
function tidy(value: number): string {
  return String(Number(value.toPrecision(15)));
}

/** The 0-based column of a cell reference (`C12` -> 2), or undefined when it has none. */
export function columnIndex(reference: string | undefined): number | undefined {
  const letters = reference?.match(/^[A-Z]+/i)?.[0];
  if (!letters) return undefined;
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}
