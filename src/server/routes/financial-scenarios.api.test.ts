import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancialAssumptions } from '../../domain/financial/assumption-types.ts';
import { parseAssumptions } from '../../domain/financial/assumptions.ts';
import { referenceForecast } from '../../domain/financial/forecast-test-support.ts';
import type { Forecast } from '../../domain/financial/forecast-types.ts';
import { RATIO_KEYS } from '../../domain/financial/ratio-ranges.ts';
import { CONSERVATIVE_SCENARIO } from '../../domain/financial/scenarios.ts';
import { readFinancials } from '../testing/api-steps.ts';
import { COFFEE_ROASTER } from '../testing/financial-fixtures.ts';
import { createStrategy } from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The coffee roaster the model fixtures describe. */
function createRoaster() {
  return createStrategy(server, 'A coffee roaster', 'Bean There');
}

type ModelInput = Parameters<
  TestServer['api']['strategies'][':id']['financials']['$put']
>[0]['json'];

function putModel(id: string, json: ModelInput) {
  return server.api.strategies[':id'].financials.$put({ param: { id }, json });
}

/** A body as written: scenarios of the wrong shape, which the typed client would not send. */
function put(id: string, body: unknown) {
  return server.request(`/api/strategies/${id}/financials`, { method: 'PUT', json: body });
}

function save(id: string, json: ModelInput) {
  return answer(putModel(id, json), 200);
}

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

function base(): FinancialAssumptions {
  const result = parseAssumptions(COFFEE_ROASTER);
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  return result.assumptions;
}

/**
 * The issue's conventions written out again for the coffee roaster, apart from `applyScenario`:
 * Beans 12 x 1,000 at 5% growth and Office plan 30 x 40 at 3% growth and 2% churn; rent 2,500;
 * two roasters at 24,000.
 */
function coffeeRoasterAdjusted(adjusted: {
  beansPrice: number;
  beansUnits: number;
  beansGrowth: number;
  planPrice: number;
  planNew: number;
  planGrowth: number;
  planChurn: number;
  rent: number;
  salary: number;
}): FinancialAssumptions {
  const assumptions = base();
  const [beans, plan] = assumptions.revenueStreams;
  if (beans?.kind !== 'units' || plan?.kind !== 'subscription') throw new Error('fixture changed');
  return {
    ...assumptions,
    revenueStreams: [
      {
        ...beans,
        unitPrice: adjusted.beansPrice,
        unitsPerMonth: adjusted.beansUnits,
        monthlyGrowthPct: adjusted.beansGrowth,
      },
      {
        ...plan,
        pricePerMonth: adjusted.planPrice,
        newCustomersPerMonth: adjusted.planNew,
        monthlyGrowthPct: adjusted.planGrowth,
        monthlyChurnPct: adjusted.planChurn,
      },
    ],
    operatingExpenses: [{ ...assumptions.operatingExpenses[0]!, amountPerMonth: adjusted.rent }],
    staff: [{ ...assumptions.staff[0]!, salaryPerYear: adjusted.salary }],
  };
}

