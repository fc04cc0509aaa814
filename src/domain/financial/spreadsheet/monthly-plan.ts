import type { ScalarAssumption } from '../assumption-types.ts';

/**
 * The live spreadsheet's Monthly sheet as data: one line per row, each with a formula per model
 * month. The formulas restate the engine's conventions (`forecast.ts`), so they live beside it:
 * a change of convention is made in this folder, in both, and `financial-workbook.test.ts` checks
 * LibreOffice's results against the engine. Rendering to a file is the exporter's business.
 *
 * Layout: column A holds the labels, column B is model month 1; row 1 holds the month numbers,
 * row 3 the model years, which formulas read (`B$1`, `B$3`).
 */

/** References of the input cells (`'Assumptions'!$C$14`), by field name, per list item. */
export interface AssumptionCells {
  scalars: Record<ScalarAssumption, string>;
  streams: Record<StreamField, string>[];
  expenses: Record<'name' | 'amountPerMonth' | 'annualIncreasePct', string>[];
  staff: Record<'role' | 'count' | 'salaryPerYear' | 'startMonth' | 'onCostPct', string>[];
  purchases: Record<'name' | 'amount' | 'month' | 'usefulLifeMonths', string>[];
  funding: Record<FundingField, string>[];
}

type StreamField =
  | 'name'
  | 'kind'
  | 'unitPrice'
  | 'unitsPerMonth'
  | 'pricePerMonth'
  | 'newCustomersPerMonth'
  | 'monthlyGrowthPct'
  | 'monthlyChurnPct'
  | 'cogsPct';
type FundingField = 'name' | 'kind' | 'amount' | 'month' | 'annualInterestPct' | 'termMonths';

export type LineFormat = 'money' | 'volume' | 'integer' | 'month';

/** A month's content: a formula without `=`, a constant, or nothing. */
export type MonthCell = (month: number) => string | number | null;

export interface FormulaLine {
  key?: string;
  label: string;
  style?: 'title' | 'total';
  format?: LineFormat;
  cell?: MonthCell;
}

export function columnLetter(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** The column of a 1-based model month. */
export function monthColumn(month: number): string {
  return columnLetter(month + 1);
}

/** A sheet name as formulas write it: quoted, so any label (spaces, accents) works. */
export function sheetReference(name: string): string {
  return `'${name.replace(/'/g, "''")}'`;
}

export class MonthlyPlan {
  readonly lines: FormulaLine[] = [];
  private readonly rows = new Map<string, number>();

  constructor(readonly horizon: number) {}

  title(label: string): void {
    this.lines.push({ label, style: 'title' });
  }

  /** Adds a line; its formulas may refer to lines added later (they are built when written). */
  line(
    key: string,
    label: string,
    cell: MonthCell,
    options: Pick<FormulaLine, 'format' | 'style'> = {},
  ): string {
    this.lines.push({ key, label, cell, ...options });
    this.rows.set(key, this.lines.length);
    return key;
  }

  row(key: string): number {
    const row = this.rows.get(key);
    if (row === undefined) throw new Error(`No Monthly line ${key}`);
    return row;
  }

  /** `C12`: the line's cell in a model month. */
  at(key: string, month: number): string {
    return `${monthColumn(month)}${this.row(key)}`;
  }

  monthNumber(month: number): string {
    return `${monthColumn(month)}$1`;
  }

  modelYear(month: number): string {
    return `${monthColumn(month)}$3`;
  }

  /** The line's value in the month before, or `first` in month 1. */
  previous(key: string, month: number, first: string): string {
    return month === 1 ? first : this.at(key, month - 1);
  }

  /** The sum of the lines in a month (`0` for none). */
  total(keys: readonly string[], month: number): string {
    return keys.length === 0 ? '0' : keys.map((key) => this.at(key, month)).join('+');
  }

  /** A running total of `flow`, kept on line `key`. */
  cumulative(key: string, flow: (month: number) => string): MonthCell {
    return (month) => (month === 1 ? flow(month) : `${this.at(key, month - 1)}+${flow(month)}`);
  }

  /** `IF(<month>=<input>,<amount>,0)`: an amount in the month an input names. */
  inMonth(monthInput: string, amount: string): MonthCell {
    return (month) => `IF(${this.monthNumber(month)}=${monthInput},${amount},0)`;
  }
}
