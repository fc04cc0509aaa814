import { formatLabel } from '../deliverable-labels.ts';
import type { FinancialAssumptions } from './assumption-types.ts';
import { type ChartSeries, type ForecastChart, monthTicks, valueAxis } from './chart-data.ts';
import type { FinancialFormat } from './financial-format.ts';
import { computeForecast } from './forecast.ts';
import type { Forecast } from './forecast-types.ts';
import { formatMoney } from './key-figures.ts';
import { MODEL_CHECK_LABELS, type ModelCheckLabels } from './model-check-labels.ts';
import { applyScenario, type ScenarioInput } from './scenarios.ts';
import { metricOfYear } from './sensitivity.ts';

/**
 * The scenarios side by side, as every output shows them (issue 30): the base first, then each
 * scenario's forecast by `applyScenario`; a table per figure (rows the scenarios, columns the
 * model years), charts of monthly revenue and cash per scenario, and the prompt's `Scenarios`
 * block.
 */

export interface NamedForecast {
  name: string;
  forecast: Forecast;
}

export function scenarioForecasts(
  assumptions: FinancialAssumptions,
  scenarios: readonly ScenarioInput[],
  baseName: string = MODEL_CHECK_LABELS.base,
): NamedForecast[] {
  return [
    { name: baseName, forecast: computeForecast(assumptions) },
    ...scenarios.map((scenario) => ({
      name: scenario.name,
      forecast: computeForecast(applyScenario(assumptions, scenario.adjustments)),
    })),
  ];
}

/** The figures compared: each year's revenue, net income, closing cash and funding need. */
const FIGURES = [
  ['revenue', (forecast: Forecast, year: number) => forecast.years[year - 1]!.revenue],
  ['netIncome', (forecast: Forecast, year: number) => forecast.years[year - 1]!.netIncome],
  ['closingCash', (forecast: Forecast, year: number) => forecast.years[year - 1]!.closingCash],
  [
    'fundingNeed',
    (forecast: Forecast, year: number) => metricOfYear(forecast, 'fundingNeed', year),
  ],
] as const;

export type ComparedFigure = (typeof FIGURES)[number][0];

export interface ComparisonTable {
  figure: ComparedFigure;
  title: string;
  header: string[];
  rows: string[][];
}

/**
 * A table per figure. `figureLabels` names them in the deliverable's language (the funding need
 * is up to each year's end: the most cash the plan lacks by then, beyond the funding planned).
 */
export function scenarioComparisonTables(
  forecasts: readonly NamedForecast[],
  options: {
    currency: string;
    money: FinancialFormat['money'];
    yearLabel: (year: number) => string;
    figureLabels: Record<ComparedFigure, string>;
    /** The tables' own texts, in the deliverable's language (`modelCheckLabels`). */
    labels?: ModelCheckLabels;
  },
): ComparisonTable[] {
  const labels = options.labels ?? MODEL_CHECK_LABELS;
  const years = forecasts[0]?.forecast.years.map((year) => year.year) ?? [];
  return FIGURES.map(([figure, value]) => ({
    figure,
    title: formatLabel(labels.scenarioTableTitle, {
      figure: options.figureLabels[figure],
      currency: options.currency,
    }),
    header: [labels.scenario, ...years.map(options.yearLabel)],
    rows: forecasts.map(({ name, forecast }) => [
      name,
      ...years.map((year) => options.money(value(forecast, year))),
    ]),
  }));
}

/**
 * Base solid in the primary tone, then the scenarios in turn: accent, accent dashed, primary
 * dashed (four looks; past them they repeat, the legend's order telling them apart).
 */
const LOOKS: Pick<ChartSeries, 'tone' | 'dashed'>[] = [
  { tone: 'accent' },
  { tone: 'accent', dashed: true },
  { tone: 'primary', dashed: true },
];

const CHARTED = {
  revenue: {
    id: 'scenario-revenue',
    title: 'scenarioRevenueTitle',
    description: 'scenarioRevenueDescription',
    month: (month: Forecast['months'][number]) => month.revenue,
    year: (year: Forecast['years'][number]) => year.revenue,
  },
  cash: {
    id: 'scenario-cash',
    title: 'scenarioCashTitle',
    description: 'scenarioCashDescription',
    month: (month: Forecast['months'][number]) => month.closingCash,
    year: (year: Forecast['years'][number]) => year.closingCash,
  },
} as const;

/**
 * Monthly revenue or month-end cash per scenario, drawn by `chart-drawing.ts` like the
 * forecast's charts, the one chart of the page, the PDF, the deck and the shared view. Each
 * scenario carries a look every painter can draw (tone and dash) and a `colourIndex` for a
 * painter with a palette of series colours (the page's). Its texts are `labels`' (the
 * deliverable's language; English by default, as the page shows it).
 */
export function scenarioChart(
  forecasts: readonly NamedForecast[],
  format: FinancialFormat,
  figure: keyof typeof CHARTED,
  labels: ModelCheckLabels = MODEL_CHECK_LABELS,
): ForecastChart {
  const charted = CHARTED[figure];
  const base = forecasts[0]?.forecast;
  const series: ChartSeries[] = forecasts.map(({ name, forecast }, index) => ({
    label: name,
    ...(index === 0
      ? { tone: 'primary' as const }
      : { ...LOOKS[(index - 1) % LOOKS.length]!, colourIndex: index - 1 }),
    values: forecast.months.map(charted.month),
  }));
  const axis = valueAxis(
    series.flatMap((line) => line.values),
    format.compactMoney,
  );
  const description = formatLabel(labels[charted.description], {
    scenarios: forecasts
      .map(({ name, forecast }) => {
        const last = forecast.years.at(-1);
        return formatLabel(labels.scenarioLastYear, {
          name,
          number: last?.year ?? 0,
          amount: format.money(last ? charted.year(last) : 0),
        });
      })
      .join('; '),
  });
  return {
    id: charted.id,
    title: labels[charted.title],
    description,
    kind: 'line',
    series,
    monthCount: base?.months.length ?? 0,
    breakEvenMonth: null,
    breakEvenNote: description,
    breakEvenLabel: '',
    lossLabel: '',
    yDomain: axis.domain,
    yTicks: axis.ticks,
    xTicks: base ? monthTicks(base, format.shortMonth) : [],
  };
}

/**
 * The money sections' prompt block: `Scenarios (<currency>):`, then a line per forecast, the
 * base first, with each year's revenue and net income and the funding need, so the text can
 * state the range. Amounts as the `Financial model` block writes them.
 */
export function scenariosBlock(currency: string, forecasts: readonly NamedForecast[]): string {
  const money = (amount: number) => formatMoney(currency, amount);
  const perYear = (forecast: Forecast, value: (year: Forecast['years'][number]) => number) =>
    forecast.years.map((year) => `year ${year.year} ${money(value(year))}`).join(', ');
  return [
    `Scenarios (${currency}):`,
    ...forecasts.map(
      ({ name, forecast }, index) =>
        `- ${name}${index === 0 ? ' (the model above)' : ''}: revenue ${perYear(forecast, (year) => year.revenue)}; net income ${perYear(forecast, (year) => year.netIncome)}; funding need ${forecast.fundingNeed > 0 ? money(forecast.fundingNeed) : 'none'}`,
    ),
    'When the text gives a range or a downside, take it from these scenarios; the base is the plan.',
  ].join('\n');
}
