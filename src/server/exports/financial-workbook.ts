import type ExcelJS from 'exceljs';
import type {
  FinancialAssumptions,
  ScalarAssumption,
  WithRationale,
} from '../../domain/financial/assumption-types.ts';
import type { ScenarioInput } from '../../domain/financial/scenarios.ts';
import {
  FINANCIAL_SHEET_LABELS,
  type FinancialSheetLabels,
  fundingLabel,
} from '../../domain/financial/spreadsheet/labels.ts';
import {
  type AssumptionCells,
  columnLetter,
  type LineFormat,
  type MonthlyPlan,
  monthColumn,
  sheetReference,
} from '../../domain/financial/spreadsheet/monthly-plan.ts';
import { monthlyPlan } from '../../domain/financial/spreadsheet/statement-lines.ts';
import { writeScenarios } from './scenarios-sheet.ts';
import { INPUT_FONT, MONEY_FORMAT, safeText } from './workbook-cells.ts';

/**
 * The financial model as a live spreadsheet: an `Assumptions` sheet of labelled input cells, and
 * `Monthly` and `Annual` sheets made only of formulas that reference them, so changing a price in
 * Excel or LibreOffice recalculates every statement exactly as `domain/financial/forecast.ts` does
 * (the Monthly formulas are planned beside the engine, in `domain/financial/spreadsheet/`).
 * Formulas carry no cached results, so a spreadsheet program computes them on opening. The
 * structure (how many months, streams, expenses...) is fixed when the file is made; the values
 * are live.
 */

export { FINANCIAL_SHEET_LABELS, type FinancialSheetLabels };

const MONEY = MONEY_FORMAT;
const FORMATS: Record<LineFormat, string> = {
  money: MONEY,
  volume: '#,##0.0',
  integer: '0',
  month: 'mmm yyyy',
};

/**
 * Adds the three sheets to `workbook`, and with scenarios a `Scenarios` sheet between the
 * Assumptions and the statements: its `Scenario` cell chooses which one the statements show.
 */
export function addFinancialSheets(
  workbook: ExcelJS.Workbook,
  assumptions: FinancialAssumptions,
  labels: FinancialSheetLabels = FINANCIAL_SHEET_LABELS,
  scenarios: readonly ScenarioInput[] = [],
): void {
  workbook.calcProperties.fullCalcOnLoad = true;
  const base = writeAssumptions(workbook, assumptions, labels);
  const cells =
    scenarios.length > 0 ? writeScenarios(workbook, assumptions, scenarios, base, labels) : base;
  const plan = monthlyPlan(assumptions, cells, labels);
  writeMonthly(workbook, plan, labels);
  writeAnnual(workbook, assumptions, cells, plan, labels);
}

type InputKind = 'text' | 'money' | 'number' | 'month';
/** A column of an assumptions table, named by the item's field; money and numbers are inputs. */
type Column<Field extends string> = [header: string, field: Field, kind: InputKind];

