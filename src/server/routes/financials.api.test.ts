import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancialAssumptions } from '../../domain/financial/assumption-types.ts';
import { parseAssumptions } from '../../domain/financial/assumptions.ts';
import {
  assumptionsArbitrary,
  referenceForecast,
} from '../../domain/financial/forecast-test-support.ts';
import type { Forecast } from '../../domain/financial/forecast-types.ts';
import {
  createShare,
  readFinancials,
  readSharedStrategy,
  writeSection,
} from '../testing/api-steps.ts';
import { COFFEE_ROASTER, LOSS_THEN_PROFIT } from '../testing/financial-fixtures.ts';
import { createStrategy, readStrategy } from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type ModelUpdate = Parameters<
  TestServer['api']['strategies'][':id']['financials']['$put']
>[0]['json'];

/** The coffee roaster the model fixtures describe. */
function createRoaster() {
  return createStrategy(server, 'A coffee roaster', 'Bean There');
}

function put(id: string, json: ModelUpdate) {
  return server.api.strategies[':id'].financials.$put({ param: { id }, json });
}

/** A body the types forbid (a missing field, a wrong one), sent as written. */
function putRaw(id: string, body: unknown) {
  return server.request(`/api/strategies/${id}/financials`, { method: 'PUT', json: body });
}

function save(id: string, assumptions: ModelUpdate['assumptions'], version: number) {
  return answer(put(id, { assumptions, version }), 200);
}

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

function expectCents(actual: number, expected: number, what: string) {
  expect(Math.abs(actual - expected), `${what}: ${actual} vs ${expected}`).toBeLessThan(0.005);
}

/** The API's per-year figures against the separately written reference loop, to the cent. */
function expectSameAsReference(forecast: Forecast, assumptions: FinancialAssumptions) {
  const reference = referenceForecast(assumptions);
  expect(forecast.years).toHaveLength(assumptions.years);
  expect(forecast.months).toHaveLength(assumptions.years * 12);
  for (const [index, year] of forecast.years.entries()) {
    const expected = reference.years[index]!;
    for (const line of [
      'revenue',
      'costOfSales',
      'operatingExpenses',
      'staff',
      'depreciation',
      'interest',
      'profitBeforeTax',
      'tax',
      'netIncome',
      'closingCash',
      'loanBalance',
    ] as const) {
      expectCents(year[line], expected[line], `year ${year.year} ${line}`);
    }
  }
  for (const month of forecast.months) {
    expectCents(month.closingCash, reference.monthlyCash[month.month - 1]!, `cash ${month.month}`);
  }
  // The balance sheet balances every year, the starting cash shown as opening equity.
  for (const year of forecast.years) {
    expect(year.openingEquity).toBe(assumptions.startingCash);
    expectCents(year.totalAssets, year.closingCash + year.netFixedAssets, `assets ${year.year}`);
    expectCents(year.totalAssets, year.totalLiabilitiesAndEquity, `balance ${year.year}`);
  }
  const lowest = Math.min(...reference.monthlyCash);
  expectCents(forecast.lowestCash.amount, lowest, 'lowest cash');
  expect(forecast.lowestCash.month).toBe(reference.monthlyCash.indexOf(lowest) + 1);
  expectCents(forecast.fundingNeed, Math.max(0, -lowest), 'funding need');
}

function parsed(input: unknown): FinancialAssumptions {
  const result = parseAssumptions(input);
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  return result.assumptions;
}

