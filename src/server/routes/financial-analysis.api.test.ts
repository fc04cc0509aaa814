import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancialsResponse } from '../../domain/financial/api-types.ts';
import type { FinancialAssumptionsInput } from '../../domain/financial/assumptions.ts';
import { readFinancials } from '../testing/api-steps.ts';
import { COFFEE_ROASTER } from '../testing/financial-fixtures.ts';
import { createStrategy } from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

/**
 * Issue 30 items 2 and 4 over HTTP: the sensitivity of a year's figure, and actuals uploaded as
 * CSV, stored whole or not at all, and compared with the forecast in `GET .../financials`.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The coffee roaster the model fixtures describe: its id. */
async function createRoaster(): Promise<string> {
  return (await createStrategy(server, 'A coffee roaster', 'Bean There')).id;
}

function saveModel(id: string, assumptions: FinancialAssumptionsInput, version: number) {
  return server.api.strategies[':id'].financials.$put({
    param: { id },
    json: { assumptions, version },
  });
}

async function withModel(assumptions: FinancialAssumptionsInput = COFFEE_ROASTER) {
  const id = await createRoaster();
  return { id, model: await answer(saveModel(id, assumptions, 0), 200) };
}

type SensitivityQuery = Parameters<
  TestServer['api']['strategies'][':id']['financials']['sensitivity']['$get']
>[0]['query'];

function sensitivity(id: string, query: SensitivityQuery) {
  return server.api.strategies[':id'].financials.sensitivity.$get({ param: { id }, query });
}

/** A query as written: metrics and missing parameters the typed client would not send. */
function sensitivityAsWritten(id: string, query: string) {
  return server.request(`/api/strategies/${id}/financials/sensitivity?${query}`);
}

/** The CSV itself is the body: an upload hc does not type. */
function putActuals(id: string, csv: string, contentType = 'text/csv') {
  return server.request(`/api/strategies/${id}/financials/actuals`, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: csv,
  });
}

interface Refusal {
  error: string;
  issues?: { path: string; row: number; column: string | null; message: string }[];
}

