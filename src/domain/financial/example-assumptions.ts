import type { FinancialAssumptions } from './assumption-types.ts';

/**
 * A small coffee roaster: the example set, with rationales. Used by tests, the benchmark
 * and as a starting point a person can load and edit.
 */
export const EXAMPLE_ASSUMPTIONS: FinancialAssumptions = {
  currency: 'EUR',
  startMonth: '2027-01',
  years: 3,
  startingCash: 20_000,
  cogsPct: 30,
  taxRatePct: 20,
  rationales: {
    startingCash: "The founders' savings put into the company.",
    cogsPct: 'Packaging and shipping for products without their own figure.',
    taxRatePct: 'Corporate income tax for a small company.',
  },
  revenueStreams: [
    {
      name: 'Beans',
      kind: 'units',
      unitPrice: 12,
      unitsPerMonth: 1000,
      monthlyGrowthPct: 5,
      cogsPct: 35,
      rationale: 'Retail bags of 250 g sold online and in two shops.',
    },
    {
      name: 'Office plan',
      kind: 'subscription',
      pricePerMonth: 30,
      newCustomersPerMonth: 40,
      monthlyGrowthPct: 3,
      monthlyChurnPct: 2,
      rationale: 'Monthly coffee delivery to small offices.',
    },
  ],
  operatingExpenses: [
    {
      name: 'Rent',
      amountPerMonth: 2500,
      annualIncreasePct: 3,
      rationale: 'Roastery unit, indexed yearly.',
    },
  ],
  staff: [
    {
      role: 'Roaster',
      count: 2,
      salaryPerYear: 24_000,
      startMonth: 1,
      onCostPct: 23,
      rationale: 'Two full-time roasters from the start.',
    },
  ],
  capitalPurchases: [
    {
      name: 'Roaster',
      amount: 30_000,
      month: 1,
      usefulLifeMonths: 60,
      rationale: 'A 15 kg drum roaster.',
    },
  ],
  funding: [
    { kind: 'equity', amount: 50_000, month: 1, rationale: 'Angel round.' },
    {
      kind: 'loan',
      amount: 40_000,
      month: 1,
      annualInterestPct: 6,
      termMonths: 36,
      rationale: 'Bank equipment loan.',
    },
  ],
};