/** The Assumptions sheet: the scalars, then one table per list, one row per item. */
function writeAssumptions(
  workbook: ExcelJS.Workbook,
  assumptions: FinancialAssumptions,
  labels: FinancialSheetLabels,
): AssumptionCells {
  const sheet = workbook.addWorksheet(labels.assumptionsSheet);
  sheet.getColumn(1).width = 34;
  for (let column = 2; column <= 11; column++) sheet.getColumn(column).width = 16;
  sheet.getCell('A1').value = labels.assumptionsTitle;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = labels.assumptionsNote;
  let row = 4;
  const reference = (column: number) =>
    `${sheetReference(labels.assumptionsSheet)}!$${columnLetter(column)}$${row}`;
  const write = (column: number, value: unknown, kind: InputKind = 'text') => {
    const cell = sheet.getCell(row, column);
    if (typeof value === 'string') cell.value = safeText(value);
    else if (typeof value === 'number' || value instanceof Date) cell.value = value;
    if (kind !== 'text') cell.font = INPUT_FONT;
    if (kind === 'money') cell.numFmt = MONEY;
    if (kind === 'month') cell.numFmt = 'yyyy-mm';
    return cell;
  };
  const headers = (names: string[]) => {
    for (const [index, name] of names.entries()) write(index + 1, name).font = { bold: true };
    row++;
  };

  headers([labels.assumption, labels.value, labels.rationale]);
  const [year, month] = assumptions.startMonth.split('-').map(Number) as [number, number];
  const scalarRows: [ScalarAssumption, unknown, InputKind][] = [
    ['currency', assumptions.currency, 'text'],
    ['startMonth', new Date(Date.UTC(year, month - 1, 1)), 'month'],
    ['years', assumptions.years, 'text'],
    ['startingCash', assumptions.startingCash, 'money'],
    ['cogsPct', assumptions.cogsPct, 'number'],
    ['taxRatePct', assumptions.taxRatePct, 'number'],
  ];
  const scalars = {} as Record<ScalarAssumption, string>;
  for (const [field, value, kind] of scalarRows) {
    write(1, labels[field]);
    write(2, value, kind);
    write(3, assumptions.rationales[field]);
    scalars[field] = reference(2);
    row++;
  }

  const table = <Field extends string>(
    title: string,
    items: readonly WithRationale[],
    columns: Column<Field>[],
  ): Record<Field, string>[] => {
    row++;
    write(1, title).font = { bold: true };
    row++;
    headers([...columns.map(([header]) => header), labels.rationale]);
    return items.map((item) => {
      const cells = {} as Record<Field, string>;
      for (const [index, [, field, kind]] of columns.entries()) {
        write(index + 1, (item as Record<string, unknown>)[field], kind);
        cells[field] = reference(index + 1);
      }
      write(columns.length + 1, item.rationale);
      row++;
      return cells;
    });
  };

  return {
    scalars,
    streams: table(labels.revenueStreams, assumptions.revenueStreams, [
      [labels.name, 'name', 'text'],
      [labels.kind, 'kind', 'text'],
      [labels.unitPrice, 'unitPrice', 'money'],
      [labels.unitsPerMonth, 'unitsPerMonth', 'number'],
      [labels.pricePerMonth, 'pricePerMonth', 'money'],
      [labels.newCustomersPerMonth, 'newCustomersPerMonth', 'number'],
      [labels.monthlyGrowthPct, 'monthlyGrowthPct', 'number'],
      [labels.monthlyChurnPct, 'monthlyChurnPct', 'number'],
      [labels.streamCogsPct, 'cogsPct', 'number'],
    ]),
    expenses: table(labels.operatingExpenses, assumptions.operatingExpenses, [
      [labels.name, 'name', 'text'],
      [labels.amountPerMonth, 'amountPerMonth', 'money'],
      [labels.annualIncreasePct, 'annualIncreasePct', 'number'],
    ]),
    staff: table(labels.staff, assumptions.staff, [
      [labels.role, 'role', 'text'],
      [labels.count, 'count', 'number'],
      [labels.salaryPerYear, 'salaryPerYear', 'money'],
      [labels.staffStartMonth, 'startMonth', 'number'],
      [labels.onCostPct, 'onCostPct', 'number'],
    ]),
    purchases: table(labels.capitalPurchases, assumptions.capitalPurchases, [
      [labels.name, 'name', 'text'],
      [labels.amount, 'amount', 'money'],
      [labels.month, 'month', 'number'],
      [labels.usefulLifeMonths, 'usefulLifeMonths', 'number'],
    ]),
    funding: table(
      labels.funding,
      assumptions.funding.map((fund) => ({
        ...fund,
        name: fundingLabel(fund, assumptions, labels),
      })),
      [
        [labels.name, 'name', 'text'],
        [labels.kind, 'kind', 'text'],
        [labels.amount, 'amount', 'money'],
        [labels.month, 'month', 'number'],
        [labels.annualInterestPct, 'annualInterestPct', 'number'],
        [labels.termMonths, 'termMonths', 'number'],
      ],
    ),
  };
}

function writeMonthly(
  workbook: ExcelJS.Workbook,
  plan: MonthlyPlan,
  labels: FinancialSheetLabels,
): void {
  const sheet = workbook.addWorksheet(labels.monthlySheet, {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 3 }],
  });
  sheet.getColumn(1).width = 44;
  for (let month = 1; month <= plan.horizon; month++) sheet.getColumn(month + 1).width = 14;
  for (const [index, line] of plan.lines.entries()) {
    const row = sheet.getRow(index + 1);
    row.getCell(1).value = safeText(line.label);
    if (line.style) row.font = { bold: true };
    if (!line.cell) continue;
    for (let month = 1; month <= plan.horizon; month++) {
      const content = line.cell(month);
      if (content === null) continue;
      const cell = row.getCell(month + 1);
      cell.value = typeof content === 'number' ? content : { formula: content };
      cell.numFmt = FORMATS[line.format ?? 'money'];
    }
  }
}

/**
 * The Annual sheet's statement rows: a year's flow is the sum of its months, a stock its last; a
 * `sum` or `difference` adds up rows of this sheet (its balance sheet totals and check).
 */
type AnnualRow =
  | [key: keyof FinancialSheetLabels, kind: 'flow' | 'stock', bold?: boolean]
  | [
      key: keyof FinancialSheetLabels,
      kind: 'sum' | 'difference',
      bold: boolean,
      of: (keyof FinancialSheetLabels)[],
    ]
  /** An empty row, or a heading. */
  | [key: keyof FinancialSheetLabels | '', kind: 'gap'];

