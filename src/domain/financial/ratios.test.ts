import { describe, expect, it } from 'vitest';
import { emptyAssumptions, type FinancialAssumptions } from './assumption-types.ts';
import { computeForecast } from './forecast.ts';
import { RATIO_KEYS, type RatioKey, type RatioStatus, ratioBand } from './ratio-ranges.ts';
import { computeRatios, type FinancialRatio } from './ratios.ts';

/** Each boundary: the value just under it, and the value on it (a boundary belongs above). */
const BOUNDARIES: Record<RatioKey, [number, RatioStatus, RatioStatus][]> = {
  grossMargin: [
    [10, 'risk', 'watch'],
    [30, 'watch', 'ok'],
    [85, 'ok', 'watch'],
  ],
  netMargin: [
    [0, 'risk', 'watch'],
    [5, 'watch', 'ok'],
    [30, 'ok', 'watch'],
  ],
  operatingExpensesToRevenue: [
    [50, 'ok', 'watch'],
    [80, 'watch', 'risk'],
  ],
  runwayMonths: [
    [1, 'risk', 'watch'],
    [3, 'watch', 'ok'],
  ],
  monthsToBreakEven: [
    [25, 'ok', 'watch'],
    [37, 'watch', 'risk'],
  ],
  revenuePerEmployee: [
    [1.5, 'risk', 'watch'],
    [3, 'watch', 'ok'],
  ],
  debtServiceCover: [
    [1, 'risk', 'watch'],
    [1.25, 'watch', 'ok'],
  ],
};

describe('ratioBand', () => {
  for (const key of RATIO_KEYS) {
    for (const [boundary, below, at] of BOUNDARIES[key]) {
      it(`${key}: under ${boundary} is ${below}, ${boundary} itself is ${at}`, () => {
        expect(ratioBand(key, boundary - 1e-9).status).toBe(below);
        expect(ratioBand(key, boundary).status).toBe(at);
      });
    }
  }

  it('gives every band a reason', () => {
    for (const key of RATIO_KEYS) {
      for (const value of [-1e9, 0, 1, 2, 4, 20, 40, 60, 90, 1e9]) {
        expect(ratioBand(key, value).reason.length).toBeGreaterThan(20);
      }
    }
  });
});

/**
 * Every month alike: 100 units at 100 (revenue 10,000), 40% cost of sales, rent 1,000, one person
 * at 24,000 a year (2,000 a month), no tax: profit 3,000 a month from month 1.
 */
const steady: FinancialAssumptions = {
  ...emptyAssumptions('EUR', '2027-01'),
  startingCash: 10_000,
  cogsPct: 40,
  revenueStreams: [
    { name: 'Beans', kind: 'units', unitPrice: 100, unitsPerMonth: 100, monthlyGrowthPct: 0 },
  ],
  operatingExpenses: [{ name: 'Rent', amountPerMonth: 1000, annualIncreasePct: 0 }],
  staff: [{ role: 'Roaster', count: 1, salaryPerYear: 24_000, startMonth: 1, onCostPct: 0 }],
};

function ratiosOf(assumptions: FinancialAssumptions): Record<RatioKey, FinancialRatio> {
  const ratios = computeRatios(assumptions, computeForecast(assumptions));
  expect(ratios.map((ratio) => ratio.key)).toEqual([...RATIO_KEYS]);
  return Object.fromEntries(ratios.map((ratio) => [ratio.key, ratio])) as Record<
    RatioKey,
    FinancialRatio
  >;
}

