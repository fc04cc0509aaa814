import { describe, expect, it } from 'vitest';
import { emptyAssumptions, type FinancialAssumptions } from './assumption-types.ts';
import { computeForecast } from './forecast.ts';
import {
  AMBITIOUS_SCENARIO,
  applyScenario,
  CONSERVATIVE_SCENARIO,
  SCENARIO_ADJUSTMENTS,
  withScenarioIds,
} from './scenarios.ts';

const base: FinancialAssumptions = {
  ...emptyAssumptions('EUR'),
  startingCash: 1000,
  cogsPct: 30,
  revenueStreams: [
    { name: 'Beans', kind: 'units', unitPrice: 12.5, unitsPerMonth: 400, monthlyGrowthPct: 3 },
    {
      name: 'Club',
      kind: 'subscription',
      pricePerMonth: 20,
      newCustomersPerMonth: 50,
      monthlyGrowthPct: 2,
      monthlyChurnPct: 1.5,
    },
  ],
  operatingExpenses: [{ name: 'Rent', amountPerMonth: 2000, annualIncreasePct: 3 }],
  staff: [{ role: 'Roaster', count: 2, salaryPerYear: 30_000, startMonth: 1, onCostPct: 20 }],
};

const [beans, club] = base.revenueStreams as [
  Extract<FinancialAssumptions['revenueStreams'][number], { kind: 'units' }>,
  Extract<FinancialAssumptions['revenueStreams'][number], { kind: 'subscription' }>,
];

