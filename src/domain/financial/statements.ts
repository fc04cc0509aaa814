import type { ForecastYear } from './forecast-types.ts';

/**
 * The three statements by model year as the page, the exports and the shared view show them:
 * one row per line, costs and cash going out as negative amounts. Zod-free, for the page.
 */
export interface StatementLine {
  label: string;
  value(year: ForecastYear): number;
  /** A total: shown in bold. */
  total?: boolean;
}

export interface Statement {
  title: string;
  lines: StatementLine[];
}

const line = (label: string, value: StatementLine['value'], total = false): StatementLine => ({
  label,
  value,
  ...(total ? { total } : {}),
});

export const STATEMENTS: readonly Statement[] = [
  {
    title: 'Profit and loss',
    lines: [
      line('Revenue', (year) => year.revenue, true),
      line('Cost of sales', (year) => -year.costOfSales),
      line('Gross profit', (year) => year.grossProfit, true),
      line('Operating expenses', (year) => -year.operatingExpenses),
      line('Staff', (year) => -year.staff),
      line('Depreciation', (year) => -year.depreciation),
      line('Interest', (year) => -year.interest),
      line('Profit before tax', (year) => year.profitBeforeTax, true),
      line('Tax', (year) => -year.tax),
      line('Net income', (year) => year.netIncome, true),
    ],
  },
  {
    title: 'Cash flow',
    lines: [
      line('Net income', (year) => year.netIncome),
      line('Depreciation added back', (year) => year.depreciation),
      line('Capital purchases', (year) => -year.capitalPurchases),
      line('Equity raised', (year) => year.equityRaised),
      line('Loans drawn', (year) => year.loanDrawn),
      line('Loan principal repaid', (year) => -year.principalRepaid),
      line('Net cash flow', (year) => year.netCashFlow, true),
      line('Closing cash', (year) => year.closingCash, true),
    ],
  },
  {
    title: 'Balance sheet (end of year)',
    lines: [
      line('Cash', (year) => year.closingCash),
      line('Net fixed assets', (year) => year.netFixedAssets),
      line('Total assets', (year) => year.closingCash + year.netFixedAssets, true),
      line('Loan balance', (year) => year.loanBalance),
      line('Equity raised to date', (year) => year.equityRaisedToDate),
      line('Retained earnings', (year) => year.retainedEarnings),
    ],
  },
];

/** A statement as rows of text: a header (`Line`, `Year 1`...) and one row per line. */
export function statementTable(
  statement: Statement,
  years: readonly ForecastYear[],
  format: (amount: number) => string,
): { header: string[]; rows: string[][] } {
  return {
    header: ['Line', ...years.map((year) => `Year ${year.year}`)],
    rows: statement.lines.map((entry) => [
      entry.label,
      ...years.map((year) => format(entry.value(year))),
    ]),
  };
}
