import ExcelJS from 'exceljs';
import fc from 'fast-check';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import {
  emptyAssumptions,
  type FinancialAssumptions,
} from '../../domain/financial/assumption-types.ts';
import { parseAssumptions } from '../../domain/financial/assumptions.ts';
import { EXAMPLE_ASSUMPTIONS } from '../../domain/financial/example-assumptions.ts';
import { computeForecast } from '../../domain/financial/forecast.ts';
import { assumptionsArbitrary } from '../../domain/financial/forecast-test-support.ts';
import { columnLetter } from '../../domain/financial/spreadsheet/monthly-plan.ts';
import { LOSS_THEN_PROFIT as LOSS_THEN_PROFIT_INPUT } from '../testing/financial-fixtures.ts';
import {
  type FinancialSheets,
  hasLibreOffice,
  recalculate,
} from '../testing/libreoffice-recalc.ts';
import { addFinancialSheets } from './financial-workbook.ts';

function valid(input: unknown): FinancialAssumptions {
  const parsed = parseAssumptions(input);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  return parsed.assumptions;
}

/** A loss in year 1, profits later, taxed once the losses are used up; two loans, a late purchase. */
const LOSS_THEN_PROFIT = valid(LOSS_THEN_PROFIT_INPUT);

/** Costs only: no break-even, cash falls to its lowest in the last month. */
const NEVER_BREAKS_EVEN = valid({
  ...emptyAssumptions('USD'),
  startingCash: 5000,
  operatingExpenses: [{ name: '=HYPERLINK("x")', amountPerMonth: 1000, annualIncreasePct: 0 }],
});

const SETS: Record<string, FinancialAssumptions> = {
  example: EXAMPLE_ASSUMPTIONS,
  lossThenProfit: LOSS_THEN_PROFIT,
  neverBreaksEven: NEVER_BREAKS_EVEN,
  empty: emptyAssumptions('EUR'),
  // Random valid sets (fixed seed, so the file is the same on every run).
  ...Object.fromEntries(
    fc
      .sample(assumptionsArbitrary, { numRuns: 3, seed: 13 })
      .map((assumptions, index) => [`random${index}`, assumptions]),
  ),
};

async function workbookBytes(assumptions: FinancialAssumptions): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addFinancialSheets(workbook, assumptions);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function loadWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook;
}

function rowOf(rows: string[][], label: string): string[] {
  const matches = rows.filter((row) => row[0] === label);
  expect(matches, `one row labelled ${label}`).toHaveLength(1);
  return matches[0]!.slice(1);
}

function expectCents(actual: string | undefined, expected: number, what: string) {
  expect(Number.isFinite(Number(actual)), `${what}: ${actual} is a number`).toBe(true);
  expect(Math.abs(Number(actual) - expected), `${what}: ${actual} vs ${expected}`).toBeLessThan(
    0.005,
  );
}

/** The recalculated sheets give what the engine gives, to the cent. */
function expectSameAsEngine(
  sheets: FinancialSheets,
  assumptions: FinancialAssumptions,
  name: string,
) {
  const forecast = computeForecast(assumptions);
  const annual = sheets.Annual;
  expect(rowOf(annual, 'Year').slice(0, assumptions.years)).toEqual(
    forecast.years.map((year) => `Year ${year.year}`),
  );
  for (const [label, line] of [
    ['Revenue', 'revenue'],
    ['Net income', 'netIncome'],
    ['Closing cash', 'closingCash'],
    ['Tax', 'tax'],
    ['Profit before tax', 'profitBeforeTax'],
    ['Loan balance', 'loanBalance'],
    ['Opening equity (starting cash)', 'openingEquity'],
    ['Total assets', 'totalAssets'],
    ['Total liabilities and equity', 'totalLiabilitiesAndEquity'],
  ] as const) {
    const cells = rowOf(annual, label);
    for (const year of forecast.years) {
      expectCents(cells[year.year - 1], year[line], `${name} ${label} year ${year.year}`);
    }
  }
  // The balance sheet balances to the cent in the file as recalculated, not only in the engine.
  const assets = rowOf(annual, 'Total assets');
  const claims = rowOf(annual, 'Total liabilities and equity');
  const annualDifference = rowOf(annual, 'Difference (always 0)');
  for (const year of forecast.years) {
    const index = year.year - 1;
    expectCents(assets[index], Number(claims[index]), `${name} balance sheet year ${year.year}`);
    expectCents(annualDifference[index], 0, `${name} annual difference year ${year.year}`);
  }
  const closingCash = rowOf(sheets.Monthly, 'Closing cash');
  const difference = rowOf(sheets.Monthly, 'Difference (always 0)');
  for (const month of forecast.months) {
    expectCents(
      closingCash[month.month - 1],
      month.closingCash,
      `${name} cash month ${month.month}`,
    );
    expectCents(difference[month.month - 1], 0, `${name} balance sheet month ${month.month}`);
  }
  expect(rowOf(annual, 'Break-even month')[0]).toBe(
    forecast.breakEvenMonth === null ? 'none' : String(forecast.breakEvenMonth),
  );
  expectCents(rowOf(annual, 'Lowest cash')[0], forecast.lowestCash.amount, `${name} lowest cash`);
  expect(rowOf(annual, 'Lowest cash month')[0]).toBe(String(forecast.lowestCash.month));
  expectCents(rowOf(annual, 'Funding need')[0], forecast.fundingNeed, `${name} funding need`);
}

