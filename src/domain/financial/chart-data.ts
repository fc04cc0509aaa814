import { formatLabel } from '../deliverable-labels.ts';
import type { Language } from '../strategy-limits.ts';
import type { ActualColumn, ActualsComparison } from './actual-types.ts';
import { financialFormat } from './financial-format.ts';
import { ENGLISH_FINANCIAL_LABELS, type FinancialLabels } from './financial-labels.ts';
import type { Forecast } from './forecast-types.ts';
import { totalCosts } from './total-costs.ts';

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
  /** A dashed line: told apart from a solid one of the same tone (the scenarios' chart). */
  dashed?: boolean;
  /** One value per model month, month 1 first. */
  values: number[];
  /**
   * The n-th colour of the painter's `series` list, for a chart of many lines (a scenario
   * comparison); the tone's colour when the painter has no such list.
   */
  colourIndex?: number;
}

/**
 * Figures known for some months only (the uploaded actuals), drawn dashed over the series with a
 * dot at each month: a month without a figure is a gap, not a zero.
 */
export interface ChartOverlay {
  label: string;
  tone: ChartTone;
  points: { month: number; value: number }[];
}

export interface ChartTick {
  value: number;
  label: string;
}

export interface ForecastChart {
  id: 'revenue-costs' | 'net-income' | 'cash' | 'scenario-revenue' | 'scenario-cash';
  title: string;
  /** A sentence or two of key figures: the chart's text alternative. */
  description: string;
  /** `line`: a line per series; `bars`: a bar per month, in the `loss` tone below zero. */
  kind: 'line' | 'bars';
  series: ChartSeries[];
  /** Only the page draws these (the actuals); the exports leave them out. */
  overlays?: ChartOverlay[];
  monthCount: number;
  /** 1-based month marked as break-even, or null. */
  breakEvenMonth: number | null;
  /** The break-even as a sentence (`Break-even in March 2028 (month 15).`). */
  breakEvenNote: string;
  /** The marker's and the loss bars' names in the legend, in the deliverable's language. */
  breakEvenLabel: string;
  lossLabel: string;
  /** The value axis, rounded out to its ticks and always including zero. */
  yDomain: [number, number];
  yTicks: ChartTick[];
  /** The first month of each model year, labelled with its calendar month (`Jan 2027`). */
  xTicks: ChartTick[];
}

export const BREAK_EVEN_LABEL = ENGLISH_FINANCIAL_LABELS.breakEven;

/** The loss bars' red: the same in every brand, as a loss means the same in every report. */
export const LOSS_COLOUR = '#B42318';

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

export function monthTicks(forecast: Forecast, shortMonth: (month: number) => string): ChartTick[] {
  return forecast.months
    .filter((month) => month.month % 12 === 1)
    .map((month) => ({ value: month.month, label: shortMonth(month.month) }));
}

/**
 * The three charts; titles, legends, descriptions, months and amounts in `language` (English by
 * default, as the page shows them) from `labels` (`financialLabels(language)`).
 */
export function forecastCharts(
  forecast: Forecast,
  currency: string,
  startMonth: string,
  options: { language?: Language; labels?: FinancialLabels; actuals?: ActualsComparison } = {},
): ForecastChart[] {
  const labels = options.labels ?? ENGLISH_FINANCIAL_LABELS;
  const format = financialFormat(currency, startMonth, options.language);
  const { months, breakEvenMonth } = forecast;
  const breakEven =
    breakEvenMonth === null
      ? labels.breakEvenNotReached
      : formatLabel(labels.breakEvenIn, {
          month: format.month(breakEvenMonth),
          number: breakEvenMonth,
        });
  const perYear = (value: (year: Forecast['years'][number]) => number) =>
    forecast.years
      .map((year) =>
        formatLabel(labels.yearAmount, { number: year.year, amount: format.money(value(year)) }),
      )
      .join(labels.listSeparator);
  const xTicks = monthTicks(forecast, format.shortMonth);
  const chart = (
    id: ForecastChart['id'],
    title: string,
    description: string,
    kind: ForecastChart['kind'],
    series: ChartSeries[],
    overlays: ChartOverlay[] = [],
  ): ForecastChart => {
    const axis = valueAxis(
      [
        ...series.flatMap((line) => line.values),
        ...overlays.flatMap((overlay) => overlay.points.map((point) => point.value)),
      ],
      format.compactMoney,
    );
    const withActuals = overlays
      .map(
        (overlay) =>
          ` ${overlay.label}, ${overlay.points.length} ${overlay.points.length === 1 ? 'month' : 'months'}: dashed.`,
      )
      .join('');
    return {
      id,
      title,
      description: description + withActuals,
      kind,
      series,
      ...(overlays.length > 0 ? { overlays } : {}),
      monthCount: months.length,
      breakEvenMonth,
      breakEvenNote: breakEven,
      breakEvenLabel: labels.breakEven,
      lossLabel: labels.loss,
      yDomain: axis.domain,
      yTicks: axis.ticks,
      xTicks,
    };
  };
  const closing = months.at(-1)?.closingCash ?? 0;
  const actual = actualOverlays(forecast, options.actuals);
  return [
    chart(
      'revenue-costs',
      labels.revenueAndCosts,
      formatLabel(labels.revenueAndCostsDescription, {
        years: perYear((year) => year.revenue),
        breakEven,
      }),
      'line',
      [
        { label: labels.revenue, tone: 'primary', values: months.map((entry) => entry.revenue) },
        { label: labels.costs, tone: 'accent', values: months.map(totalCosts) },
      ],
      [actual('revenue', 'primary'), actual('costs', 'accent')].flatMap((line) => line ?? []),
    ),
    chart(
      'net-income',
      labels.netIncome,
      formatLabel(labels.netIncomeDescription, {
        years: perYear((year) => year.netIncome),
        breakEven,
      }),
      'bars',
      [
        {
          label: labels.netIncome,
          tone: 'primary',
          values: months.map((entry) => entry.netIncome),
        },
      ],
    ),
    chart(
      'cash',
      labels.cashBalance,
      formatLabel(labels.cashDescription, {
        amount: format.money(forecast.lowestCash.amount),
        month: format.month(forecast.lowestCash.month),
        closing: format.money(closing),
        breakEven,
      }),
      'line',
      [
        {
          label: labels.closingCash,
          tone: 'primary',
          values: months.map((entry) => entry.closingCash),
        },
      ],
      [actual('cash', 'accent')].flatMap((line) => line ?? []),
    ),
  ];
}

/** The actuals' names in the page's legend (the page is in English; exports draw no actuals). */
export const ACTUAL_LABELS: Record<ActualColumn, string> = {
  revenue: 'Actual revenue',
  costs: 'Actual costs',
  cash: 'Actual cash',
};

/** An overlay per column of actuals, at each month the forecast holds; none without figures. */
function actualOverlays(forecast: Forecast, actuals: ActualsComparison | undefined) {
  const monthOf = new Map(forecast.months.map((month) => [month.calendarMonth, month.month]));
  return (column: ActualColumn, tone: ChartTone): ChartOverlay | undefined => {
    const points = (actuals?.months ?? []).flatMap((entry) => {
      const month = monthOf.get(entry.month);
      const figure = entry[column];
      return month !== undefined && figure ? [{ month, value: figure.actual }] : [];
    });
    return points.length > 0 ? { label: ACTUAL_LABELS[column], tone, points } : undefined;
  };
}
