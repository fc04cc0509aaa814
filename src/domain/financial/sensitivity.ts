import type { FinancialAssumptions } from './assumption-types.ts';
import { computeForecast } from './forecast.ts';
import type { Forecast } from './forecast-types.ts';
import { applyScenario, SCENARIO_ADJUSTMENTS, type ScenarioAdjustment } from './scenarios.ts';

/**
 * Sensitivity (issue 30): one figure of one year, with each scenario driver moved down and up on
 * its own, everything else at the base. Percentage drivers move by 10% (`pricePct` -10 and +10,
 * by the scenario conventions of `scenarios.ts`), point drivers by 1 point a month. The tornado
 * chart and the exports' table both read this.
 */

export const SENSITIVITY_METRICS = ['netIncome', 'closingCash', 'fundingNeed'] as const;
export type SensitivityMetric = (typeof SENSITIVITY_METRICS)[number];

/** How far each driver moves either way: 10 for percentage changes, 1 for points a month. */
export const SENSITIVITY_STEP: Record<ScenarioAdjustment, number> = {
  pricePct: 10,
  volumePct: 10,
  growthPts: 1,
  churnPts: 1,
  costsPct: 10,
  staffPct: 10,
};

export interface SensitivityPoint {
  /** The adjustment applied: -10 or +10 (percent), -1 or +1 (points). */
  change: number;
  value: number;
}

export interface SensitivityResult {
  metric: SensitivityMetric;
  year: number;
  base: number;
  drivers: { driver: ScenarioAdjustment; low: SensitivityPoint; high: SensitivityPoint }[];
}

/**
 * The figure of `year` (1-based): the year's net income, its closing cash, or the funding need
 * up to its end (max(0, -lowest month-end cash from month 1 to the year's last month); the
 * forecast's own `fundingNeed` is this figure for the last year).
 */
export function metricOfYear(forecast: Forecast, metric: SensitivityMetric, year: number): number {
  if (metric === 'fundingNeed') {
    const months = forecast.months.filter((month) => month.year <= year);
    return Math.max(0, -Math.min(...months.map((month) => month.closingCash)));
  }
  const row = forecast.years[year - 1];
  if (!row) throw new RangeError(`year ${year} is outside the forecast`);
  return row[metric];
}

export function computeSensitivity(
  assumptions: FinancialAssumptions,
  metric: SensitivityMetric,
  year: number,
): SensitivityResult {
  const valueWith = (adjustments: Partial<Record<ScenarioAdjustment, number>>) =>
    metricOfYear(computeForecast(applyScenario(assumptions, adjustments)), metric, year);
  return {
    metric,
    year,
    base: metricOfYear(computeForecast(assumptions), metric, year),
    drivers: SCENARIO_ADJUSTMENTS.map((driver) => {
      const step = SENSITIVITY_STEP[driver];
      return {
        driver,
        low: { change: -step, value: valueWith({ [driver]: -step }) },
        high: { change: step, value: valueWith({ [driver]: step }) },
      };
    }),
  };
}