function expectSameYears(forecast: Forecast, assumptions: FinancialAssumptions, what: string) {
  const reference = referenceForecast(assumptions);
  for (const [index, year] of forecast.years.entries()) {
    for (const line of ['revenue', 'netIncome', 'closingCash', 'tax', 'staff'] as const) {
      const expected = reference.years[index]![line];
      expect(Math.abs(year[line] - expected), `${what} year ${year.year} ${line}`).toBeLessThan(
        0.005,
      );
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe(`financial scenarios and ratios on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('stores named scenarios and answers each with its forecast, to the cent by the conventions', async () => {
    const strategy = await createRoaster();
    const saved = await save(strategy.id, {
      assumptions: COFFEE_ROASTER,
      scenarios: [
        CONSERVATIVE_SCENARIO,
        { name: ' Sales 20% lower ', adjustments: { volumePct: -20 } },
        { name: 'Dearer and leaner', adjustments: { pricePct: 10, churnPts: -3, staffPct: 8 } },
      ],
      version: 0,
    });
    expect(saved.version).toBe(1);
    const model = await readFinancials(server, strategy.id);
    expect(model.scenarios.map(({ name, adjustments }) => ({ name, adjustments }))).toEqual([
      {
        name: 'Conservative',
        adjustments: {
          pricePct: -5,
          volumePct: -20,
          growthPts: -1,
          churnPts: 1,
          costsPct: 10,
          staffPct: 5,
        },
      },
      {
        name: 'Sales 20% lower',
        adjustments: {
          pricePct: 0,
          volumePct: -20,
          growthPts: 0,
          churnPts: 0,
          costsPct: 0,
          staffPct: 0,
        },
      },
      {
        name: 'Dearer and leaner',
        adjustments: {
          pricePct: 10,
          volumePct: 0,
          growthPts: 0,
          churnPts: -3,
          costsPct: 0,
          staffPct: 8,
        },
      },
    ]);
    for (const scenario of model.scenarios) expect(scenario.id).toMatch(UUID);
    const [conservative, lower, dearer] = model.scenarios;

    expectSameYears(model.forecast!, base(), 'base');
    expectSameYears(
      conservative!.forecast,
      coffeeRoasterAdjusted({
        beansPrice: 11.4,
        beansUnits: 800,
        beansGrowth: 4,
        planPrice: 28.5,
        planNew: 32,
        planGrowth: 2,
        planChurn: 3,
        rent: 2750,
        salary: 25_200,
      }),
      'Conservative',
    );
    expectSameYears(
      lower!.forecast,
      coffeeRoasterAdjusted({
        beansPrice: 12,
        beansUnits: 800,
        beansGrowth: 5,
        planPrice: 30,
        planNew: 32,
        planGrowth: 3,
        planChurn: 2,
        rent: 2500,
        salary: 24_000,
      }),
      'Sales 20% lower',
    );
    // Churn 2 - 3 would be -1: it stops at 0.
    expectSameYears(
      dearer!.forecast,
      coffeeRoasterAdjusted({
        beansPrice: 13.2,
        beansUnits: 1000,
        beansGrowth: 5,
        planPrice: 33,
        planNew: 40,
        planGrowth: 3,
        planChurn: 0,
        rent: 2500,
        salary: 25_920,
      }),
      'Dearer and leaner',
    );
    expect(lower!.forecast.years[0]!.revenue).toBeLessThan(model.forecast!.years[0]!.revenue);
    for (const scenario of model.scenarios) {
      expect(scenario.forecast.months).toHaveLength(36);
      expect(scenario.forecast).toHaveProperty('breakEvenMonth');
      expect(scenario.forecast.fundingNeed).toBe(Math.max(0, -scenario.forecast.lowestCash.amount));
    }
    // The PUT answers what a GET does.
    expect(saved.scenarios).toEqual(model.scenarios);
  });

  it('answers the ratio checks of the base forecast', async () => {
    const strategy = await createRoaster();
    await save(strategy.id, {
      assumptions: COFFEE_ROASTER,
      scenarios: [{ name: 'Half the sales', adjustments: { volumePct: -50 } }],
      version: 0,
    });
    const { forecast, ratios } = await readFinancials(server, strategy.id);
    expect(ratios.map((ratio) => ratio.key)).toEqual([...RATIO_KEYS]);
    const byKey = Object.fromEntries(ratios.map((ratio) => [ratio.key, ratio]));
    const year3 = forecast!.years[2]!;
    expect(byKey.grossMargin!.name).toBe('Gross margin');
    expect(byKey.grossMargin!.value).toBeCloseTo(year3.grossMarginPct!, 9);
    expect(byKey.netMargin!.value).toBeCloseTo((year3.netIncome / year3.revenue) * 100, 9);
    expect(byKey.operatingExpensesToRevenue!.value).toBeCloseTo(
      ((year3.operatingExpenses + year3.staff) / year3.revenue) * 100,
      9,
    );
    expect(byKey.monthsToBreakEven!.value).toBe(forecast!.breakEvenMonth);
    // Two roasters all year.
    expect(byKey.revenuePerEmployee!.value).toBeCloseTo(year3.revenue / 2, 6);
    // The loan is repaid over 36 months from month 2: every year has instalments.
    const cover = forecast!.years.map(
      (year) =>
        (year.netIncome + year.depreciation + year.interest) /
        (year.interest + year.principalRepaid),
    );
    expect(byKey.debtServiceCover!.value).toBeCloseTo(Math.min(...cover), 9);
    for (const ratio of ratios) {
      expect(['ok', 'watch', 'risk']).toContain(ratio.status);
      expect(ratio.note).toMatch(/^[A-Z].{20,}\.$/);
    }
  });

  it('keeps the stored scenarios when a PUT leaves them out, and removes them for []', async () => {
    const strategy = await createRoaster();
    const first = await save(strategy.id, {
      assumptions: COFFEE_ROASTER,
      scenarios: [CONSERVATIVE_SCENARIO, { name: 'Upside', adjustments: { volumePct: 30 } }],
      version: 0,
    });
    const [conservative, upside] = first.scenarios;
    const kept = await save(strategy.id, {
      assumptions: { ...COFFEE_ROASTER, startingCash: 30_000 },
      version: 1,
    });
    expect(kept.version).toBe(2);
    expect(kept.scenarios.map((scenario) => [scenario.id, scenario.name])).toEqual([
      [conservative!.id, 'Conservative'],
      [upside!.id, 'Upside'],
    ]);
    // Forecast from the new base: the starting cash moves every scenario's closing cash.
    expect(kept.scenarios[1]!.forecast.years[0]!.closingCash).toBeCloseTo(
      first.scenarios[1]!.forecast.years[0]!.closingCash + 10_000,
      6,
    );

    // A rename sent with its id keeps the id; one sent by name only keeps it by name.
    const renamed = await save(strategy.id, {
      assumptions: COFFEE_ROASTER,
      scenarios: [
        { id: upside!.id, name: 'Best case', adjustments: { volumePct: 30 } },
        { name: 'Conservative', adjustments: { volumePct: -25 } },
      ],
      version: 2,
    });
    expect(renamed.scenarios.map((scenario) => [scenario.id, scenario.name])).toEqual([
      [upside!.id, 'Best case'],
      [conservative!.id, 'Conservative'],
    ]);

    const none = await save(strategy.id, {
      assumptions: COFFEE_ROASTER,
      scenarios: [],
      version: 3,
    });
    expect(none.scenarios).toEqual([]);
    expect((await readFinancials(server, strategy.id)).scenarios).toEqual([]);
  });

  it('answers 400 naming the field for a bad scenario, and stores nothing', async () => {
    const strategy = await createRoaster();
    const saved = await save(strategy.id, {
      assumptions: COFFEE_ROASTER,
      scenarios: [CONSERVATIVE_SCENARIO],
      version: 0,
    });
    const scenario = (adjustments: unknown, name = 'Low') => ({ name, adjustments });
    // The field as the API names it (for programs), and the sentence in words a person reads.
    const cases: [unknown, string, RegExp][] = [
      [
        Array.from({ length: 11 }, (_, index) => scenario({}, `S${index}`)),
        'scenarios',
        /^Scenarios: must have at most 10 scenarios$/,
      ],
      [[scenario({}, '   ')], 'scenarios.0.name', /^Scenario 1, name: is required$/],
      [
        [scenario({}, 'x'.repeat(61))],
        'scenarios.0.name',
        /^Scenario 1 “x+…”, name: must be at most 60 characters$/,
      ],
      [
        [scenario({}, 'Low'), scenario({}, 'low')],
        'scenarios.1.name',
        /^Scenario 2 “low”, name: must differ from the other scenarios' names/,
      ],
      [
        [scenario({ volumePct: 2000 })],
        'scenarios.0.adjustments.volumePct',
        /^Scenario 1 “Low”, volume change %: must be at most 1000 \(a percentage change\)$/,
      ],
      [
        [scenario({ pricePct: -101 })],
        'scenarios.0.adjustments.pricePct',
        /^Scenario 1 “Low”, price change %: must be at least -100/,
      ],
      [
        [scenario({ churnPts: 21 })],
        'scenarios.0.adjustments.churnPts',
        /^Scenario 1 “Low”, churn change \(points\): must be at most 20 \(points a month\)$/,
      ],
      [[scenario({ growthPts: '5' })], 'scenarios.0.adjustments.growthPts', /: must be a number$/],
      [
        [scenario({ pricepct: 5 })],
        'scenarios.0.adjustments',
        /^Scenario 1 “Low”, adjustments: has no adjustment "pricepct"/,
      ],
      [
        [scenario([])],
        'scenarios.0.adjustments',
        /^Scenario 1 “Low”, adjustments: must be an object of pricePct/,
      ],
      ['none', 'scenarios', /^Scenarios: must be a list$/],
    ];
    for (const [scenarios, path, message] of cases) {
      const response = await put(strategy.id, {
        assumptions: COFFEE_ROASTER,
        scenarios,
        version: 1,
      });
      expect(response.status, JSON.stringify(scenarios).slice(0, 80)).toBe(400);
      const body = (await response.json()) as {
        error: string;
        issues: { path: string; message: string }[];
      };
      expect(body.issues[0]!.path).toBe(path);
      expect(body.issues[0]!.message).toMatch(message);
      expect(body.error).toMatch(new RegExp(message.source.replace(/\$$/, '')));
    }
    // JSON has no Infinity, but 1e400 parses to it: refused as not a finite number.
    const infinite = await server.request(`/api/strategies/${strategy.id}/financials`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: `{"assumptions": ${JSON.stringify(COFFEE_ROASTER)}, "version": 1,
        "scenarios": [{"name": "Huge", "adjustments": {"costsPct": 1e400}}]}`,
    });
    expect(infinite.status).toBe(400);
    expect(await errorOf(infinite)).toMatch(/^Scenario 1 “Huge”, operating expenses change %: /);
    expect(await readFinancials(server, strategy.id)).toEqual(saved);
  });

  it('refuses a stale version with 409 and keeps the newer scenarios', async () => {
    const strategy = await createRoaster();
    await save(strategy.id, { assumptions: COFFEE_ROASTER, scenarios: [], version: 0 });
    await save(strategy.id, {
      assumptions: COFFEE_ROASTER,
      scenarios: [{ name: 'Newer', adjustments: { pricePct: 5 } }],
      version: 1,
    });
    const stale = await answer(
      putModel(strategy.id, {
        assumptions: COFFEE_ROASTER,
        scenarios: [{ name: 'Older', adjustments: { pricePct: -5 } }],
        version: 1,
      }),
      409,
    );
    expect(stale.error).toMatch(/changed elsewhere/);
    const stored = await readFinancials(server, strategy.id);
    expect(stored.version).toBe(2);
    expect(stored.scenarios.map((scenario) => scenario.name)).toEqual(['Newer']);
  });
});