describe('computeRatios', () => {
  it('computes each ratio of a hand-checkable model, with its status and a readable note', () => {
    const ratios = ratiosOf(steady);
    expect(ratios.grossMargin).toMatchObject({ value: 60, status: 'ok', unit: 'percent' });
    expect(ratios.grossMargin.note).toBe(
      'Gross margin is 60% in year 3: within the 30–85% most businesses earn.',
    );
    // 3,000 of 10,000: exactly on the 30% boundary, which belongs to `watch`.
    expect(ratios.netMargin).toMatchObject({ value: 30, status: 'watch' });
    expect(ratios.operatingExpensesToRevenue).toMatchObject({ value: 30, status: 'ok' });
    // Lowest cash is month 1's 13,000 against that month's 7,000 of costs.
    expect(ratios.runwayMonths).toMatchObject({ value: 13_000 / 7000, status: 'watch' });
    expect(ratios.runwayMonths.note).toContain('€13,000 in January 2027');
    expect(ratios.monthsToBreakEven).toMatchObject({ value: 1, status: 'ok' });
    // 120,000 of revenue for one person costing 24,000: five times, `ok`.
    expect(ratios.revenuePerEmployee).toMatchObject({
      value: 120_000,
      status: 'ok',
      unit: 'money',
    });
    expect(ratios.revenuePerEmployee.note).toContain('€120,000');
    expect(ratios.debtServiceCover).toMatchObject({ value: null, status: 'ok' });
  });

  it('takes the weakest year for debt service cover', () => {
    // 12,000 at 0% over 12 months from month 2: 11,000 repaid in year 1, 1,000 in year 2.
    const ratios = ratiosOf({
      ...steady,
      funding: [{ kind: 'loan', amount: 12_000, month: 1, annualInterestPct: 0, termMonths: 12 }],
    });
    expect(ratios.debtServiceCover.value).toBeCloseTo(36_000 / 11_000, 12);
    expect(ratios.debtServiceCover).toMatchObject({ status: 'ok' });
    expect(ratios.debtServiceCover.note).toContain('In year 1');
  });

  it('says what cannot be computed without revenue, staff or a break-even', () => {
    const idle: FinancialAssumptions = {
      ...emptyAssumptions('EUR'),
      startingCash: 50_000,
      operatingExpenses: [{ name: 'Rent', amountPerMonth: 1000, annualIncreasePct: 0 }],
    };
    const ratios = ratiosOf(idle);
    for (const key of ['grossMargin', 'netMargin', 'operatingExpensesToRevenue'] as const) {
      expect(ratios[key]).toMatchObject({ value: null, status: 'risk' });
      expect(ratios[key].note).toContain('No revenue in year 3');
    }
    expect(ratios.monthsToBreakEven).toMatchObject({ value: null, status: 'risk' });
    expect(ratios.revenuePerEmployee).toMatchObject({ value: null, status: 'watch' });
    // 50,000 less 36 x 1,000 leaves 14,000 at the end, 14 months of rent.
    expect(ratios.runwayMonths).toMatchObject({ value: 14, status: 'ok' });
  });

  it('counts a run-out of cash as no runway and names the funding need', () => {
    const ratios = ratiosOf({
      ...steady,
      startingCash: 0,
      capitalPurchases: [{ name: 'Roaster', amount: 20_000, month: 1, usefulLifeMonths: 60 }],
    });
    // Month 1: profit 3,000 less 333.33 depreciation, which is added back, less the 20,000 paid.
    expect(ratios.runwayMonths).toMatchObject({ value: 0, status: 'risk' });
    expect(ratios.runwayMonths.note).toBe(
      'Cash runs out: it falls to -€17,000 in January 2027, so the plan needs €17,000 more funding; less than a month of costs in hand: one late payment empties the account.',
    );
  });

  it('judges revenue per employee by revenue over staff costs, whatever the currency', () => {
    // Two people at 24,000 with 25% on-cost: 60,000 against 120,000 of revenue is twice.
    const ratios = ratiosOf({
      ...steady,
      staff: [{ role: 'Roaster', count: 2, salaryPerYear: 24_000, startMonth: 1, onCostPct: 25 }],
    });
    expect(ratios.revenuePerEmployee).toMatchObject({ value: 60_000, status: 'watch' });
    expect(ratios.revenuePerEmployee.note).toContain('2 times their cost');
  });
});
