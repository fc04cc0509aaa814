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
import {
  AMBITIOUS_SCENARIO,
  applyScenario,
  CONSERVATIVE_SCENARIO,
  type ScenarioInput,
} from '../../domain/financial/scenarios.ts';
import { columnLetter } from '../../domain/financial/spreadsheet/monthly-plan.ts';
import { LOSS_THEN_PROFIT as LOSS_THEN_PROFIT_INPUT } from '../testing/financial-fixtures.ts';
import {
  chooseScenario,
  type FinancialSheets,
  recalculate,
  skipWithoutLibreOffice,
} from '../testing/libreoffice-recalc.ts';
import { addFinancialSheets } from './financial-workbook.ts';
import { SCENARIO_CELL_NAME } from './scenarios-sheet.ts';

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

async function workbookBytes(
  assumptions: FinancialAssumptions,
  scenarios: readonly ScenarioInput[] = [],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addFinancialSheets(workbook, assumptions, undefined, scenarios);
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

/**
 * The presets, and one that hits churn's floor and ceiling: Kits' growth 6 - 20 = -14 is kept,
 * Club's churn 4 - 20 stops at 0; on `CHURNING` (Club's churn 90) 90 + 20 stops at 100.
 */
const SCENARIOS: ScenarioInput[] = [
  CONSERVATIVE_SCENARIO,
  AMBITIOUS_SCENARIO,
  {
    name: 'Slump',
    adjustments: { pricePct: -30, volumePct: -60, growthPts: -20, churnPts: -20, costsPct: -100 },
  },
  { name: 'Churn', adjustments: { churnPts: 20, staffPct: 50 } },
];
const CHURNING = valid({
  ...LOSS_THEN_PROFIT_INPUT,
  revenueStreams: LOSS_THEN_PROFIT_INPUT.revenueStreams!.map((stream) =>
    stream.kind === 'subscription' ? { ...stream, monthlyChurnPct: 90 } : stream,
  ),
});

type Expected = Record<string, FinancialAssumptions>;

/** Every set's file, and the example's file after the price of "Kits" changed in it. */
async function priceChangeFiles(): Promise<{ files: Record<string, Buffer>; expected: Expected }> {
  const files: Record<string, Buffer> = {};
  for (const [name, set] of Object.entries(SETS)) files[name] = await workbookBytes(set);
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
  return { files, expected: { ...SETS, repriced } };
}

/** Two sets' files with each scenario chosen in the Scenario cell, and chosen back to Base. */
async function scenarioFiles(): Promise<{ files: Record<string, Buffer>; expected: Expected }> {
  const files: Record<string, Buffer> = {};
  const expected: Expected = {};
  for (const [setName, set] of Object.entries({
    lossThenProfit: LOSS_THEN_PROFIT,
    churning: CHURNING,
  })) {
    const bytes = await workbookBytes(set, SCENARIOS);
    files[`${setName}-base`] = bytes;
    expected[`${setName}-base`] = set;
    for (const scenario of SCENARIOS) {
      const name = `${setName}-${scenario.name}`;
      files[name] = await chooseScenario(bytes, scenario.name);
      expected[name] = applyScenario(set, scenario.adjustments);
    }
    files[`${setName}-back`] = await chooseScenario(files[`${setName}-Slump`]!, 'Base');
    expected[`${setName}-back`] = set;
  }
  return { files, expected };
}

let recalculation:
  | Promise<{ sheets: Record<string, FinancialSheets>; priceChange: Expected; scenarios: Expected }>
  | undefined;

/**
 * Both recalculation tests' files in one LibreOffice run: each run starts LibreOffice on a fresh
 * profile, about 6 s of CPU before its first file (decision 0116). The names do not overlap.
 */
function recalculateInOneRun() {
  recalculation ??= (async () => {
    const priceChange = await priceChangeFiles();
    const scenarios = await scenarioFiles();
    const sheets = recalculate({ ...priceChange.files, ...scenarios.files });
    return { sheets, priceChange: priceChange.expected, scenarios: scenarios.expected };
  })();
  return recalculation;
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

  it('has a Scenarios sheet with a Base row of zeros, a row per scenario and the Scenario cell, only with scenarios', async () => {
    const workbook = await loadWorkbook(await workbookBytes(LOSS_THEN_PROFIT, SCENARIOS));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Assumptions',
      'Scenarios',
      'Monthly',
      'Annual',
    ]);
    const sheet = workbook.getWorksheet('Scenarios')!;
    expect(workbook.definedNames.getRanges(SCENARIO_CELL_NAME).ranges).toEqual(['Scenarios!$B$2']);
    expect(sheet.getCell('B2').value).toBe('Base');
    expect(sheet.getCell('B2').dataValidation).toMatchObject({
      type: 'list',
      formulae: ["'Scenarios'!$A$6:$A$10"],
    });
    const rows = [6, 7, 8, 9, 10].map((row) => (sheet.getRow(row).values as unknown[]).slice(1, 8));
    expect(rows).toEqual([
      ['Base', 0, 0, 0, 0, 0, 0],
      ['Conservative', -5, -20, -1, 1, 10, 5],
      ['Ambitious', 0, 20, 1, -0.5, 10, 0],
      ['Slump', -30, -60, -20, -20, -100, 0],
      ['Churn', 0, 0, 0, 20, 0, 50],
    ]);
    // The Monthly sheet reads the scenario's inputs, not the base ones.
    const monthly = workbook.getWorksheet('Monthly')!;
    const kitsUnits = monthly.getRow(
      (monthly.getColumn(1).values as unknown[]).indexOf('Kits: units sold'),
    );
    expect(kitsUnits.getCell(2).formula).toMatch(/^'Scenarios'!\$C\$\d+\*/);
    const plain = await loadWorkbook(await workbookBytes(LOSS_THEN_PROFIT));
    expect(plain.worksheets.map((each) => each.name)).not.toContain('Scenarios');
    // A scenario the person named "base" keeps its name; the row of zeros gives way.
    const named = await loadWorkbook(
      await workbookBytes(LOSS_THEN_PROFIT, [{ name: 'base', adjustments: { pricePct: 5 } }]),
    );
    const scenarios = named.getWorksheet('Scenarios')!;
    expect([scenarios.getCell('B2').value, scenarios.getCell('A6').value]).toEqual([
      'Base 2',
      'Base 2',
    ]);
    expect(scenarios.getCell('A7').value).toBe('base');
  });

  it('names columns as spreadsheets do', () => {
    expect([1, 26, 27, 52, 61, 703].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'BI', 'AAA']);
  });

  it('shows a name that looks like a formula as text', async () => {
    const workbook = await loadWorkbook(await workbookBytes(NEVER_BREAKS_EVEN));
    const monthly = workbook.getWorksheet('Monthly')!;
    expect(monthly.getColumn(1).values).toContain(`'=HYPERLINK("x")`);
  });

  it.skipIf(skipWithoutLibreOffice)(
    'recalculates in LibreOffice to the same figures as the engine, also after a price changes',
    async () => {
      expect(computeForecast(LOSS_THEN_PROFIT).years[0]!.netIncome).toBeLessThan(0);
      expect(
        computeForecast(LOSS_THEN_PROFIT).years.some(
          (year) => year.lossesBroughtForward > 0 && year.tax > 0,
        ),
      ).toBe(true);
      const { sheets, priceChange } = await recalculateInOneRun();
      for (const [name, set] of Object.entries(priceChange)) {
        expectSameAsEngine(sheets[name]!, set, name);
      }
      expect(rowOf(sheets.repriced!.Annual, 'Revenue')[0]).not.toBe(
        rowOf(sheets.lossThenProfit!.Annual, 'Revenue')[0],
      );
    },
    240_000,
  );

  it.skipIf(skipWithoutLibreOffice)(
    "recalculates in LibreOffice to each scenario's forecast when the Scenario cell names it",
    async () => {
      const { sheets, scenarios } = await recalculateInOneRun();
      // The scenarios change the figures (else the test could not tell them apart).
      const revenue = (set: FinancialAssumptions) => computeForecast(set).years[0]!.revenue;
      expect(new Set(Object.values(scenarios).map(revenue)).size).toBeGreaterThan(4);
      for (const [name, set] of Object.entries(scenarios)) {
        expectSameAsEngine(sheets[name]!, set, name);
      }
    },
    240_000,
  );
});
