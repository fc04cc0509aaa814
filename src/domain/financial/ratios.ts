import type { FinancialAssumptions } from './assumption-types.ts';
import { calendarMonthName } from './calendar-month.ts';
import type { Forecast, ForecastYear } from './forecast-types.ts';
import { formatMoney } from './key-figures.ts';
import { MODEL_CHECK_LABELS } from './model-check-labels.ts';
import { type RatioKey, type RatioStatus, ratioBand } from './ratio-ranges.ts';

/**
 * The ratio checks of issue 30 on the base forecast (decision 0101): each ratio's value
 * (unrounded, null when it cannot be computed), its status against `ratio-ranges.ts` and a
 * sentence the consultant can read. Margins, overheads and revenue per employee are the last model
 * year's: where the plan arrives, after the start-up months; debt service cover is the weakest
 * year with repayments, as a lender tests it.
 */

export type RatioUnit = 'percent' | 'months' | 'money' | 'times';

export interface FinancialRatio {
  key: RatioKey;
  name: string;
  value: number | null;
  unit: RatioUnit;
  status: RatioStatus;
  note: string;
}

/** English's names; a translated report names them by `modelCheckLabels(language).ratioNames`. */
const NAMES: Record<RatioKey, string> = MODEL_CHECK_LABELS.ratioNames;

const decimals = (value: number, digits: number) => String(Number(value.toFixed(digits)));

function judged(key: RatioKey, value: number, unit: RatioUnit, stated: string): FinancialRatio {
  const band = ratioBand(key, value);
  return {
    key,
    name: NAMES[key],
    value,
    unit,
    status: band.status,
    note: `${stated}: ${band.reason}.`,
  };
}

function notComputable(
  key: RatioKey,
  unit: RatioUnit,
  status: RatioStatus,
  note: string,
): FinancialRatio {
  return { key, name: NAMES[key], value: null, unit, status, note };
}

export function computeRatios(
  assumptions: FinancialAssumptions,
  forecast: Forecast,
): FinancialRatio[] {
  const lastYear = forecast.years[forecast.years.length - 1]!;
  const money = (amount: number) => formatMoney(assumptions.currency, amount);
  return [
    shareOfRevenue('grossMargin', lastYear, lastYear.grossProfit, 'Gross margin'),
    shareOfRevenue('netMargin', lastYear, lastYear.netIncome, 'Net margin'),
    shareOfRevenue(
      'operatingExpensesToRevenue',
      lastYear,
      lastYear.operatingExpenses + lastYear.staff,
      'Operating expenses and staff take',
      ' of revenue',
    ),
    runway(assumptions, forecast, money),
    monthsToBreakEven(assumptions, forecast),
    revenuePerEmployee(assumptions, lastYear, money),
    debtServiceCover(forecast),
  ];
}

function shareOfRevenue(
  key: RatioKey,
  year: ForecastYear,
  amount: number,
  subject: string,
  suffix = '',
): FinancialRatio {
  if (year.revenue === 0) {
    return notComputable(
      key,
      'percent',
      'risk',
      `No revenue in year ${year.year}, the plan's last: there is nothing to measure against.`,
    );
  }
  // x 100 first: 7,000 of 100,000 is exactly 7 (0.07 x 100 is not), so a boundary is met.
  const value = (amount * 100) / year.revenue;
  const verb = suffix ? '' : ' is';
  return judged(
    key,
    value,
    'percent',
    `${subject}${verb} ${decimals(value, 1)}%${suffix} in year ${year.year}`,
  );
}

/** Cash costs of a month: all but tax and capital purchases, which come once a year or once. */
function cashCosts(month: Forecast['months'][number]): number {
  return (
    month.costOfSales +
    month.operatingExpenses +
    month.staff +
    month.interest +
    month.principalRepaid
  );
}

function runway(
  assumptions: FinancialAssumptions,
  forecast: Forecast,
  money: (amount: number) => string,
): FinancialRatio {
  const key: RatioKey = 'runwayMonths';
  const { amount, month } = forecast.lowestCash;
  const when = calendarMonthName(assumptions.startMonth, month);
  if (amount <= 0) {
    const band = ratioBand(key, 0);
    const need =
      forecast.fundingNeed > 0
        ? `, so the plan needs ${money(forecast.fundingNeed)} more funding`
        : '';
    const note = `Cash runs out: it falls to ${money(amount)} in ${when}${need}; ${band.reason}.`;
    return { key, name: NAMES[key], value: 0, unit: 'months', status: band.status, note };
  }
  const costs = cashCosts(forecast.months[month - 1]!);
  if (costs === 0) {
    return notComputable(
      key,
      'months',
      'ok',
      `No costs in ${when}, when cash is lowest (${money(amount)}): nothing to run out of.`,
    );
  }
  const value = amount / costs;
  return judged(
    key,
    value,
    'months',
    `At its lowest, ${money(amount)} in ${when}, cash covers ${decimals(value, 1)} months of that month's costs`,
  );
}

function monthsToBreakEven(assumptions: FinancialAssumptions, forecast: Forecast): FinancialRatio {
  const key: RatioKey = 'monthsToBreakEven';
  const month = forecast.breakEvenMonth;
  if (month === null) {
    return notComputable(
      key,
      'months',
      'risk',
      `The plan does not break even within its ${forecast.months.length} months: the last month still makes a loss.`,
    );
  }
  const when = calendarMonthName(assumptions.startMonth, month);
  return judged(key, month, 'months', `Profit stays positive from month ${month} (${when})`);
}

function revenuePerEmployee(
  assumptions: FinancialAssumptions,
  year: ForecastYear,
  money: (amount: number) => string,
): FinancialRatio {
  const key: RatioKey = 'revenuePerEmployee';
  const firstMonth = (year.year - 1) * 12 + 1;
  let headMonths = 0;
  for (let month = firstMonth; month < firstMonth + 12; month++) {
    for (const role of assumptions.staff) if (role.startMonth <= month) headMonths += role.count;
  }
  const heads = headMonths / 12;
  if (heads === 0) {
    return notComputable(
      key,
      'money',
      'watch',
      `No paid staff in year ${year.year}: the founders' time costs nothing in the model, which a lender will question.`,
    );
  }
  const value = year.revenue / heads;
  const stated = `Revenue per employee is ${money(value)} in year ${year.year} (${decimals(heads, 1)} people on average)`;
  const ratio = { key, name: NAMES[key], value, unit: 'money' as const };
  if (year.staff === 0) {
    return { ...ratio, status: 'watch', note: `${stated}: the staff are unpaid in the model.` };
  }
  const multiple = year.revenue / year.staff;
  const band = ratioBand(key, multiple);
  const note = `${stated}, ${decimals(multiple, 1)} times their cost: ${band.reason}.`;
  return { ...ratio, status: band.status, note };
}

function debtServiceCover(forecast: Forecast): FinancialRatio {
  const key: RatioKey = 'debtServiceCover';
  let weakest: { year: number; cover: number } | undefined;
  for (const year of forecast.years) {
    const service = year.interest + year.principalRepaid;
    if (service === 0) continue;
    const cover = (year.netIncome + year.depreciation + year.interest) / service;
    if (!weakest || cover < weakest.cover) weakest = { year: year.year, cover };
  }
  if (!weakest) {
    return notComputable(key, 'times', 'ok', 'No loan repayments in the plan: nothing to cover.');
  }
  return judged(
    key,
    weakest.cover,
    'times',
    `In year ${weakest.year}, the weakest, the business earns ${decimals(weakest.cover, 2)} times its loan instalments`,
  );
}
