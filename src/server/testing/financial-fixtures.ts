import type { FinancialAssumptionsInput } from '../../domain/financial/assumptions.ts';

/**
 * Assumption sets as a caller sends them, for API and export tests. `LOSS_THEN_PROFIT` has both
 * stream kinds, staff starting late, capital purchases, an equity round and two loans (one at
 * 0%), and a first-year loss carried forward into a taxed later year.
 */
export const LOSS_THEN_PROFIT: FinancialAssumptionsInput = {
  currency: 'GBP',
  startMonth: '2026-10',
  years: 5,
  startingCash: 10_000,
  cogsPct: 40,
  taxRatePct: 25,
  revenueStreams: [
    { name: 'Kits', kind: 'units', unitPrice: 80, unitsPerMonth: 50, monthlyGrowthPct: 6 },
    {
      name: 'Club',
      kind: 'subscription',
      pricePerMonth: 15,
      newCustomersPerMonth: 30,
      monthlyGrowthPct: 2,
      monthlyChurnPct: 4,
      cogsPct: 10,
    },
  ],
  operatingExpenses: [
    { name: 'Rent', amountPerMonth: 3000, annualIncreasePct: 2 },
    { name: 'Marketing', amountPerMonth: 4000, annualIncreasePct: -10 },
  ],
  staff: [
    { role: 'Founder', count: 1, salaryPerYear: 36_000, startMonth: 1, onCostPct: 20 },
    { role: 'Engineer', count: 2, salaryPerYear: 54_000, startMonth: 7, onCostPct: 25 },
  ],
  capitalPurchases: [
    { name: 'Tools', amount: 12_000, month: 3, usefulLifeMonths: 24 },
    { name: 'Fit-out', amount: 50_000, month: 13, usefulLifeMonths: 120 },
  ],
  funding: [
    { kind: 'equity', name: 'Seed', amount: 150_000, month: 2 },
    {
      kind: 'loan',
      name: 'Bank',
      amount: 60_000,
      month: 4,
      annualInterestPct: 6.5,
      termMonths: 48,
    },
    { kind: 'loan', amount: 10_000, month: 1, annualInterestPct: 0, termMonths: 12 },
  ],
};

/** The example: a coffee roaster, 3 years, in euros. */
export const COFFEE_ROASTER: FinancialAssumptionsInput = {
  currency: 'EUR',
  startMonth: '2027-01',
  years: 3,
  startingCash: 20_000,
  cogsPct: 30,
  taxRatePct: 20,
  revenueStreams: [
    {
      name: 'Beans',
      kind: 'units',
      unitPrice: 12,
      unitsPerMonth: 1000,
      monthlyGrowthPct: 5,
      cogsPct: 35,
    },
    {
      name: 'Office plan',
      kind: 'subscription',
      pricePerMonth: 30,
      newCustomersPerMonth: 40,
      monthlyGrowthPct: 3,
      monthlyChurnPct: 2,
    },
  ],
  operatingExpenses: [{ name: 'Rent', amountPerMonth: 2500, annualIncreasePct: 3 }],
  staff: [{ role: 'Roaster', count: 2, salaryPerYear: 24_000, startMonth: 1, onCostPct: 23 }],
  capitalPurchases: [{ name: 'Roaster', amount: 30_000, month: 1, usefulLifeMonths: 60 }],
  funding: [
    { kind: 'equity', amount: 50_000, month: 1 },
    { kind: 'loan', amount: 40_000, month: 1, annualInterestPct: 6, termMonths: 36 },
  ],
};