const ANNUAL_ROWS: AnnualRow[] = [
  ['revenue', 'flow', true],
  ['costOfSales', 'flow'],
  ['grossProfit', 'flow', true],
  ['grossMarginPct', 'flow'],
  ['operatingExpenses', 'flow'],
  ['staff', 'flow'],
  ['depreciation', 'flow'],
  ['interest', 'flow'],
  ['profitBeforeTax', 'flow', true],
  ['lossesBroughtForward', 'stock'],
  ['tax', 'flow'],
  ['netIncome', 'flow', true],
  ['', 'gap'],
  ['capitalPurchases', 'flow'],
  ['equityRaised', 'flow'],
  ['loanDrawn', 'flow'],
  ['principalRepaid', 'flow'],
  ['netCashFlow', 'flow'],
  ['closingCash', 'stock', true],
  ['', 'gap'],
  ['balanceSheet', 'gap'],
  ['cash', 'stock'],
  ['netFixedAssets', 'stock'],
  ['totalAssets', 'sum', true, ['cash', 'netFixedAssets']],
  ['loanBalance', 'stock'],
  ['openingEquity', 'stock'],
  ['equityRaisedToDate', 'stock'],
  ['retainedEarnings', 'stock'],
  [
    'totalClaims',
    'sum',
    true,
    ['loanBalance', 'openingEquity', 'equityRaisedToDate', 'retainedEarnings'],
  ],
  ['balanceCheck', 'difference', false, ['totalAssets', 'totalClaims']],
  ['', 'gap'],
];

function writeAnnual(
  workbook: ExcelJS.Workbook,
  assumptions: FinancialAssumptions,
  cells: AssumptionCells,
  plan: MonthlyPlan,
  labels: FinancialSheetLabels,
): void {
  const sheet = workbook.addWorksheet(labels.annualSheet, {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 2 }],
  });
  sheet.getColumn(1).width = 34;
  const years = Array.from({ length: assumptions.years }, (_, index) => index + 1);
  for (const year of years) sheet.getColumn(year + 1).width = 16;
  const monthly = sheetReference(labels.monthlySheet);
  const at = (key: string, month: number) => `${monthly}!${plan.at(key, month)}`;
  const span = (key: string, from: number, to: number) =>
    `${monthly}!$${monthColumn(from)}$${plan.row(key)}:$${monthColumn(to)}$${plan.row(key)}`;
  let row = 1;
  const label = (text: string, bold = false) => {
    const cell = sheet.getCell(row, 1);
    cell.value = text;
    if (bold) cell.font = { bold: true };
  };
  const formula = (column: number, content: string, format: LineFormat | 'percent' = 'money') => {
    const cell = sheet.getCell(row, column);
    cell.value = { formula: content };
    cell.numFmt = format === 'percent' ? '0.0' : FORMATS[format];
  };

  label(labels.year, true);
  for (const year of years) {
    sheet.getCell(row, year + 1).value = `${labels.year} ${year}`;
    sheet.getCell(row, year + 1).font = { bold: true };
  }
  row++;
  label(labels.yearStarts);
  for (const year of years) formula(year + 1, at('calendarMonth', year * 12 - 11), 'month');
  row++;

  const rows = new Map<string, number>();
  for (const [key, kind, bold, of] of ANNUAL_ROWS) {
    if (kind === 'gap') {
      // A gap row may carry a heading (the balance sheet's).
      if (key !== '') label(labels[key], true);
      row++;
      continue;
    }
    label(labels[key], bold);
    rows.set(key, row);
    for (const year of years) {
      const column = columnLetter(year + 1);
      const cell = (rowKey: string) => `${column}${rows.get(rowKey)}`;
      if (key === 'grossMarginPct') {
        const [revenue, grossProfit] = [cell('revenue'), cell('grossProfit')];
        formula(year + 1, `IF(${revenue}=0,"",${grossProfit}/${revenue}*100)`, 'percent');
      } else if (kind === 'sum') {
        formula(year + 1, of.map(cell).join('+'));
      } else if (kind === 'difference') {
        formula(year + 1, of.map(cell).join('-'));
      } else if (kind === 'flow') {
        formula(year + 1, `SUM(${span(key, year * 12 - 11, year * 12)})`);
      } else {
        formula(year + 1, at(key, year * 12));
      }
    }
    row++;
  }

  label(labels.summary, true);
  row++;
  const summary = (text: string, content: string, format: LineFormat = 'money') => {
    label(text);
    formula(2, content, format);
    return `B${row++}`;
  };
  const breakEven = summary(
    labels.breakEvenMonth,
    `IFERROR(MATCH(1,${span('breakEvenFlag', 1, plan.horizon)},0),"${labels.none}")`,
    'integer',
  );
  summary(
    labels.breakEvenCalendarMonth,
    `IF(ISNUMBER(${breakEven}),EDATE(${cells.scalars.startMonth},${breakEven}-1),"${labels.none}")`,
    'month',
  );
  const cash = span('closingCash', 1, plan.horizon);
  const lowest = summary(labels.lowestCash, `MIN(${cash})`);
  summary(labels.lowestCashMonth, `MATCH(${lowest},${cash},0)`, 'integer');
  summary(labels.fundingNeed, `MAX(0,-${lowest})`);
}
