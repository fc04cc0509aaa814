import { describe, expect, it } from 'vitest';
import { emptyAssumptions, type FinancialAssumptions } from '../assumption-types.ts';
import { applyScenario } from '../scenarios.ts';
import type { AssumptionCells } from './monthly-plan.ts';
import { scenarioInputs, withScenarioInputs } from './scenario-inputs.ts';

const assumptions: FinancialAssumptions = {
  ...emptyAssumptions('EUR'),
  revenueStreams: [
    { name: 'Beans', kind: 'units', unitPrice: 12.5, unitsPerMonth: 400, monthlyGrowthPct: 3 },
    {
      name: 'Club',
      kind: 'subscription',
      pricePerMonth: 20,
      newCustomersPerMonth: 50,
      monthlyGrowthPct: -95,
      monthlyChurnPct: 1.5,
    },
  ],
  operatingExpenses: [{ name: 'Rent', amountPerMonth: 2000, annualIncreasePct: 3 }],
  staff: [{ role: 'Roaster', count: 2, salaryPerYear: 30_000, startMonth: 1, onCostPct: 20 }],
};

/** Each input cell named by its field and item: `unitPrice0`. */
const base = {
  scalars: {},
  streams: [0, 1].map((index) =>
    Object.fromEntries(
      [
        'name',
        'kind',
        'unitPrice',
        'unitsPerMonth',
        'pricePerMonth',
        'newCustomersPerMonth',
        'monthlyGrowthPct',
        'monthlyChurnPct',
        'cogsPct',
      ].map((field) => [field, `${field}${index}`]),
    ),
  ),
  expenses: [{ name: 'name', amountPerMonth: 'amountPerMonth0', annualIncreasePct: 'increase0' }],
  staff: [
    {
      role: 'role',
      count: 'count0',
      salaryPerYear: 'salaryPerYear0',
      startMonth: 'start0',
      onCostPct: 'onCost0',
    },
  ],
  purchases: [],
  funding: [],
} as unknown as AssumptionCells;

const adjustment = {
  pricePct: 'PRICE',
  volumePct: 'VOLUME',
  growthPts: 'GROWTH',
  churnPts: 'CHURN',
  costsPct: 'COSTS',
  staffPct: 'STAFF',
};

/** A formula of the inputs, worked out with the adjustments' values, as a spreadsheet would. */
function evaluate(formula: string, values: Record<string, number>): number {
  const expression = formula.replace(/[A-Za-z]+\d*/g, (name) =>
    name === 'MAX' || name === 'MIN' ? `Math.${name.toLowerCase()}` : String(values[name]),
  );
  return Function(`return ${expression}`)() as number;
}

describe('the workbook’s scenario inputs', () => {
  it('compute what applyScenario gives, floors included, from the base cells and the adjustments', () => {
    const inputs = scenarioInputs(assumptions, base, adjustment);
    expect(inputs.map((input) => `${input.item} ${input.field}`)).toEqual([
      'Beans unitPrice',
      'Beans unitsPerMonth',
      'Beans monthlyGrowthPct',
      'Club pricePerMonth',
      'Club newCustomersPerMonth',
      'Club monthlyGrowthPct',
      'Club monthlyChurnPct',
      'Rent amountPerMonth',
      'Roaster salaryPerYear',
    ]);
    const [beans, club] = assumptions.revenueStreams as [
      Extract<FinancialAssumptions['revenueStreams'][number], { kind: 'units' }>,
      Extract<FinancialAssumptions['revenueStreams'][number], { kind: 'subscription' }>,
    ];
    const cells = {
      unitPrice0: beans.unitPrice,
      unitsPerMonth0: beans.unitsPerMonth,
      monthlyGrowthPct0: beans.monthlyGrowthPct,
      pricePerMonth1: club.pricePerMonth,
      newCustomersPerMonth1: club.newCustomersPerMonth,
      monthlyGrowthPct1: club.monthlyGrowthPct,
      monthlyChurnPct1: club.monthlyChurnPct,
      amountPerMonth0: 2000,
      salaryPerYear0: 30_000,
    };
    for (const adjustments of [
      { pricePct: -5, volumePct: -20, growthPts: -1, churnPts: 1, costsPct: 10, staffPct: 5 },
      // Growth -95 - 20 stops at -100; churn 1.5 - 20 at 0.
      {
        pricePct: 1000,
        volumePct: -100,
        growthPts: -20,
        churnPts: -20,
        costsPct: -100,
        staffPct: 0,
      },
      // Churn 1.5 + 20 is kept.
      { pricePct: 0, volumePct: 0, growthPts: 20, churnPts: 20, costsPct: 0, staffPct: -50 },
    ]) {
      const values = {
        ...cells,
        PRICE: adjustments.pricePct,
        VOLUME: adjustments.volumePct,
        GROWTH: adjustments.growthPts,
        CHURN: adjustments.churnPts,
        COSTS: adjustments.costsPct,
        STAFF: adjustments.staffPct,
      };
      const adjusted = applyScenario(assumptions, adjustments);
      const item = (input: (typeof inputs)[number]) =>
        input.list === 'streams'
          ? adjusted.revenueStreams[input.index]
          : input.list === 'expenses'
            ? adjusted.operatingExpenses[input.index]
            : adjusted.staff[input.index];
      for (const input of inputs) {
        expect(evaluate(input.formula, values), `${input.item} ${input.field}`).toBe(
          (item(input) as unknown as Record<string, number>)[input.field],
        );
      }
    }
  });

  it('point the statements at the computed cells and leave every other input where it was', () => {
    const inputs = scenarioInputs(assumptions, base, adjustment);
    const cells = withScenarioInputs(
      base,
      inputs,
      inputs.map((_, index) => `S${index}`),
    );
    expect(cells.streams[0]!.unitPrice).toBe('S0');
    expect(cells.streams[1]!.monthlyChurnPct).toBe('S6');
    expect(cells.streams[1]!.cogsPct).toBe('cogsPct1');
    expect(cells.expenses[0]).toEqual({
      name: 'name',
      amountPerMonth: 'S7',
      annualIncreasePct: 'increase0',
    });
    expect(cells.staff[0]!.salaryPerYear).toBe('S8');
    expect(cells.staff[0]!.count).toBe('count0');
    // The base cells are not changed in place.
    expect(base.streams[0]!.unitPrice).toBe('unitPrice0');
  });
});
