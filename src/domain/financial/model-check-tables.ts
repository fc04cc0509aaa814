import { formatLabel } from '../deliverable-labels.ts';
import { localeOf } from '../locale.ts';
import type { Language } from '../strategy-limits.ts';
import type { FinancialAssumptions } from './assumption-types.ts';
import type { ForecastChart } from './chart-data.ts';
import { financialFormat } from './financial-format.ts';
import { financialLabels } from './financial-label-catalogue.ts';
import type { Forecast } from './forecast-types.ts';
import { modelCheckLabels } from './model-check-catalogue.ts';
import type { ModelCheckLabels } from './model-check-labels.ts';
import { computeRatios, type FinancialRatio } from './ratios.ts';
import {
  scenarioChart,
  scenarioComparisonTables,
  scenarioForecasts,
} from './scenario-comparison.ts';
import type { ScenarioInput } from './scenarios.ts';
import { computeSensitivity, type SENSITIVITY_STEP } from './sensitivity.ts';

/**
 * What the deliverables add to the model's statements (issue 30): with scenarios, the comparison
 * (a table per figure and the revenue chart) and the sensitivity of the last year's net income;
 * always, the ratio checks; in the report's language. Pure: the PDF appendix and the deck (PowerPoint, slides PDF) lay out
 * the same tables and chart.
 */

export interface CheckTable {
  title: string;
  header: string[];
  rows: string[][];
  /** Per column: numbers are set right. */
  numeric: boolean[];
}

export interface ModelChecks {
  charts: ForecastChart[];
  tables: CheckTable[];
}

/**
 * A number with at most `digits` decimals: English as the prompt writes it (`12.5`), any other
 * language by `Intl` in its own style with Latin digits (`12,5`), as `financialFormat` writes
 * amounts.
 */
function numberFormat(language: Language): (value: number, digits: number) => string {
  if (language === 'English') return (value, digits) => String(Number(value.toFixed(digits)));
  const locale = `${localeOf(language).tag}-u-nu-latn`;
  return (value, digits) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(
      Number(value.toFixed(digits)),
    );
}

function ratioValue(
  ratio: FinancialRatio,
  money: (amount: number) => string,
  language: Language,
  labels: ModelCheckLabels,
): string {
  if (ratio.value === null) return labels.notComputed;
  const decimals = numberFormat(language);
  switch (ratio.unit) {
    case 'percent':
      if (language === 'English') return `${decimals(ratio.value, 1)}%`;
      return new Intl.NumberFormat(`${localeOf(language).tag}-u-nu-latn`, {
        style: 'percent',
        maximumFractionDigits: 1,
      }).format(Number(ratio.value.toFixed(1)) / 100);
    case 'months':
      return decimals(ratio.value, 1);
    case 'money':
      return money(ratio.value);
    case 'times':
      return `${decimals(ratio.value, 2)}×`;
  }
}

/**
 * The ratio checks, in the deliverable's language. The notes (`ratios.ts`) are English only
 * (decision 0101): a report in another language prints name, value and status, no note column,
 * so it prints no English (decision 0043).
 */
export function ratioTable(
  ratios: readonly FinancialRatio[],
  money: (amount: number) => string,
  language: Language = 'English',
): CheckTable {
  const labels = modelCheckLabels(language);
  const withNotes = language === 'English';
  return {
    title: labels.ratiosTitle,
    header: [labels.ratio, labels.value, labels.status, ...(withNotes ? [labels.note] : [])],
    rows: ratios.map((ratio) => [
      labels.ratioNames[ratio.key],
      ratioValue(ratio, money, language, labels),
      labels.statuses[ratio.status],
      ...(withNotes ? [ratio.note] : []),
    ]),
    numeric: [false, true, false, ...(withNotes ? [false] : [])],
  };
}

/** Each driver moved down and up alone: the last year's net income either way. */
export function sensitivityTable(
  assumptions: FinancialAssumptions,
  money: (amount: number) => string,
  language: Language = 'English',
): CheckTable {
  const labels = modelCheckLabels(language);
  const decimals = numberFormat(language);
  const result = computeSensitivity(assumptions, 'netIncome', assumptions.years);
  const change = (driver: keyof typeof SENSITIVITY_STEP, value: number) =>
    formatLabel(driver.endsWith('Pts') ? labels.pointsChange : labels.percentChange, {
      sign: value > 0 ? '+' : '−',
      value: decimals(Math.abs(value), 2),
    });
  return {
    title: formatLabel(labels.sensitivityTitle, {
      number: result.year,
      currency: assumptions.currency,
      base: money(result.base),
    }),
    header: [labels.driver, labels.movedDown, labels.netIncome, labels.movedUp, labels.netIncome],
    rows: result.drivers.map(({ driver, low, high }) => [
      labels.drivers[driver],
      change(driver, low.change),
      money(low.value),
      change(driver, high.change),
      money(high.value),
    ]),
    numeric: [false, true, true, true, true],
  };
}

export function modelChecks(
  assumptions: FinancialAssumptions,
  forecast: Forecast,
  scenarios: readonly ScenarioInput[],
  language: Language = 'English',
): ModelChecks {
  // In the report's language (decision 0106): the labels from `modelCheckLabels`, the ratio
  // table without its English notes in a translated report.
  const format = financialFormat(assumptions.currency, assumptions.startMonth, language);
  const ratios = ratioTable(computeRatios(assumptions, forecast), format.money, language);
  if (scenarios.length === 0) return { charts: [], tables: [ratios] };
  const labels = financialLabels(language);
  const checkLabels = modelCheckLabels(language);
  const forecasts = scenarioForecasts(assumptions, scenarios, checkLabels.base);
  const comparison = scenarioComparisonTables(forecasts, {
    currency: assumptions.currency,
    money: format.money,
    yearLabel: (number) => formatLabel(labels.year, { number }),
    figureLabels: {
      revenue: labels.revenue,
      netIncome: labels.netIncome,
      closingCash: labels.closingCash,
      fundingNeed: checkLabels.fundingNeedToDate,
    },
    labels: checkLabels,
  });
  return {
    charts: [scenarioChart(forecasts, format, 'revenue', checkLabels)],
    tables: [
      ...comparison.map(({ title, header, rows }) => ({
        title,
        header,
        rows,
        numeric: header.map((_, index) => index > 0),
      })),
      ratios,
      sensitivityTable(assumptions, format.money, language),
    ],
  };
}
