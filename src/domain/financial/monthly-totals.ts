import type { FinancialAssumptions } from './assumption-types.ts';
import type { StreamMonth } from './forecast-types.ts';
import { loanSchedule } from './loan-schedule.ts';
import { streamMonths } from './revenue-streams.ts';

/** Each line of the forecast before tax, per month (index 0 is month 1), summed over its items. */
export interface MonthlyTotals {
  revenue: Float64Array;
  costOfSales: Float64Array;
  operatingExpenses: Float64Array;
  staff: Float64Array;
  depreciation: Float64Array;
  interest: Float64Array;
  capitalPurchases: Float64Array;
  equityRaised: Float64Array;
  loanDrawn: Float64Array;
  principalRepaid: Float64Array;
  loanBalance: Float64Array;
  /** Per stream, its months. */
  streams: StreamMonth[][];
}

/**
 * Adds up every item month by month, item after item (the same order of additions as a sum per
 * month), computing each item's constant parts once: this runs well under a millisecond for the
 * largest model the schema allows.
 */
export function monthlyTotals(assumptions: FinancialAssumptions): MonthlyTotals {
  const horizon = assumptions.years * 12;
  const line = () => new Float64Array(horizon);
  const totals: MonthlyTotals = {
    revenue: line(),
    costOfSales: line(),
    operatingExpenses: line(),
    staff: line(),
    depreciation: line(),
    interest: line(),
    capitalPurchases: line(),
    equityRaised: line(),
    loanDrawn: line(),
    principalRepaid: line(),
    loanBalance: line(),
    streams: [],
  };
  for (const stream of assumptions.revenueStreams) {
    const months = streamMonths(stream, assumptions.cogsPct, horizon);
    for (const [index, month] of months.entries()) {
      totals.revenue[index]! += month.revenue;
      totals.costOfSales[index]! += month.costOfSales;
    }
    totals.streams.push(months);
  }
  for (const expense of assumptions.operatingExpenses) {
    for (let year = 1; year <= assumptions.years; year++) {
      const amount = expense.amountPerMonth * (1 + expense.annualIncreasePct / 100) ** (year - 1);
      for (let index = (year - 1) * 12; index < year * 12; index++) {
        totals.operatingExpenses[index]! += amount;
      }
    }
  }
  for (const role of assumptions.staff) {
    const amount = ((role.count * role.salaryPerYear) / 12) * (1 + role.onCostPct / 100);
    for (let index = role.startMonth - 1; index < horizon; index++) totals.staff[index]! += amount;
  }
  for (const purchase of assumptions.capitalPurchases) {
    totals.capitalPurchases[purchase.month - 1]! += purchase.amount;
    const monthly = purchase.amount / purchase.usefulLifeMonths;
    const end = Math.min(horizon, purchase.month - 1 + purchase.usefulLifeMonths);
    for (let index = purchase.month - 1; index < end; index++) {
      totals.depreciation[index]! += monthly;
    }
  }
  for (const funding of assumptions.funding) {
    if (funding.kind === 'equity') {
      totals.equityRaised[funding.month - 1]! += funding.amount;
      continue;
    }
    for (const [index, month] of loanSchedule(funding, horizon).entries()) {
      totals.loanDrawn[index]! += month.drawn;
      totals.interest[index]! += month.interest;
      totals.principalRepaid[index]! += month.principal;
      totals.loanBalance[index]! += month.balance;
    }
  }
  return totals;
}
