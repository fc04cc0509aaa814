import type { ProfitAndLoss } from './forecast-types.ts';

/**
 * A month's or year's costs as the charts and the actuals compare them: cost of sales, operating
 * expenses, staff, depreciation and interest, i.e. revenue less profit before tax (tax is not a
 * cost here: it follows from the profit).
 */
export function totalCosts(line: ProfitAndLoss): number {
  return line.costOfSales + line.operatingExpenses + line.staff + line.depreciation + line.interest;
}