describe(`financial model API on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('answers a strategy without a model with nulls and version 0, and 404 for no strategy', async () => {
    const strategy = await createRoaster();
    expect(await readFinancials(server, strategy.id)).toEqual({
      assumptions: null,
      forecast: null,
      version: 0,
      updatedAt: null,
      numbersToCheck: [],
      scenarios: [],
      ratios: [],
      actuals: { months: [] },
    });
    const missing = await server.api.strategies[':id'].financials.$get({
      param: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    const missingPut = await put('00000000-0000-4000-8000-000000000000', {
      assumptions: COFFEE_ROASTER,
      version: 0,
    });
    expect(missingPut.status).toBe(404);
  });

  it('agrees to the cent with a model computed by hand: units, staff, a loan, a purchase, tax after a loss', async () => {
    const strategy = await createRoaster();
    // Worked out on paper (see the comments): year 1 loses 12,000; year 2 is taxed on 7,200.
    const body = await save(
      strategy.id,
      {
        currency: 'EUR',
        startMonth: '2027-01',
        years: 3,
        startingCash: 1000,
        cogsPct: 25,
        taxRatePct: 20,
        // 12 x 1,000 = 12,000 a month, cost of sales 3,000.
        revenueStreams: [{ name: 'Beans', kind: 'units', unitPrice: 12, unitsPerMonth: 1000 }],
        // 6,000 a month in year 1, 5,400 in year 2, 4,860 in year 3.
        operatingExpenses: [{ name: 'Rent', amountPerMonth: 6000, annualIncreasePct: -10 }],
        // 2,000 a month from month 7.
        staff: [{ role: 'Helper', count: 1, salaryPerYear: 24_000, startMonth: 7 }],
        // Paid in month 1, 3,000 a month of depreciation through month 12.
        capitalPurchases: [{ name: 'Roaster', amount: 36_000, month: 1, usefulLifeMonths: 12 }],
        // Drawn in month 1, 1,000 a month repaid in months 2-13, no interest.
        funding: [{ kind: 'loan', amount: 12_000, month: 1, annualInterestPct: 0, termMonths: 12 }],
      },
      0,
    );
    expect(body.version).toBe(1);
    const forecast = body.forecast!;
    const years = forecast.years.map((year) => ({
      revenue: year.revenue,
      profitBeforeTax: year.profitBeforeTax,
      tax: year.tax,
      netIncome: year.netIncome,
      closingCash: year.closingCash,
      openingEquity: year.openingEquity,
      totalAssets: year.totalAssets,
      totalLiabilitiesAndEquity: year.totalLiabilitiesAndEquity,
    }));
    const expected = [
      {
        revenue: 144_000,
        profitBeforeTax: -12_000,
        tax: 0,
        netIncome: -12_000,
        closingCash: -10_000,
        openingEquity: 1_000,
        // Cash only (the roaster is written off); loan 1,000 + equity 1,000 - the loss 12,000.
        totalAssets: -10_000,
        totalLiabilitiesAndEquity: -10_000,
      },
      {
        revenue: 144_000,
        profitBeforeTax: 19_200,
        tax: 1_440,
        netIncome: 17_760,
        closingCash: 6_760,
        openingEquity: 1_000,
        totalAssets: 6_760,
        totalLiabilitiesAndEquity: 6_760,
      },
      {
        revenue: 144_000,
        profitBeforeTax: 25_680,
        tax: 5_136,
        netIncome: 20_544,
        closingCash: 27_304,
        openingEquity: 1_000,
        totalAssets: 27_304,
        totalLiabilitiesAndEquity: 27_304,
      },
    ];
    for (const [index, year] of years.entries()) {
      for (const [line, value] of Object.entries(expected[index]!)) {
        expectCents(year[line as keyof typeof year], value, `year ${index + 1} ${line}`);
      }
    }
    expect(forecast.years[1]!.lossesBroughtForward).toBeCloseTo(12_000, 6);
    expect(forecast.breakEvenMonth).toBe(13);
    expect(forecast.lowestCash.month).toBe(1);
    expectCents(forecast.lowestCash.amount, -20_000, 'lowest cash');
    expectCents(forecast.fundingNeed, 20_000, 'funding need');
    expect(await readFinancials(server, strategy.id)).toEqual(body);
  });

  it('agrees to the cent with the reference computation for streams of both kinds, staff, loans, purchases and taxed years after losses', async () => {
    const sets = [
      LOSS_THEN_PROFIT,
      COFFEE_ROASTER,
      ...fc.sample(assumptionsArbitrary, { numRuns: 4, seed: 2027 }),
    ];
    const lossThenProfit = parsed(LOSS_THEN_PROFIT);
    const lossYears = referenceForecast(lossThenProfit).years;
    expect(lossYears[0]!.netIncome).toBeLessThan(0);
    for (const set of sets) {
      const strategy = await createRoaster();
      const body = await save(strategy.id, set, 0);
      expectSameAsReference(body.forecast!, parsed(set));
    }
    const strategy = await createRoaster();
    const body = await save(strategy.id, LOSS_THEN_PROFIT, 0);
    expect(body.forecast!.years.some((year) => year.lossesBroughtForward > 0 && year.tax > 0)).toBe(
      true,
    );
    expect(body.forecast!.years.some((year) => year.interest > 0)).toBe(true);
  });

  it('refuses a stale version with 409 and keeps the newer model', async () => {
    const strategy = await createRoaster();
    await save(strategy.id, COFFEE_ROASTER, 0);
    const again = await answer(put(strategy.id, { assumptions: COFFEE_ROASTER, version: 0 }), 409);
    expect(again.error).toMatch(/changed elsewhere/);
    const second = await save(strategy.id, { ...COFFEE_ROASTER, startingCash: 25_000 }, 1);
    expect(second.version).toBe(2);
    const stale = await put(strategy.id, {
      assumptions: { ...COFFEE_ROASTER, startingCash: 1 },
      version: 1,
    });
    expect(stale.status).toBe(409);
    const stored = await readFinancials(server, strategy.id);
    expect(stored.version).toBe(2);
    expect(stored.assumptions!.startingCash).toBe(25_000);
  });

  it('answers 400 naming the field for bad assumptions, and stores nothing', async () => {
    const strategy = await createRoaster();
    const saved = await save(strategy.id, COFFEE_ROASTER, 0);
    const cases: [unknown, RegExp][] = [
      [
        {
          assumptions: {
            ...COFFEE_ROASTER,
            revenueStreams: [{ name: 'Beans', kind: 'units', unitPrice: -1, unitsPerMonth: 1 }],
          },
          version: 1,
        },
        /^Revenue stream 1 “Beans”, unit price: must not be negative$/,
      ],
      [{ assumptions: { ...COFFEE_ROASTER, years: 4 }, version: 1 }, /^Years: must be 3 or 5$/],
      [
        {
          assumptions: {
            ...COFFEE_ROASTER,
            staff: [{ role: 'Late', count: 1, salaryPerYear: 1, startMonth: 37 }],
          },
          version: 1,
        },
        /^Staff role 1 “Late”, start month: must be within the 36-month horizon/,
      ],
      [{ assumptions: COFFEE_ROASTER }, /^Version: /],
      [{ version: 1 }, /^Assumptions: /],
      [{ assumptions: COFFEE_ROASTER, version: -1 }, /Version: must not be negative/],
    ];
    for (const [body, message] of cases) {
      const response = await putRaw(strategy.id, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await errorOf(response)).toMatch(message);
    }
    expect(await readFinancials(server, strategy.id)).toEqual(saved);
  });

  it('lists every bad assumption in words with its path, never a raw path in the message', async () => {
    const strategy = await createRoaster();
    // Sent as written: the typed refusal names `error` and `code`, not the `issues` read here.
    const response = await putRaw(strategy.id, {
      assumptions: {
        ...COFFEE_ROASTER,
        startingCash: -5,
        operatingExpenses: [{ name: 'Rent', amountPerMonth: -1 }],
      },
      version: 0,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: string;
      issues: { path: string; message: string }[];
    };
    expect(body.issues).toEqual([
      { path: 'assumptions.startingCash', message: 'Starting cash: must not be negative' },
      {
        path: 'assumptions.operatingExpenses.0.amountPerMonth',
        message: 'Operating expense 1 “Rent”, amount per month: must not be negative',
      },
    ]);
    expect(body.error).toBe(body.issues.map((issue) => issue.message).join('; '));
    expect(body.error).not.toMatch(/assumptions\.|\.\d+\./);
  });

  it('marks the money sections written before the model changed as stale, and titles the pitch with the funding need', async () => {
    const strategy = await createRoaster();
    // Each edit sends the version it read (sections start at 0).
    const versions = new Map<string, number>();
    const write = async (key: string, content: string) => {
      const version = versions.get(key) ?? 0;
      const written = await writeSection(server, strategy.id, key, content, { version });
      versions.set(key, written.version);
    };
    for (const key of ['pricing-strategy', 'mission-statement', 'why-a-vc-would-want-to-invest']) {
      await write(key, `Text of ${key}.`);
    }
    const before = await readStrategy(server, strategy.id);
    expect(Object.values(before.sections).filter((section) => section.stale)).toEqual([]);
    const pitchKey = 'investor-presentation-slides-to-raise-5m-usd';
    await write(pitchKey, 'Slides.');

    const model = await save(strategy.id, LOSS_THEN_PROFIT, 0);
    const after = await readStrategy(server, strategy.id);
    const staleKeys = Object.values(after.sections)
      .filter((section) => section.stale)
      .map((section) => section.key)
      .sort();
    expect(staleKeys).toEqual([pitchKey, 'pricing-strategy', 'why-a-vc-would-want-to-invest']);
    const need = model.forecast!.fundingNeed;
    expect(need).toBeGreaterThan(0);
    const compact = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: 'GBP',
      notation: 'compact',
      maximumSignificantDigits: 3,
    }).format(need);
    // Its text still asks for what it asked before: the title keeps it until it is rewritten.
    expect(after.sections[pitchKey]!.title).toBe('Investor Presentation Slides to Raise $5M USD');
    expect(after.sections['mission-statement']!.title).toBe('Mission Statement');

    // Rewriting a section clears its mark; the others stay stale.
    await write('pricing-strategy', 'New prices.');
    await write(pitchKey, 'New slides.');
    const rewritten = await readStrategy(server, strategy.id);
    expect(rewritten.sections['pricing-strategy']!.stale).toBeUndefined();
    expect(rewritten.sections['why-a-vc-would-want-to-invest']!.stale).toBe(true);
    expect(rewritten.sections[pitchKey]!.title).toBe(
      `Investor Presentation Slides to Raise ${compact}`,
    );
  });

  it('lists money figures in the text that match no figure of the model', async () => {
    const strategy = await createRoaster();
    const model = await save(strategy.id, COFFEE_ROASTER, 0);
    const yearOneRevenue = Math.round(model.forecast!.years[0]!.revenue);
    const content = [
      `Revenue reaches €${yearOneRevenue.toLocaleString('en')} in the first year.`,
      'Beans sell at €12 a bag.',
      'We expect €987,654 of profit.',
      'In dollars that is $5,000 (another currency: not checked).',
    ].join('\n\n');
    await writeSection(server, strategy.id, 'pricing-strategy', content);
    expect((await readFinancials(server, strategy.id)).numbersToCheck).toEqual([
      { sectionKey: 'pricing-strategy', text: '€987,654' },
    ]);
  });

  it('shows the model read-only through a share link', async () => {
    const strategy = await createRoaster();
    const share = await createShare(server, strategy.id, 'edit');
    const readShare = () => readSharedStrategy(server, share.id);
    expect((await readShare()).strategy.financials).toBeUndefined();
    const model = await save(strategy.id, COFFEE_ROASTER, 0);
    const shared = (await readShare()).strategy.financials!;
    expect(shared.forecast).toEqual(model.forecast);
    expect(shared.assumptions).toEqual(model.assumptions);
    // No such route for a share: the catch-all refuses it, so it is sent as written.
    const write = await server.request(`/api/shares/${share.id}/financials`, {
      method: 'PUT',
      json: { assumptions: COFFEE_ROASTER, version: 1 },
    });
    expect(write.status).toBe(403);
    expect((await readFinancials(server, strategy.id)).version).toBe(1);
  });

  it('deletes the model with its strategy', async () => {
    const strategy = await createRoaster();
    await save(strategy.id, COFFEE_ROASTER, 0);
    const param = { id: strategy.id };
    expect((await server.api.strategies[':id'].$delete({ param })).status).toBe(204);
    expect((await server.api.strategies[':id'].financials.$get({ param })).status).toBe(404);
  });
});
