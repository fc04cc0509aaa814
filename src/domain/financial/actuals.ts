import { parse } from 'csv-parse/sync';
import { isStorableText } from '../stored-text.ts';
import {
  ACTUAL_COLUMNS,
  ACTUALS_LIMITS,
  type ActualColumn,
  type ActualMonth,
  type ActualsComparison,
  type ActualsMonthComparison,
} from './actual-types.ts';
import { FINANCIAL_LIMITS } from './assumption-types.ts';
import { calendarMonthOf } from './calendar-month.ts';
import type { Forecast, ForecastMonth } from './forecast-types.ts';
import { totalCosts } from './total-costs.ts';

/**
 * Actual results against the forecast (issue 30, decision 0105): a CSV of monthly actuals
 * (`month` as `YYYY-MM`, then any of `revenue`, `costs`, `cash` in any order) checked whole, so a
 * file is stored entirely or not at all, and each month compared with the forecast's figure:
 * revenue with revenue, costs with the forecast's costs (cost of sales + operating expenses +
 * staff + depreciation + interest, i.e. revenue less profit before tax, as the revenue and costs
 * chart draws them), cash with the month's closing cash. Pure.
 */

export const ACTUALS_TOO_LARGE = `The actuals file is larger than ${ACTUALS_LIMITS.maxBytes / 1024} KB, the limit for a CSV of monthly actuals.`;

/** One problem of a file: its row as a spreadsheet numbers it (the header is row 1), its column. */
export interface ActualsIssue {
  row: number;
  /** The column's header (`revenue`), or null for the whole row. */
  column: string | null;
  /** `Row 4, column revenue: must be a number`. */
  message: string;
}

export type ActualsParseResult =
  | { success: true; months: ActualMonth[] }
  | { success: false; issues: ActualsIssue[] };

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** `1234.5`, `-80`, `1,234.50` (commas only as thousands separators, in a quoted cell). */
const NUMBER = /^-?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/;

const columnList = `month, then any of ${ACTUAL_COLUMNS.join(', ')}`;

function issue(row: number, column: string | null, text: string, shown = column): ActualsIssue {
  return {
    row,
    column,
    message: shown === null ? `Row ${row}: ${text}` : `Row ${row}, column ${shown}: ${text}`,
  };
}

/** An unknown header as an issue may name it: plain short text (quoted), else its position. */
function unknownColumn(row: number, header: string, index: number): ActualsIssue {
  const text = `is not a column of actuals (the columns are ${columnList})`;
  return header.length > 0 && header.length <= 40 && isStorableText(header)
    ? issue(row, header, text, `"${header}"`)
    : issue(row, String(index + 1), text);
}

function parseAmount(cell: string, column: ActualColumn): number | string {
  if (!NUMBER.test(cell)) return 'must be a number (such as 1234.56)';
  const value = Number(cell.replaceAll(',', ''));
  const max = FINANCIAL_LIMITS.maxAmount;
  if (column !== 'cash' && value < 0) return 'must not be negative';
  if (Math.abs(value) > max) return `must be at most ${max.toLocaleString('en')} either way`;
  return value;
}

