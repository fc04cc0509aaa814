import { annualTax } from './annual-tax.ts';
import type { FinancialAssumptions } from './assumption-types.ts';
import { calendarMonthOf } from './calendar-month.ts';
import type {
  CashAndBalance,
  Forecast,
  ForecastMonth,
  ForecastYear,
  ProfitAndLoss,
} from './forecast-types.ts';
import { monthlyTotals } from './monthly-totals.ts';

/**
 * The forecast engine: pure, monthly over the horizon. The conventions (also in
 * docs/decisions, and the spreadsheet export's formulas follow them exactly):
 * - month 1 is `startMonth`; year y is months 12y-11 to 12y (model years, not calendar years);
 *   nothing is rounded inside the model;
 * - units stream: revenue(m) = unitPrice x unitsPerMonth x (1 + growth)^(m-1);
 * - subscription stream: new(m) = newCustomersPerMonth x (1 + growth)^(m-1); customers at the end
 *   of m = customers at its start x (1 - churn) + new(m), from 0; revenue(m) = pricePerMonth x
 *   customers at the end of m;
 * - cost of sales = revenue x (the stream's cogsPct, else the general one);
 * - an operating expense in year y = amountPerMonth x (1 + annualIncrease)^(y-1);
 * - staff from their start month: count x salaryPerYear / 12 x (1 + onCost);
 * - a capital purchase is paid in its month and depreciated straight-line, amount / life a month,
 *   from its month for usefulLifeMonths months (within the horizon);
 * - equity adds cash in its month; a loan adds cash in its month and is repaid by equal monthly
 *   instalments (annuity at annualInterestPct / 12) over termMonths from the month after; an
 *   instalment's interest = balance before it x rate (an expense), its principal is cash only;
 * - profit before tax = revenue - cost of sales - operating expenses - staff - depreciation -
 *   interest; tax for year y = taxRate x max(0, the year's profit before tax - losses carried
 *   forward), charged and paid in the year's last month; net income = profit before tax - tax;
 * - cash(m) = cash(m-1) + net income + depreciation - capital purchases + equity + loan drawn -
 *   principal repaid, cash(0) = startingCash; every month total assets (cash + net fixed assets)
 *   = total liabilities and equity (loan balance + opening equity, the starting cash, + equity
 *   raised + retained earnings);
 * - break-even month: the first month from which profit before tax stays >= 0 to the horizon's
 *   end (null if none); lowest cash: the lowest month-end cash and its first month; funding
 *   need = max(0, -lowest cash); a year's flows are the sum of its months, its stocks those of
 *   its last month; gross margin = gross profit / revenue x 100 (null without revenue).
 */
