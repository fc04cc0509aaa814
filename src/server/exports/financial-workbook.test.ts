import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import {
  emptyAssumptions,
  type FinancialAssumptions,
} from '../../domain/financial/assumption-types.ts';
import { parseAssumptions } from '../../domain/financial/assumptions.ts';
import { EXAMPLE_ASSUMPTIONS } from '../../domain/financial/example-assumptions.ts';
import { computeForecast } from '../../domain/financial/forecast.ts';
import { assumptionsArbitrary } from '../../domain/financial/forecast-test-support.ts';
import { columnLetter } from '../../domain/financial/spreadsheet/monthly-plan.ts';
import { addFinancialSheets } from './financial-workbook.ts';

function hasCommand(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const hasLibreOffice = hasCommand('soffice');
if (!hasLibreOffice) {
  console.warn(
    'Skipping the LibreOffice recalculation of the financial workbook: `soffice` is not installed (apt-get install libreoffice-calc-nogui).',
  );
}

function valid(input: unknown): FinancialAssumptions {
  const parsed = parseAssumptions(input);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  return parsed.assumptions;
}

/** A loss in year 1, profits later, taxed once the losses are used up; two loans, a late purchase. */
const LOSS_THEN_PROFIT = valid({
  currency: 'GBP',
  startMonth: '2026-10',
  years: 5,
  startingCash: 10_000,
  cogsPct: 40,
  taxRatePct: 25,
  revenueStreams: [
    { name: 'Kits', kind: 'units', unitPrice: 80, unitsPerMonth: 50, monthlyGrowthPct: 6 },
    {
      name: 'Club',
      kind: 'subscription',
      pricePerMonth: 15,
      newCustomersPerMonth: 30,
      monthlyGrowthPct: 2,
      monthlyChurnPct: 4,
      cogsPct: 10,
    },
  ],
  operatingExpenses: [
    { name: 'Rent', amountPerMonth: 3000, annualIncreasePct: 2 },
    { name: 'Marketing', amountPerMonth: 4000, annualIncreasePct: -10 },
  ],
  staff: [
    { role: 'Founder', count: 1, salaryPerYear: 36_000, startMonth: 1, onCostPct: 20 },
    { role: 'Engineer', count: 2, salaryPerYear: 54_000, startMonth: 7, onCostPct: 25 },
  ],
  capitalPurchases: [
    { name: 'Tools', amount: 12_000, month: 3, usefulLifeMonths: 24 },
    { name: 'Fit-out', amount: 50_000, month: 13, usefulLifeMonths: 120 },
  ],
  funding: [
    { kind: 'equity', name: 'Seed', amount: 150_000, month: 2 },
    {
      kind: 'loan',
      name: 'Bank',
      amount: 60_000,
      month: 4,
      annualInterestPct: 6.5,
      termMonths: 48,
    },
    { kind: 'loan', amount: 10_000, month: 1, annualInterestPct: 0, termMonths: 12 },
  ],
});

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

const directory = mkdtempSync(join(tmpdir(), 'financial-workbook-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

type Sheets = Record<'Assumptions' | 'Monthly' | 'Annual', string[][]>;

/**
 * Every sheet of each file as CSV, computed by LibreOffice: a fresh profile set to recalculate
 * every formula on load (OOXMLRecalcMode 0), on top of the file having no cached results.
 */
function recalculate(files: Record<string, Buffer>): Record<string, Sheets> {
  const run = mkdtempSync(join(directory, 'run-'));
  const profile = join(run, 'profile');
  mkdirSync(join(profile, 'user'), { recursive: true });
  writeFileSync(
    join(profile, 'user', 'registrymodifications.xcu'),
    `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>`,
  );
  const paths = Object.entries(files).map(([name, bytes]) => {
    const path = join(run, `${name}.xlsx`);
    writeFileSync(path, bytes);
    return path;
  });
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--headless',
      '--convert-to',
      'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1',
      '--outdir',
      join(run, 'csv'),
      ...paths,
    ],
    { stdio: 'pipe', timeout: 240_000 },
  );
  const read = (name: string, sheet: string) =>
    parse(readFileSync(join(run, 'csv', `${name}-${sheet}.csv`), 'utf8'), {
      relax_column_count: true,
    }) as string[][];
  return Object.fromEntries(
    Object.keys(files).map((name) => [
      name,
      {
        Assumptions: read(name, 'Assumptions'),
        Monthly: read(name, 'Monthly'),
        Annual: read(name, 'Annual'),
      },
    ]),
  );
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
function expectSameAsEngine(sheets: Sheets, assumptions: FinancialAssumptions, name: string) {
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
  ] as const) {
    const cells = rowOf(annual, label);
    for (const year of forecast.years) {
      expectCents(cells[year.year - 1], year[line], `${name} ${label} year ${year.year}`);
    }
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
      for (const label of ['Revenue', 'Net income', 'Closing cash']) {
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