describe(`sensitivity on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('answers the base and each driver moved down and up, as a model adjusted by hand forecasts', async () => {
    const { id, model } = await withModel();
    const result = await answer(sensitivity(id, { metric: 'netIncome', year: '3' }), 200);
    expect(result.metric).toBe('netIncome');
    expect(result.year).toBe(3);
    expect(result.base).toBeCloseTo(model.forecast!.years[2]!.netIncome, 2);
    expect(result.drivers.map((row) => [row.driver, row.low.change, row.high.change])).toEqual([
      ['pricePct', -10, 10],
      ['volumePct', -10, 10],
      ['growthPts', -1, 1],
      ['churnPts', -1, 1],
      ['costsPct', -10, 10],
      ['staffPct', -10, 10],
    ]);
    // Prices 10% higher and rent 10% lower, saved as models of their own and read back.
    const pricedUp = await withModel({
      ...COFFEE_ROASTER,
      revenueStreams: [
        {
          name: 'Beans',
          kind: 'units',
          unitPrice: 12 * 1.1,
          unitsPerMonth: 1000,
          monthlyGrowthPct: 5,
          cogsPct: 35,
        },
        {
          name: 'Office plan',
          kind: 'subscription',
          pricePerMonth: 30 * 1.1,
          newCustomersPerMonth: 40,
          monthlyGrowthPct: 3,
          monthlyChurnPct: 2,
        },
      ],
    });
    const price = result.drivers.find((row) => row.driver === 'pricePct')!;
    expect(price.high.value).toBeCloseTo(pricedUp.model.forecast!.years[2]!.netIncome, 2);
    const cheaperRent = await withModel({
      ...COFFEE_ROASTER,
      operatingExpenses: [{ name: 'Rent', amountPerMonth: 2500 * 0.9, annualIncreasePct: 3 }],
    });
    const costs = result.drivers.find((row) => row.driver === 'costsPct')!;
    expect(costs.low.value).toBeCloseTo(cheaperRent.model.forecast!.years[2]!.netIncome, 2);
    expect(costs.low.value).toBeGreaterThan(result.base);
  });

  it('gives closing cash and the funding need to a year’s end', async () => {
    const { id, model } = await withModel();
    const cash = await answer(sensitivity(id, { metric: 'closingCash', year: '1' }), 200);
    expect(cash.base).toBeCloseTo(model.forecast!.years[0]!.closingCash, 2);
    const need = await answer(sensitivity(id, { metric: 'fundingNeed', year: '3' }), 200);
    expect(need.base).toBeCloseTo(model.forecast!.fundingNeed, 2);
  });

  it('refuses a metric or year it does not know with a 400 naming the parameter', async () => {
    const { id } = await withModel();
    for (const [query, path, message] of [
      ['metric=profit&year=1', 'metric', 'must be one of netIncome, closingCash, fundingNeed'],
      ['year=1', 'metric', 'must be one of netIncome, closingCash, fundingNeed'],
      ['metric=netIncome', 'year', 'is required (a year of the forecast, from 1)'],
      ['metric=netIncome&year=two', 'year', 'must be a year of the forecast, from 1'],
      ['metric=netIncome&year=0', 'year', 'must be a year of the forecast, 1 to 3'],
      ['metric=netIncome&year=4', 'year', 'must be a year of the forecast, 1 to 3'],
    ] as const) {
      const response = await sensitivityAsWritten(id, query);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as Refusal;
      expect(body.issues?.[0]?.path, query).toBe(path);
      expect(body.error, query).toContain(message);
    }
  });

  it('answers 404 for a strategy without a model, and for an unknown strategy', async () => {
    const id = await createRoaster();
    const query = { metric: 'netIncome', year: '1' } as const;
    const response = await answer(sensitivity(id, query), 404);
    expect(response.error).toMatch(/no financial model yet/);
    const unknown = await sensitivity('00000000-0000-4000-8000-000000000000', query);
    expect(unknown.status).toBe(404);
  });
});

describe(`actuals on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('stores a CSV and compares each month with the forecast, to the cent', async () => {
    const { id, model } = await withModel();
    const saved = await putActuals(
      id,
      'Cash,month,revenue,costs\r\n41000.25,2027-02,13500.10,21000.50\r\n,2027-01,12000.99,\r\n',
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    const read = await readFinancials(server, id);
    expect((await saved.json()) as FinancialsResponse).toEqual(read);
    // Saving actuals leaves the assumptions' version as it was.
    expect(read.version).toBe(model.version);
    const [january, february] = read.actuals.months;
    const months = model.forecast!.months;
    expect(january?.month).toBe('2027-01');
    expect(Object.keys(january!).sort()).toEqual(['month', 'revenue']);
    expect(january?.revenue?.actual).toBe(12000.99);
    expect(january?.revenue?.difference).toBeCloseTo(12000.99 - months[0]!.revenue, 2);
    expect(february?.month).toBe('2027-02');
    expect(february?.revenue?.forecast).toBeCloseTo(months[1]!.revenue, 6);
    expect(february?.revenue?.difference).toBeCloseTo(13500.1 - months[1]!.revenue, 2);
    expect(february?.revenue?.differencePct).toBeCloseTo(
      ((13500.1 - months[1]!.revenue) / months[1]!.revenue) * 100,
      6,
    );
    // Costs: revenue less profit before tax (cost of sales, expenses, staff, depreciation, interest).
    const costs = months[1]!.revenue - months[1]!.profitBeforeTax;
    expect(february?.costs?.forecast).toBeCloseTo(costs, 6);
    expect(february?.costs?.difference).toBeCloseTo(21000.5 - costs, 2);
    expect(february?.cash?.forecast).toBeCloseTo(months[1]!.closingCash, 6);
    expect(february?.cash?.difference).toBeCloseTo(41000.25 - months[1]!.closingCash, 2);

    // The assumptions still save with the version the page holds.
    const assumptions = await saveModel(id, COFFEE_ROASTER, model.version);
    expect(assumptions.status).toBe(200);
    expect((await readFinancials(server, id)).actuals.months).toHaveLength(2);
  });

  it('refuses a bad file by row and column and keeps the stored actuals as they were', async () => {
    const { id } = await withModel();
    expect((await putActuals(id, 'month,revenue\n2027-03,900\n')).status).toBe(200);
    const before = await readFinancials(server, id);
    for (const [csv, messages] of [
      [
        'month,revenue,cash\n2027-01,100,5\n2027-02,12x,5\n2027-03,100,abc\n',
        ['Row 3, column revenue: must be a number', 'Row 4, column cash: must be a number'],
      ],
      [
        'month,revenue,profit\n2027-01,1,2\n',
        ['Row 1, column "profit": is not a column of actuals'],
      ],
      [
        'month,revenue\n2027-01,1\n2027-01,2\n',
        ['Row 3, column month: 2027-01 is already on row 2'],
      ],
      [
        'month,revenue\n2030-01,1\n',
        ['Row 2, column month: 2030-01 is outside the forecast (2027-01 to 2029-12)'],
      ],
    ] as const) {
      const response = await putActuals(id, csv);
      expect(response.status, csv).toBe(400);
      const body = (await response.json()) as Refusal;
      expect(
        body.issues?.map((issue) => issue.message.replace(/ \(such as 1234\.56\)$/, '')),
        csv,
      ).toEqual(
        messages.map((message) =>
          message.endsWith('actuals')
            ? `${message} (the columns are month, then any of revenue, costs, cash)`
            : message,
        ),
      );
      expect(body.error.startsWith(body.issues![0]!.message), csv).toBe(true);
    }
    const first = (await (
      await putActuals(id, 'month,revenue,cash\n2027-01,100,5\n2027-02,12x,5\n')
    ).json()) as Refusal;
    expect(first.issues?.[0]).toMatchObject({ path: 'rows.3.revenue', row: 3, column: 'revenue' });
    // Nothing of the refused files was stored, not even their good rows.
    expect((await readFinancials(server, id)).actuals).toEqual(before.actuals);
  });

  it('refuses a file over 64 KB naming the limit, and a body that is not CSV', async () => {
    const { id } = await withModel();
    const large = `month,revenue\n${'2027-01,1\n'.repeat(7000)}`;
    const tooLarge = await putActuals(id, large);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as Refusal).error).toContain('64 KB');
    const json = await putActuals(id, '{"month": "2027-01"}', 'application/json');
    expect(json.status).toBe(415);
    expect((await readFinancials(server, id)).actuals.months).toEqual([]);
  });

  it('removes the actuals with DELETE', async () => {
    const { id } = await withModel();
    expect((await putActuals(id, 'month,cash\n2027-06,100\n')).status).toBe(200);
    expect((await readFinancials(server, id)).actuals.months).toHaveLength(1);
    const removed = await answer(
      server.api.strategies[':id'].financials.actuals.$delete({ param: { id } }),
      200,
    );
    expect(removed.actuals.months).toEqual([]);
    expect((await readFinancials(server, id)).actuals.months).toEqual([]);
  });

  it('answers 404 without a model, and GET gives no months then', async () => {
    const id = await createRoaster();
    const response = await putActuals(id, 'month,revenue\n2027-01,1\n');
    expect(response.status).toBe(404);
    expect((await readFinancials(server, id)).actuals).toEqual({ months: [] });
  });
});
