import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancialsResponse } from '../../domain/financial/api-types.ts';
import { CONSERVATIVE_SCENARIO } from '../../domain/financial/scenarios.ts';
import type { ShareLink } from '../../domain/share.ts';
import type { Strategy } from '../../domain/strategy.ts';
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

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function createStrategy(): Promise<Strategy> {
  const response = await server.request('/api/strategies', {
    method: 'POST',
    json: { overview: 'A maker kit shop', metadata: { companyName: 'Kit Co' } },
  });
  expect(response.status).toBe(201);
  const strategy = (await response.json()) as Strategy;
  const written = await server.request(
    `/api/strategies/${strategy.id}/sections/mission-statement`,
    { method: 'PUT', json: { content: 'Kits for every maker.', version: 0 } },
  );
  expect(written.status).toBe(200);
  return strategy;
}

async function saveModel(id: string, assumptions: unknown, version: number) {
  const response = await server.request(`/api/strategies/${id}/financials`, {
    method: 'PUT',
    json: { assumptions, version },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as FinancialsResponse;
}

async function download(path: string): Promise<Buffer> {
  const response = await server.request(path);
  expect(response.status, path).toBe(200);
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
    expect(await sheetNames(await download(`/api/strategies/${strategy.id}/export/xlsx`))).toEqual([
      'Strategy',
    ]);
  });

  it('adds Assumptions, Monthly and Annual sheets whose Annual cells are formulas, for the owner and a share', async () => {
    const strategy = await createStrategy();
    const model = await saveModel(strategy.id, LOSS_THEN_PROFIT, 0);
    const share = (await (
      await server.request(`/api/strategies/${strategy.id}/shares`, {
        method: 'POST',
        json: { accessType: 'view' },
      })
    ).json()) as ShareLink;
    for (const path of [
      `/api/strategies/${strategy.id}/export/xlsx`,
      `/api/shares/${share.id}/export/xlsx`,
    ]) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await download(path)) as unknown as ExcelJS.Buffer);
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
    const markdown = (await download(`/api/strategies/${strategy.id}/export/md`)).toString('utf8');
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
    for (const format of ['pdf', 'docx', 'pptx', 'slides-pdf', 'csv']) {
      const response = await server.request(`/api/strategies/${strategy.id}/export/${format}`);
      expect(response.status, format).toBe(200);
      expect((await response.arrayBuffer()).byteLength, format).toBeGreaterThan(0);
    }
  });

  it.skipIf(skipWithoutLibreOffice)(
    'recalculates in LibreOffice to the API figures, also after the price is changed through the API',
    async () => {
      const strategy = await createStrategy();
      const first = await saveModel(strategy.id, LOSS_THEN_PROFIT, 0);
      const before = await dropCachedValues(
        await download(`/api/strategies/${strategy.id}/export/xlsx`),
      );
      const repricedInput = structuredClone(LOSS_THEN_PROFIT);
      const kits = repricedInput.revenueStreams![0]!;
      if (kits.kind !== 'units') throw new Error('Kits is a units stream');
      kits.unitPrice = 95;
      const second = await saveModel(strategy.id, repricedInput, first.version);
      expect(second.forecast!.years[0]!.revenue).not.toBeCloseTo(
        first.forecast!.years[0]!.revenue,
        2,
      );
      const after = await dropCachedValues(
        await download(`/api/strategies/${strategy.id}/export/xlsx`),
      );
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
      const response = await server.request(`/api/strategies/${strategy.id}/financials`, {
        method: 'PUT',
        json: { assumptions: LOSS_THEN_PROFIT, scenarios: [CONSERVATIVE_SCENARIO], version: 0 },
      });
      expect(response.status).toBe(200);
      const model = (await response.json()) as FinancialsResponse;
      const bytes = await download(`/api/strategies/${strategy.id}/export/xlsx`);
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
