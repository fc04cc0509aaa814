import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportFormat } from '../../domain/export-formats.ts';
import type { FinancialsResponse } from '../../domain/financial/api-types.ts';
import { CONSERVATIVE_SCENARIO } from '../../domain/financial/scenarios.ts';
import { createShare, writeSection } from '../testing/api-steps.ts';
import { LOSS_THEN_PROFIT } from '../testing/financial-fixtures.ts';
import {
  chooseScenario,
  dropCachedValues,
  type FinancialSheets,
  recalculate,
  rowCells,
  skipWithoutLibreOffice,
} from '../testing/libreoffice-recalc.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function createStrategy() {
  const strategy = await answer(
    server.api.strategies.$post({
      json: { overview: 'A maker kit shop', metadata: { companyName: 'Kit Co' } },
    }),
    201,
  );
  await writeSection(server, strategy.id, 'mission-statement', 'Kits for every maker.');
  return strategy;
}

type SavedModel = Parameters<
  TestServer['api']['strategies'][':id']['financials']['$put']
>[0]['json'];

function saveModel(id: string, assumptions: SavedModel['assumptions'], version: number) {
  return answer(
    server.api.strategies[':id'].financials.$put({ param: { id }, json: { assumptions, version } }),
    200,
  );
}

function exportOf(id: string, format: ExportFormat) {
  return server.api.strategies[':id'].export[':format'].$get({ param: { id, format } });
}

