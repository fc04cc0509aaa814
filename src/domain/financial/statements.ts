import { formatLabel } from '../deliverable-labels.ts';
import { ENGLISH_FINANCIAL_LABELS, type FinancialLabels } from './financial-labels.ts';
import type { ForecastYear } from './forecast-types.ts';

/**
 * The three statements by model year as the page, the exports and the shared view show them:
 * one row per line, costs and cash going out as negative amounts. The balance sheet adds up:
 * total assets = total liabilities and equity, and its last row, their difference, is zero.
 * Zod-free, for the page.
 */
export interface StatementLine {
  /** The line's label in `FinancialLabels`. */
  key: keyof FinancialLabels;
  label: string;
  value(year: ForecastYear): number;
  /** A total: shown in bold. */
  total?: boolean;
}

export interface Statement {
  key: 'profitAndLoss' | 'cashFlow' | 'balanceSheet';
  title: string;
  lines: StatementLine[];
}

type LineDefinition = [key: keyof FinancialLabels, value: StatementLine['value'], total?: boolean];

const DEFINITIONS: readonly [Statement['key'], LineDefinition[]][] = [
  [
    'profitAndLoss',
    [
      ['revenue', (year) => year.revenue, true],
      ['costOfSales', (year) => -year.costOfSales],
      ['grossProfit', (year) => year.grossProfit, true],
      ['operatingExpenses', (year) => -year.operatingExpenses],
      ['staff', (year) => -year.staff],
      ['depreciation', (year) => -year.depreciation],
      ['interest', (year) => -year.interest],
      ['profitBeforeTax', (year) => year.profitBeforeTax, true],
      ['tax', (year) => -year.tax],
      ['netIncome', (year) => year.netIncome, true],
    ],
  ],
  [
    'cashFlow',
    [
      ['netIncome', (year) => year.netIncome],
      ['depreciationAddedBack', (year) => year.depreciation],
      ['capitalPurchases', (year) => -year.capitalPurchases],
      ['equityRaised', (year) => year.equityRaised],
      ['loansDrawn', (year) => year.loanDrawn],
      ['principalRepaid', (year) => -year.principalRepaid],
      ['netCashFlow', (year) => year.netCashFlow, true],
      ['closingCash', (year) => year.closingCash, true],
    ],
  ],
  [
    'balanceSheet',
    [
      ['cash', (year) => year.closingCash],
      ['netFixedAssets', (year) => year.netFixedAssets],
      ['totalAssets', (year) => year.totalAssets, true],
      ['loanBalance', (year) => year.loanBalance],
      ['openingEquity', (year) => year.openingEquity],
      ['equityRaisedToDate', (year) => year.equityRaisedToDate],
      ['retainedEarnings', (year) => year.retainedEarnings],
      ['totalLiabilitiesAndEquity', (year) => year.totalLiabilitiesAndEquity, true],
      ['balanceCheck', (year) => year.totalAssets - year.totalLiabilitiesAndEquity],
    ],
  ],
];

/** The statements with their titles and lines in `labels`' language. */
export function statementsIn(labels: FinancialLabels): Statement[] {
  return DEFINITIONS.map(([key, lines]) => ({
    key,
    title: labels[key],
    lines: lines.map(([lineKey, value, total]) => ({
      key: lineKey,
      label: labels[lineKey],
      value,
      ...(total ? { total } : {}),
    })),
  }));
}

export const STATEMENTS: readonly Statement[] = statementsIn(ENGLISH_FINANCIAL_LABELS);

/**
 * A statement as rows of text: a header (`Line`, `Year 1`...), one row per line, and which rows
 * are totals (to be set in bold).
 */
export function statementTable(
  statement: Statement,
  years: readonly ForecastYear[],
  format: (amount: number) => string,
  labels: FinancialLabels = ENGLISH_FINANCIAL_LABELS,
): { header: string[]; rows: string[][]; totals: boolean[] } {
  return {
    header: [labels.line, ...years.map((year) => formatLabel(labels.year, { number: year.year }))],
    rows: statement.lines.map((entry) => [
      entry.label,
      ...years.map((year) => format(entry.value(year))),
    ]),
    totals: statement.lines.map((entry) => entry.total === true),
  };
}
