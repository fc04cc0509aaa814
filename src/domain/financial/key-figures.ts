import type { FinancialAssumptions } from './assumption-types.ts';
import { calendarMonthName } from './calendar-month.ts';
import { FLOW_LINES } from './forecast.ts';
import type { Forecast } from './forecast-types.ts';
import { loanInstalment } from './loan-schedule.ts';
import { tidyNumberText } from './number-text.ts';

/**
 * What the text is told and checked against: the block of key figures given to the money
 * sections' prompts, and every figure of the model a sentence may fairly quote.
 */

/**
 * An amount as the prompt shows it: `€288,659`, `-£20,000`, `CHF 12,000` (English style; a
 * deliverable in another language passes its `locale`). A negative amount that rounds to zero (or
 * -0) is `€0`, never `-€0`.
 */
export function formatMoney(
  currency: string,
  amount: number,
  fractionDigits = 0,
  locale = 'en',
): string {
  const text = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    signDisplay: 'negative',
  }).format(amount);
  return tidyNumberText(text, locale);
}

/** A price keeps its cents when it has any: `€12`, `€12.50`. */
function formatPrice(currency: string, amount: number): string {
  return formatMoney(currency, amount, Number.isInteger(amount) ? 0 : 2);
}

const percent = (value: number) => `${value.toFixed(1).replace(/\.0$/, '')}%`;

/**
 * The block the money sections' prompts carry: the line `Financial model (<currency>):`, then
 * one line per key figure, amounts rounded to whole currency units.
 */
export function keyFiguresBlock(assumptions: FinancialAssumptions, forecast: Forecast): string {
  const { currency, startMonth } = assumptions;
  const money = (amount: number) => formatMoney(currency, amount);
  const monthName = (month: number) => calendarMonthName(startMonth, month);
  const horizon = forecast.months.length;
  const perYear = (value: (year: Forecast['years'][number]) => string) =>
    forecast.years.map((year) => `year ${year.year} ${value(year)}`).join('; ');

  const lines = [
    `Forecast period: ${assumptions.years} years, ${monthName(1)} to ${monthName(horizon)} (year 1 is ${monthName(1)} to ${monthName(12)})`,
    `Revenue: ${perYear((year) => money(year.revenue))}`,
    `Gross margin: ${perYear((year) => (year.grossMarginPct === null ? 'n/a (no revenue)' : percent(year.grossMarginPct)))}`,
    `Net income: ${perYear((year) => money(year.netIncome))}`,
    `Closing cash: ${perYear((year) => money(year.closingCash))}`,
    forecast.breakEvenMonth === null
      ? `Break-even: not reached within the forecast (${horizon} months)`
      : `Break-even: ${monthName(forecast.breakEvenMonth)} (month ${forecast.breakEvenMonth}); profit before tax stays at or above zero from then on`,
    `Lowest cash: ${money(forecast.lowestCash.amount)} (${monthName(forecast.lowestCash.month)})`,
    forecast.fundingNeed > 0
      ? `Funding need: ${money(forecast.fundingNeed)} more than the funding planned, to keep cash from falling below zero`
      : 'Funding need: none beyond the funding planned (cash never falls below zero)',
  ];
  const funding = assumptions.funding.map((fund) =>
    fund.kind === 'equity'
      ? `equity ${money(fund.amount)} (${monthName(fund.month)})`
      : `loan ${money(fund.amount)} at ${percent(fund.annualInterestPct)} a year over ${fund.termMonths} months (${monthName(fund.month)})`,
  );
  if (funding.length > 0) lines.push(`Funding planned: ${funding.join('; ')}`);
  const prices = assumptions.revenueStreams.map((stream) =>
    stream.kind === 'units'
      ? `${stream.name} ${formatPrice(currency, stream.unitPrice)} per unit`
      : `${stream.name} ${formatPrice(currency, stream.pricePerMonth)} per month`,
  );
  if (prices.length > 0) lines.push(`Prices: ${prices.join('; ')}`);
  return [
    `Financial model (${currency}):`,
    ...lines.map((line) => `- ${line}`),
    'Quote these figures wherever the section gives money amounts; do not invent different ones.',
  ].join('\n');
}

/**
 * Every amount a text may fairly quote from the model: each year's lines and their totals over
 * the horizon, each month's revenue, profit and cash, and the assumptions' own amounts.
 */
export function modelFigures(assumptions: FinancialAssumptions, forecast: Forecast): number[] {
  const figures: number[] = [
    forecast.fundingNeed,
    forecast.lowestCash.amount,
    assumptions.startingCash,
  ];
  const yearLines = [
    ...FLOW_LINES,
    'closingCash',
    'netFixedAssets',
    'loanBalance',
    'retainedEarnings',
    'lossesBroughtForward',
  ] as const;
  for (const line of yearLines) {
    let total = 0;
    for (const year of forecast.years) {
      figures.push(year[line]);
      total += year[line];
    }
    figures.push(total);
  }
  for (const month of forecast.months) {
    figures.push(month.revenue, month.profitBeforeTax, month.netIncome, month.closingCash);
    for (const stream of month.streams) figures.push(stream.revenue);
  }
  for (const stream of assumptions.revenueStreams) {
    figures.push(stream.kind === 'units' ? stream.unitPrice : stream.pricePerMonth);
  }
  for (const expense of assumptions.operatingExpenses) {
    figures.push(expense.amountPerMonth, expense.amountPerMonth * 12);
  }
  for (const role of assumptions.staff) {
    figures.push(role.salaryPerYear, role.salaryPerYear * role.count);
  }
  for (const purchase of assumptions.capitalPurchases) figures.push(purchase.amount);
  let equity = 0;
  let loans = 0;
  for (const fund of assumptions.funding) {
    figures.push(fund.amount);
    if (fund.kind === 'equity') equity += fund.amount;
    else {
      loans += fund.amount;
      figures.push(loanInstalment(fund.amount, fund.annualInterestPct, fund.termMonths));
    }
  }
  figures.push(equity, loans, equity + loans);
  return figures;
}
