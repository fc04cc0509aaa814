import { describe, expect, it } from 'vitest';
import type { FinancialAssumptions } from './assumption-types.ts';
import { EXAMPLE_ASSUMPTIONS } from './example-assumptions.ts';
import { computeForecast } from './forecast.ts';
import { referenceForecast } from './forecast-test-support.ts';
import {
  computeSensitivity,
  metricOfYear,
  SENSITIVITY_METRICS,
  type SensitivityMetric,
} from './sensitivity.ts';

describe('computeSensitivity', () => {
  it('moves each driver alone: price up 10% is every price times 1.1, nothing else', () => {
    const result = computeSensitivity(EXAMPLE_ASSUMPTIONS, 'netIncome', 2);
    const pricedUp = {
      ...EXAMPLE_ASSUMPTIONS,
      revenueStreams: EXAMPLE_ASSUMPTIONS.revenueStreams.map((stream) =>
        stream.kind === 'units'
          ? { ...stream, unitPrice: stream.unitPrice * 1.1 }
          : { ...stream, pricePerMonth: stream.pricePerMonth * 1.1 },
      ),
    };
    const price = result.drivers.find((row) => row.driver === 'pricePct');
    expect(price?.high).toEqual({
      change: 10,
      value: computeForecast(pricedUp).years[1]?.netIncome,
    });
    expect(result.base).toBe(computeForecast(EXAMPLE_ASSUMPTIONS).years[1]?.netIncome);
    expect(result.drivers.map((row) => [row.driver, row.low.change, row.high.change])).toEqual([
      ['pricePct', -10, 10],
      ['volumePct', -10, 10],
      ['growthPts', -1, 1],
      ['churnPts', -1, 1],
      ['costsPct', -10, 10],
      ['staffPct', -10, 10],
    ]);
  });

  it('the funding need of the last year is the forecast’s own', () => {
    const forecast = computeForecast(EXAMPLE_ASSUMPTIONS);
    expect(metricOfYear(forecast, 'fundingNeed', forecast.years.length)).toBe(forecast.fundingNeed);
  });
});

/**
 * The conventions written out again for the example roaster, apart from `applyScenario`
 * and the engine: Beans 12 x 1,000 at 5% growth, Office plan 30 x 40 at 3% growth and 2% churn,
 * rent 2,500, two roasters at 24,000; forecast by the reference implementation.
 */
function roasterWith(change: {
  price?: number;
  volume?: number;
  growth?: number;
  churn?: number;
  costs?: number;
  staff?: number;
}): FinancialAssumptions {
  const [beans, plan] = EXAMPLE_ASSUMPTIONS.revenueStreams;
  const [rent] = EXAMPLE_ASSUMPTIONS.operatingExpenses;
  const [roasters] = EXAMPLE_ASSUMPTIONS.staff;
  if (beans?.kind !== 'units' || plan?.kind !== 'subscription' || !rent || !roasters) {
    throw new Error('the example changed');
  }
  return {
    ...EXAMPLE_ASSUMPTIONS,
    revenueStreams: [
      {
        ...beans,
        unitPrice: 12 * (change.price ?? 1),
        unitsPerMonth: 1000 * (change.volume ?? 1),
        monthlyGrowthPct: 5 + (change.growth ?? 0),
      },
      {
        ...plan,
        pricePerMonth: 30 * (change.price ?? 1),
        newCustomersPerMonth: 40 * (change.volume ?? 1),
        monthlyGrowthPct: 3 + (change.growth ?? 0),
        monthlyChurnPct: 2 + (change.churn ?? 0),
      },
    ],
    operatingExpenses: [{ ...rent, amountPerMonth: 2500 * (change.costs ?? 1) }],
    staff: [{ ...roasters, salaryPerYear: 24_000 * (change.staff ?? 1) }],
  };
}

/** The three figures of a year, from the reference forecast. */
function referenceFigure(
  assumptions: FinancialAssumptions,
  metric: SensitivityMetric,
  year: number,
): number {
  const reference = referenceForecast(assumptions);
  if (metric === 'fundingNeed') {
    return Math.max(0, -Math.min(...reference.monthlyCash.slice(0, year * 12)));
  }
  const row = reference.years[year - 1]!;
  return metric === 'netIncome' ? row.netIncome : row.closingCash;
}

describe('sensitivity against an independent implementation of the conventions', () => {
  const moves: [string, (sign: 1 | -1) => Parameters<typeof roasterWith>[0]][] = [
    ['pricePct', (sign) => ({ price: 1 + sign * 0.1 })],
    ['volumePct', (sign) => ({ volume: 1 + sign * 0.1 })],
    ['growthPts', (sign) => ({ growth: sign })],
    ['churnPts', (sign) => ({ churn: sign })],
    ['costsPct', (sign) => ({ costs: 1 + sign * 0.1 })],
    ['staffPct', (sign) => ({ staff: 1 + sign * 0.1 })],
  ];
  it.each(
    SENSITIVITY_METRICS.flatMap((metric) => [1, 2, 3].map((year) => [metric, year] as const)),
  )('%s of year %i agrees to the cent for every driver, down and up', (metric, year) => {
    const result = computeSensitivity(EXAMPLE_ASSUMPTIONS, metric, year);
    expect(result.base).toBeCloseTo(referenceFigure(roasterWith({}), metric, year), 2);
    for (const [driver, move] of moves) {
      const row = result.drivers.find((entry) => entry.driver === driver);
      expect(row?.low.value, `${driver} down`).toBeCloseTo(
        referenceFigure(roasterWith(move(-1)), metric, year),
        2,
      );
      expect(row?.high.value, `${driver} up`).toBeCloseTo(
        referenceFigure(roasterWith(move(1)), metric, year),
        2,
      );
    }
  });

  it('moves something: each driver changes year 3’s net income of the example', () => {
    const result = computeSensitivity(EXAMPLE_ASSUMPTIONS, 'netIncome', 3);
    for (const row of result.drivers) {
      expect(row.low.value, row.driver).not.toBeCloseTo(row.high.value, 0);
    }
  });
});
