import { calendarMonthName } from './calendar-month.ts';
import { compactMoney } from './compact-money.ts';
import type { Forecast, ForecastMonth } from './forecast-types.ts';
import { formatMoney } from './key-figures.ts';

/**
 * The forecast's three charts as data: what the Financials tab, the shared view, the PDF and the
 * slides draw, so every one shows the same series, scales, ticks, titles and descriptions. Pure
 * and zod-free (the page imports it). Colours are tones each renderer maps to its palette (the
 * brand's in the exports).
 */

export type ChartTone = 'primary' | 'accent' | 'loss';

export interface ChartSeries {
  label: string;
  tone: ChartTone;
  /** One value per model month, month 1 first. */
  values: number[];
}

export interface ChartTick {
  value: number;
  label: string;
}

export interface ForecastChart {
  id: 'revenue-costs' | 'net-income' | 'cash';
  title: string;
  /** A sentence or two of key figures: the chart's text alternative. */
  description: string;
  /** `line`: a line per series; `bars`: a bar per month, in the `loss` tone below zero. */
  kind: 'line' | 'bars';
  series: ChartSeries[];
  monthCount: number;
  /** 1-based month marked as break-even, or null. */
  breakEvenMonth: number | null;
  /** The break-even as a sentence (`Break-even in March 2028 (month 15).`). */
  breakEvenNote: string;
  /** The value axis, rounded out to its ticks and always including zero. */
  yDomain: [number, number];
  yTicks: ChartTick[];
  /** The first month of each model year, labelled with its calendar month (`Jan 2027`). */
  xTicks: ChartTick[];
}

export const BREAK_EVEN_LABEL = 'Break-even';

/** The loss bars' red: the same in every brand, as a loss means the same in every report. */
export const LOSS_COLOUR = '#B42318';

const costsOf = (month: ForecastMonth) =>
  month.costOfSales + month.operatingExpenses + month.staff + month.depreciation + month.interest;

/** A 1, 2 or 5 x 10^n step giving about `count` ticks over the span (as d3's `ticks`). */
function tickStep(low: number, high: number, count: number): number {
  const raw = (high - low) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const error = raw / power;
  const factor =
    error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;
  return factor * power;
}

/** A domain including zero, widened to whole ticks, and its ticks. */
export function valueAxis(
  values: readonly number[],
  format: (value: number) => string,
  count = 5,
): { domain: [number, number]; ticks: ChartTick[] } {
  let low = Math.min(0, ...values);
  let high = Math.max(0, ...values);
  if (high === low) high = low + 1;
  const step = tickStep(low, high, count);
  low = Math.floor(low / step) * step;
  high = Math.ceil(high / step) * step;
  const ticks: ChartTick[] = [];
  for (let index = 0; low + index * step <= high + step / 1e6; index++) {
    // Multiplying by the index keeps 0.1-steps from drifting (0.30000000000000004).
    const value = Number((low + index * step).toPrecision(12));
    ticks.push({ value, label: format(value) });
  }
  return { domain: [low, high], ticks };
}

function monthTicks(forecast: Forecast, startMonth: string): ChartTick[] {
  return forecast.months
    .filter((month) => month.month % 12 === 1)
    .map((month) => ({
      value: month.month,
      label: calendarMonthName(startMonth, month.month).replace(/^(\w{3})\w*/, '$1'),
    }));
}

export function forecastCharts(
  forecast: Forecast,
  currency: string,
  startMonth: string,
): ForecastChart[] {
  const money = (amount: number) => formatMoney(currency, amount);
  const month = (number: number) => calendarMonthName(startMonth, number);
  const { months, breakEvenMonth } = forecast;
  const breakEven =
    breakEvenMonth === null
      ? 'Break-even is not reached within the forecast.'
      : `Break-even in ${month(breakEvenMonth)} (month ${breakEvenMonth}).`;
  const perYear = (value: (year: Forecast['years'][number]) => number) =>
    forecast.years.map((year) => `year ${year.year} ${money(value(year))}`).join(', ');
  const xTicks = monthTicks(forecast, startMonth);
  const chart = (
    id: ForecastChart['id'],
    title: string,
    description: string,
    kind: ForecastChart['kind'],
    series: ChartSeries[],
  ): ForecastChart => {
    const axis = valueAxis(
      series.flatMap((line) => line.values),
      (value) => compactMoney(currency, value),
    );
    return {
      id,
      title,
      description,
      kind,
      series,
      monthCount: months.length,
      breakEvenMonth,
      breakEvenNote: breakEven,
      yDomain: axis.domain,
      yTicks: axis.ticks,
      xTicks,
    };
  };
  const last = months.at(-1);
  return [
    chart(
      'revenue-costs',
      'Revenue and costs',
      `Monthly revenue and total costs. Revenue: ${perYear((year) => year.revenue)}. ${breakEven}`,
      'line',
      [
        { label: 'Revenue', tone: 'primary', values: months.map((entry) => entry.revenue) },
        { label: 'Costs', tone: 'accent', values: months.map(costsOf) },
      ],
    ),
    chart(
      'net-income',
      'Net income',
      `Monthly net income: ${perYear((year) => year.netIncome)}. ${breakEven}`,
      'bars',
      [{ label: 'Net income', tone: 'primary', values: months.map((entry) => entry.netIncome) }],
    ),
    chart(
      'cash',
      'Cash balance',
      `Cash at the end of each month; lowest ${money(forecast.lowestCash.amount)} in ${month(forecast.lowestCash.month)}${last ? `, ${money(last.closingCash)} at the end` : ''}. ${breakEven}`,
      'line',
      [
        {
          label: 'Closing cash',
          tone: 'primary',
          values: months.map((entry) => entry.closingCash),
        },
      ],
    ),
  ];
}