/** The file a typed export call answers, checked to be there (`what` names it on failure). */
async function download(
  call: Promise<{ status: number; arrayBuffer(): Promise<ArrayBuffer> }>,
  what: string,
): Promise<Buffer> {
  const response = await call;
  expect(response.status, what).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function sheetNames(bytes: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook.worksheets.map((sheet) => sheet.name);
}

/** Revenue, net income and closing cash of every year, as LibreOffice computed them. */
function expectSameYears(sheets: FinancialSheets, model: FinancialsResponse, what: string) {
  const years = model.forecast!.years;
  for (const [label, line] of [
    ['Revenue', 'revenue'],
    ['Net income', 'netIncome'],
    ['Closing cash', 'closingCash'],
  ] as const) {
    const cells = rowCells(sheets.Annual, label);
    expect(cells, `${what}: one row labelled ${label}`).toBeDefined();
    for (const year of years) {
      const cell = Number(cells![year.year - 1]);
      expect(Number.isFinite(cell), `${what} ${label} year ${year.year}`).toBe(true);
      expect(
        Math.abs(cell - year[line]),
        `${what} ${label} year ${year.year}: ${cell} vs ${year[line]}`,
      ).toBeLessThan(0.005);
    }
  }
}

describe(`the spreadsheet export with a financial model on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('has only the text sheet without a model', async () => {
    const strategy = await createStrategy();
    expect(await sheetNames(await download(exportOf(strategy.id, 'xlsx'), 'xlsx'))).toEqual([
      'Strategy',
    ]);
  });

  it('adds Assumptions, Monthly and Annual sheets whose Annual cells are formulas, for the owner and a share', async () => {
    const strategy = await createStrategy();
    const model = await saveModel(strategy.id, LOSS_THEN_PROFIT, 0);
    const share = await createShare(server, strategy.id, 'view');
    for (const [path, exportXlsx] of [
      [`/api/strategies/${strategy.id}/export/xlsx`, () => exportOf(strategy.id, 'xlsx')],
      [
        `/api/shares/${share.id}/export/xlsx`,
        () =>
          server.api.shares[':shareId'].export[':format'].$get({
            param: { shareId: share.id, format: 'xlsx' },
          }),
      ],
    ] as const) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await download(exportXlsx(), path)) as unknown as ExcelJS.Buffer);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
        'Strategy',
        'Assumptions',
        'Monthly',
        'Annual',
      ]);
      const annual = workbook.getWorksheet('Annual')!;
      const labels = annual.getColumn(1).values;
      for (const label of ['Revenue', 'Net income', 'Closing cash']) {
        const row = annual.getRow(labels.indexOf(label));
        for (let year = 1; year <= model.assumptions!.years; year++) {
          expect(typeof row.getCell(year + 1).formula, `${label} year ${year}`).toBe('string');
        }
      }
    }
  });

  it('puts the statements as tables in the document exports, every format rendering', async () => {
    const strategy = await createStrategy();
    const model = await saveModel(strategy.id, LOSS_THEN_PROFIT, 0);
    const markdown = (await download(exportOf(strategy.id, 'md'), 'md')).toString('utf8');
    expect(markdown).toContain('Financial model');
    expect(markdown).toContain('Profit and loss (GBP)');
    const pounds = (amount: number) =>
      new Intl.NumberFormat('en', {
        style: 'currency',
        currency: 'GBP',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }).format(amount);
    const revenueRow = markdown.split('\n').find((line) => line.startsWith('| Revenue'));
    expect(
      revenueRow
        ?.split('|')
        .slice(2, -1)
        .map((cell) => cell.trim()),
    ).toEqual(model.forecast!.years.map((year) => pounds(year.revenue)));
    for (const format of ['pdf', 'docx', 'pptx', 'slides-pdf', 'csv'] as const) {
      const response = await exportOf(strategy.id, format);
      expect(response.status, format).toBe(200);
      expect((await response.arrayBuffer()).byteLength, format).toBeGreaterThan(0);
    }
  });

  it.skipIf(skipWithoutLibreOffice)(
    'recalculates in LibreOffice to the API figures, also after the price is changed through the API',
    async () => {
      const strategy = await createStrategy();
      const first = await saveModel(strategy.id, LOSS_THEN_PROFIT, 0);
      const before = await dropCachedValues(await download(exportOf(strategy.id, 'xlsx'), 'xlsx'));
      const repricedInput = structuredClone(LOSS_THEN_PROFIT);
      const kits = repricedInput.revenueStreams![0]!;
      if (kits.kind !== 'units') throw new Error('Kits is a units stream');
      kits.unitPrice = 95;
      const second = await saveModel(strategy.id, repricedInput, first.version);
      expect(second.forecast!.years[0]!.revenue).not.toBeCloseTo(
        first.forecast!.years[0]!.revenue,
        2,
      );
      const after = await dropCachedValues(await download(exportOf(strategy.id, 'xlsx'), 'xlsx'));
      const sheets = recalculate({ before, after });
      expectSameYears(sheets.before!, first, 'before');
      expectSameYears(sheets.after!, second, 'after the price change');
    },
    240_000,
  );

  it.skipIf(skipWithoutLibreOffice)(
    "recalculates to a scenario's API forecast when the downloaded file's Scenario cell names it",
    async () => {
      const strategy = await createStrategy();
      const model = await answer(
        server.api.strategies[':id'].financials.$put({
          param: { id: strategy.id },
          json: { assumptions: LOSS_THEN_PROFIT, scenarios: [CONSERVATIVE_SCENARIO], version: 0 },
        }),
        200,
      );
      const bytes = await download(exportOf(strategy.id, 'xlsx'), 'xlsx');
      expect(await sheetNames(bytes)).toEqual([
        'Strategy',
        'Assumptions',
        'Scenarios',
        'Monthly',
        'Annual',
      ]);
      const sheets = recalculate({
        base: await dropCachedValues(bytes),
        conservative: await dropCachedValues(await chooseScenario(bytes, 'Conservative')),
      });
      expectSameYears(sheets.base!, model, 'Base');
      const conservative = model.scenarios[0]!.forecast;
      expect(conservative.years[0]!.revenue).not.toBeCloseTo(model.forecast!.years[0]!.revenue, 0);
      expectSameYears(sheets.conservative!, { ...model, forecast: conservative }, 'Conservative');
    },
    240_000,
  );
});