describe('applyScenario', () => {
  it('leaves the assumptions as they are when every adjustment is 0 or left out', () => {
    expect(applyScenario(base, {})).toEqual(base);
    const zeros = Object.fromEntries(SCENARIO_ADJUSTMENTS.map((key) => [key, 0]));
    expect(applyScenario(base, zeros)).toEqual(base);
  });

  it('pricePct multiplies every unit price and monthly price by 1 + pricePct/100', () => {
    const adjusted = applyScenario(base, { pricePct: -10 });
    expect(adjusted.revenueStreams[0]).toMatchObject({ unitPrice: 11.25, unitsPerMonth: 400 });
    expect(adjusted.revenueStreams[1]).toMatchObject({
      pricePerMonth: 18,
      newCustomersPerMonth: 50,
    });
  });

  it('volumePct multiplies units a month and new customers a month', () => {
    const adjusted = applyScenario(base, { volumePct: 25 });
    expect(adjusted.revenueStreams[0]).toMatchObject({ unitPrice: 12.5, unitsPerMonth: 500 });
    expect(adjusted.revenueStreams[1]).toMatchObject({
      pricePerMonth: 20,
      newCustomersPerMonth: 62.5,
    });
  });

  it('growthPts adds points to every monthly growth', () => {
    const adjusted = applyScenario(base, { growthPts: -2.5 });
    expect(adjusted.revenueStreams.map((stream) => stream.monthlyGrowthPct)).toEqual([0.5, -0.5]);
  });

  it('churnPts adds points to every monthly churn, never below 0', () => {
    expect(applyScenario(base, { churnPts: 2 }).revenueStreams[1]).toMatchObject({
      monthlyChurnPct: 3.5,
    });
    expect(applyScenario(base, { churnPts: -5 }).revenueStreams[1]).toMatchObject({
      monthlyChurnPct: 0,
    });
  });

  it('keeps growth at -100 or above and churn at 100 or below, where the sum would be meaningless', () => {
    const declining = {
      ...base,
      revenueStreams: [{ ...club, monthlyGrowthPct: -95, monthlyChurnPct: 90 }],
    };
    expect(
      applyScenario(declining, { growthPts: -10, churnPts: 15 }).revenueStreams[0],
    ).toMatchObject({
      monthlyGrowthPct: -100,
      monthlyChurnPct: 100,
    });
  });

  it('costsPct multiplies operating expenses, not staff, cost of sales or their increase', () => {
    const adjusted = applyScenario(base, { costsPct: 15 });
    expect(adjusted.operatingExpenses[0]).toMatchObject({
      amountPerMonth: 2300,
      annualIncreasePct: 3,
    });
    expect(adjusted.staff).toEqual(base.staff);
    expect(adjusted.cogsPct).toBe(30);
  });

  it('staffPct multiplies every salary, not head count or on-cost', () => {
    const adjusted = applyScenario(base, { staffPct: 4 });
    expect(adjusted.staff[0]).toMatchObject({ count: 2, salaryPerYear: 31_200, onCostPct: 20 });
    expect(adjusted.operatingExpenses).toEqual(base.operatingExpenses);
  });

  it('does not round the adjusted inputs', () => {
    const adjusted = applyScenario(base, { pricePct: 1 / 3 });
    expect(adjusted.revenueStreams[0]).toMatchObject({ unitPrice: 12.5 * (1 + 1 / 300) });
  });

  it('does not change the assumptions it is given', () => {
    const before = structuredClone(base);
    applyScenario(base, { pricePct: 50, volumePct: 50, churnPts: 3, costsPct: 9, staffPct: 9 });
    expect(base).toEqual(before);
  });

  it('gives a forecast whose first month is the hand-computed one under the issue 13 conventions', () => {
    const forecast = computeForecast(
      applyScenario(base, { pricePct: 10, volumePct: -20, costsPct: 5, staffPct: 10 }),
    );
    // Beans 13.75 x 320 = 4,400; Club 22 x 40 = 880; cost of sales 30% of 5,280 = 1,584.
    const month = forecast.months[0]!;
    expect(month.revenue).toBeCloseTo(5280, 9);
    expect(month.costOfSales).toBeCloseTo(1584, 9);
    expect(month.operatingExpenses).toBeCloseTo(2100, 9);
    // 2 x 33,000 / 12 x 1.2 = 6,600.
    expect(month.staff).toBeCloseTo(6600, 9);
    // Month 2: Beans 4,400 x 1.03; Club: 40 x 0.985 + 40 x 1.02 = 80.2 customers x 22.
    expect(forecast.months[1]!.revenue).toBeCloseTo(4400 * 1.03 + 80.2 * 22, 9);
  });

  it('offers Conservative below and Ambitious above the base in year-one revenue', () => {
    const revenue = (assumptions: FinancialAssumptions) =>
      computeForecast(assumptions).years[0]!.revenue;
    const baseRevenue = revenue(base);
    expect(revenue(applyScenario(base, CONSERVATIVE_SCENARIO.adjustments))).toBeLessThan(
      baseRevenue,
    );
    expect(revenue(applyScenario(base, AMBITIOUS_SCENARIO.adjustments))).toBeGreaterThan(
      baseRevenue,
    );
    expect(beans.unitPrice).toBe(12.5);
    expect(club.monthlyChurnPct).toBe(1.5);
  });
});

describe('withScenarioIds', () => {
  const stored = [
    { id: 'a', name: 'Low', adjustments: { ...zeroAdjustments(), volumePct: -20 } },
    { id: 'b', name: 'High', adjustments: { ...zeroAdjustments(), volumePct: 20 } },
  ];
  let counter = 0;
  const newId = () => `new-${++counter}`;

  it('keeps a stored id sent back, so a rename stays the same scenario', () => {
    const [renamed] = withScenarioIds([{ id: 'b', name: 'Best', adjustments: {} }], stored, newId);
    expect(renamed!.id).toBe('b');
  });

  it('takes the stored id of the same name when none is sent; an id sent wins over a name', () => {
    const result = withScenarioIds(
      [
        { name: 'Low', adjustments: {} },
        { id: 'unknown', name: 'Other', adjustments: {} },
        { id: 'a', name: 'Copy of Low', adjustments: {} },
      ],
      stored,
      newId,
    );
    expect(result.map((scenario) => scenario.id)).toEqual(['new-1', 'new-2', 'a']);
    const [byName] = withScenarioIds([{ name: 'High', adjustments: {} }], stored, newId);
    expect(byName!.id).toBe('b');
  });
});

function zeroAdjustments() {
  return { pricePct: 0, volumePct: 0, growthPts: 0, churnPts: 0, costsPct: 0, staffPct: 0 };
}