export function computeForecast(assumptions: FinancialAssumptions): Forecast {
  const horizon = assumptions.years * 12;
  const totals = monthlyTotals(assumptions);
  const grossProfit = new Float64Array(horizon);
  const profitBeforeTax = new Float64Array(horizon);
  const profitBeforeTaxByYear = new Array<number>(assumptions.years).fill(0);
  for (let index = 0; index < horizon; index++) {
    grossProfit[index] = totals.revenue[index]! - totals.costOfSales[index]!;
    profitBeforeTax[index] =
      grossProfit[index]! -
      totals.operatingExpenses[index]! -
      totals.staff[index]! -
      totals.depreciation[index]! -
      totals.interest[index]!;
    profitBeforeTaxByYear[Math.floor(index / 12)]! += profitBeforeTax[index]!;
  }
  const taxYears = annualTax(profitBeforeTaxByYear, assumptions.taxRatePct);

  const months: ForecastMonth[] = [];
  let cash = assumptions.startingCash;
  let netFixedAssets = 0;
  let equityRaisedToDate = 0;
  let retainedEarnings = 0;
  for (let index = 0; index < horizon; index++) {
    const month = index + 1;
    const year = Math.ceil(month / 12);
    const tax = month % 12 === 0 ? taxYears[year - 1]!.tax : 0;
    const netIncome = profitBeforeTax[index]! - tax;
    const depreciation = totals.depreciation[index]!;
    const capitalPurchases = totals.capitalPurchases[index]!;
    const equityRaised = totals.equityRaised[index]!;
    const loanDrawn = totals.loanDrawn[index]!;
    const principalRepaid = totals.principalRepaid[index]!;
    const netCashFlow =
      netIncome + depreciation - capitalPurchases + equityRaised + loanDrawn - principalRepaid;
    cash += netCashFlow;
    netFixedAssets += capitalPurchases - depreciation;
    equityRaisedToDate += equityRaised;
    retainedEarnings += netIncome;
    const loanBalance = totals.loanBalance[index]!;
    months.push({
      month,
      year,
      calendarMonth: calendarMonthOf(assumptions.startMonth, month),
      revenue: totals.revenue[index]!,
      costOfSales: totals.costOfSales[index]!,
      grossProfit: grossProfit[index]!,
      operatingExpenses: totals.operatingExpenses[index]!,
      staff: totals.staff[index]!,
      depreciation,
      interest: totals.interest[index]!,
      profitBeforeTax: profitBeforeTax[index]!,
      tax,
      netIncome,
      capitalPurchases,
      equityRaised,
      loanDrawn,
      principalRepaid,
      netCashFlow,
      closingCash: cash,
      netFixedAssets,
      loanBalance,
      openingEquity: assumptions.startingCash,
      equityRaisedToDate,
      retainedEarnings,
      totalAssets: cash + netFixedAssets,
      totalLiabilitiesAndEquity:
        loanBalance + assumptions.startingCash + equityRaisedToDate + retainedEarnings,
      streams: totals.streams.map((stream) => stream[index]!),
    });
  }

  const years = taxYears.map((taxYear, yearIndex) =>
    yearOf(
      months.slice(yearIndex * 12, yearIndex * 12 + 12),
      yearIndex + 1,
      taxYear.lossesBroughtForward,
    ),
  );
  const lowestCash = lowestCashOf(months);
  return {
    months,
    years,
    breakEvenMonth: breakEvenMonthOf(months),
    lowestCash,
    fundingNeed: Math.max(0, -lowestCash.amount),
  };
}

/** The lines that are flows over a period: a year's figure is the sum of its months'. */
export const FLOW_LINES = [
  'revenue',
  'costOfSales',
  'grossProfit',
  'operatingExpenses',
  'staff',
  'depreciation',
  'interest',
  'profitBeforeTax',
  'tax',
  'netIncome',
  'capitalPurchases',
  'equityRaised',
  'loanDrawn',
  'principalRepaid',
  'netCashFlow',
] as const satisfies readonly (keyof ProfitAndLoss | keyof CashAndBalance)[];

const STOCK_LINES = [
  'closingCash',
  'netFixedAssets',
  'loanBalance',
  'openingEquity',
  'equityRaisedToDate',
  'retainedEarnings',
  'totalAssets',
  'totalLiabilitiesAndEquity',
] as const satisfies readonly (keyof CashAndBalance)[];

function yearOf(months: ForecastMonth[], year: number, lossesBroughtForward: number): ForecastYear {
  const last = months[months.length - 1]!;
  const totals = Object.fromEntries([
    ...FLOW_LINES.map((line) => [line, sumOf(months, (month) => month[line])]),
    ...STOCK_LINES.map((line) => [line, last[line]]),
  ]) as ProfitAndLoss & CashAndBalance;
  return {
    year,
    ...totals,
    grossMarginPct: totals.revenue === 0 ? null : (totals.grossProfit / totals.revenue) * 100,
    lossesBroughtForward,
  };
}

/** The first month from which profit before tax is >= 0 in every month to the end, or null. */
export function breakEvenMonthOf(months: readonly { profitBeforeTax: number }[]): number | null {
  let breakEven: number | null = null;
  for (let index = months.length - 1; index >= 0; index--) {
    if (months[index]!.profitBeforeTax < 0) break;
    breakEven = index + 1;
  }
  return breakEven;
}

function lowestCashOf(months: readonly ForecastMonth[]): Forecast['lowestCash'] {
  let lowest = { amount: Number.POSITIVE_INFINITY, month: 0 };
  for (const month of months) {
    if (month.closingCash < lowest.amount)
      lowest = { amount: month.closingCash, month: month.month };
  }
  return lowest;
}

function sumOf<Item>(items: readonly Item[], value: (item: Item) => number): number {
  let total = 0;
  for (const item of items) total += value(item);
  return total;
}