describe('financial workbook', { timeout: 60_000 }, () => {
  it('has one Annual column per year, whose statement cells are formulas without cached results', async () => {
    for (const assumptions of [EXAMPLE_ASSUMPTIONS, LOSS_THEN_PROFIT]) {
      const bytes = await workbookBytes(assumptions);
      const workbook = await loadWorkbook(bytes);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
        'Assumptions',
        'Monthly',
        'Annual',
      ]);
      const annual = workbook.getWorksheet('Annual')!;
      const labels = annual.getColumn(1).values;
      for (const label of [
        'Revenue',
        'Net income',
        'Closing cash',
        'Total assets',
        'Total liabilities and equity',
      ]) {
        const row = annual.getRow(labels.indexOf(label));
        const cells = Array.from({ length: assumptions.years }, (_, index) =>
          row.getCell(index + 2),
        );
        expect(cells.map((cell) => typeof cell.formula)).toEqual(cells.map(() => 'string'));
        expect(row.getCell(assumptions.years + 2).value).toBeNull();
      }
      const zip = await JSZip.loadAsync(bytes);
      for (const sheet of ['sheet2', 'sheet3']) {
        const xml = await zip.file(`xl/worksheets/${sheet}.xml`)!.async('string');
        expect(xml).toContain('<f>');
        expect(xml).not.toMatch(/<\/f><v>/);
      }
    }
  });

  it('names columns as spreadsheets do', () => {
    expect([1, 26, 27, 52, 61, 703].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'BI', 'AAA']);
  });

  it('shows a name that looks like a formula as text', async () => {
    const workbook = await loadWorkbook(await workbookBytes(NEVER_BREAKS_EVEN));
    const monthly = workbook.getWorksheet('Monthly')!;
    expect(monthly.getColumn(1).values).toContain(`'=HYPERLINK("x")`);
  });

  it.skipIf(!hasLibreOffice)(
    'recalculates in LibreOffice to the same figures as the engine, also after a price changes',
    async () => {
      expect(computeForecast(LOSS_THEN_PROFIT).years[0]!.netIncome).toBeLessThan(0);
      expect(
        computeForecast(LOSS_THEN_PROFIT).years.some(
          (year) => year.lossesBroughtForward > 0 && year.tax > 0,
        ),
      ).toBe(true);
      const files = Object.fromEntries(
        await Promise.all(
          Object.entries(SETS).map(
            async ([name, set]) => [name, await workbookBytes(set)] as const,
          ),
        ),
      );

      // The price of "Kits" changed in the file, as a person would in Excel.
      const workbook = await loadWorkbook(files.lossThenProfit!);
      const sheet = workbook.getWorksheet('Assumptions')!;
      const nameRow = sheet.getColumn(1).values.indexOf('Kits');
      const headerRow = sheet.getRow(nameRow - 1).values as unknown[];
      sheet.getRow(nameRow).getCell(headerRow.indexOf('Unit price')).value = 95;
      files.repriced = Buffer.from(await workbook.xlsx.writeBuffer());
      const repriced = structuredClone(LOSS_THEN_PROFIT);
      const kits = repriced.revenueStreams[0]!;
      if (kits.kind !== 'units') throw new Error('Kits is a units stream');
      kits.unitPrice = 95;

      const sheets = recalculate(files);
      for (const [name, set] of Object.entries(SETS)) expectSameAsEngine(sheets[name]!, set, name);
      expectSameAsEngine(sheets.repriced!, repriced, 'repriced');
      expect(rowOf(sheets.repriced!.Annual, 'Revenue')[0]).not.toBe(
        rowOf(sheets.lossThenProfit!.Annual, 'Revenue')[0],
      );
    },
    240_000,
  );
});