/** The CSV's rows, each with its row number; an unreadable file as one issue. */
function readRows(text: string): { row: number; cells: string[] }[] | ActualsIssue {
  try {
    const records = parse(text, {
      bom: true,
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { info: { lines: number }; record: string[] }[];
    return records
      .filter((entry) => entry.record.some((cell) => cell !== ''))
      .map((entry) => ({ row: entry.info.lines, cells: entry.record }));
  } catch (error) {
    const lines = (error as { lines?: unknown }).lines;
    const row = typeof lines === 'number' && lines > 0 ? lines : 1;
    const code = (error as { code?: unknown }).code;
    return issue(
      row,
      null,
      code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'a quoted value is never closed'
        : 'is not valid CSV (check the quotes on this row)',
    );
  }
}

/**
 * The file's months, checked against the forecast's months (`startMonth` for `years`): every
 * problem found, by row and column, or the months sorted. Empty rows are skipped; an empty cell
 * is no actual for that column that month.
 */
export function parseActualsCsv(
  text: string,
  model: { startMonth: string; years: number },
): ActualsParseResult {
  const rows = readRows(text);
  if (!Array.isArray(rows)) return { success: false, issues: [rows] };
  const [header, ...body] = rows;
  if (!header) {
    return {
      success: false,
      issues: [
        issue(1, null, `the file is empty: its first row names the columns (${columnList})`),
      ],
    };
  }
  const issues: ActualsIssue[] = [];
  const names = header.cells.map((cell) => cell.toLowerCase());
  const columns = new Map<string, number>();
  names.forEach((name, index) => {
    if (name !== 'month' && !(ACTUAL_COLUMNS as readonly string[]).includes(name)) {
      issues.push(unknownColumn(header.row, header.cells[index] ?? '', index));
    } else if (columns.has(name)) {
      issues.push(issue(header.row, name, 'appears twice in the header'));
    } else {
      columns.set(name, index);
    }
  });
  if (!columns.has('month')) {
    issues.push(issue(header.row, null, `needs a month column (the columns are ${columnList})`));
  }
  const valueColumns = ACTUAL_COLUMNS.filter((column) => columns.has(column));
  if (valueColumns.length === 0) {
    issues.push(issue(header.row, null, `needs at least one of ${ACTUAL_COLUMNS.join(', ')}`));
  }
  if (issues.length > 0) return { success: false, issues };
  if (body.length === 0) {
    return {
      success: false,
      issues: [
        issue(
          header.row + 1,
          null,
          'no months below the header (to remove the actuals, delete them instead)',
        ),
      ],
    };
  }

  const first = model.startMonth;
  const last = calendarMonthOf(model.startMonth, model.years * 12);
  const seen = new Map<string, number>();
  const months: ActualMonth[] = [];
  for (const { row, cells } of body) {
    if (cells.length !== header.cells.length) {
      issues.push(
        issue(
          row,
          null,
          `has ${cells.length} ${cells.length === 1 ? 'value' : 'values'}; the header has ${header.cells.length} columns`,
        ),
      );
      continue;
    }
    const month = cells[columns.get('month')!] ?? '';
    if (!MONTH.test(month)) {
      issues.push(issue(row, 'month', 'must be a month as YYYY-MM (such as 2027-03)'));
    } else if (month < first || month > last) {
      issues.push(issue(row, 'month', `${month} is outside the forecast (${first} to ${last})`));
    } else if (seen.has(month)) {
      issues.push(issue(row, 'month', `${month} is already on row ${seen.get(month)}`));
    } else {
      seen.set(month, row);
    }
    const entry: ActualMonth = { month };
    for (const column of valueColumns) {
      const cell = cells[columns.get(column)!] ?? '';
      if (cell === '') continue;
      const value = parseAmount(cell, column);
      if (typeof value === 'string') issues.push(issue(row, column, value));
      else entry[column] = value;
    }
    months.push(entry);
  }
  if (issues.length > 0) return { success: false, issues };
  return {
    success: true,
    months: months.sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0)),
  };
}

const FORECAST_FIGURE: Record<ActualColumn, (month: ForecastMonth) => number> = {
  revenue: (month) => month.revenue,
  costs: totalCosts,
  cash: (month) => month.closingCash,
};

/**
 * Each stored month against the forecast, unrounded as the forecast is. A month the forecast no
 * longer holds (its start or length changed since the upload) is left out, not deleted.
 */
export function compareActuals(
  actuals: readonly ActualMonth[],
  forecast: Forecast,
): ActualsComparison {
  const byMonth = new Map(forecast.months.map((month) => [month.calendarMonth, month]));
  const months: ActualsMonthComparison[] = [];
  for (const actual of actuals) {
    const forecastMonth = byMonth.get(actual.month);
    if (!forecastMonth) continue;
    const compared: ActualsMonthComparison = { month: actual.month };
    for (const column of ACTUAL_COLUMNS) {
      const value = actual[column];
      if (value === undefined) continue;
      const expected = FORECAST_FIGURE[column](forecastMonth);
      const difference = value - expected;
      compared[column] = {
        forecast: expected,
        actual: value,
        difference,
        differencePct: expected === 0 ? null : (difference / Math.abs(expected)) * 100,
      };
    }
    months.push(compared);
  }
  return { months };
}
