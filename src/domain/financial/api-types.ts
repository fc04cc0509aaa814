import type { ActualsComparison } from './actual-types.ts';
import type { FinancialAssumptions } from './assumption-types.ts';
import type { Forecast } from './forecast-types.ts';
import type { FinancialRatio } from './ratios.ts';
import type { ScenarioAdjustments, ScenarioInput, StoredScenario } from './scenarios.ts';
import type { SensitivityResult } from './sensitivity.ts';

/**
 * The financial model's HTTP shapes (zod-free, for the page). `GET /api/strategies/:id/financials`
 * never answers 404 for a strategy without a model: it answers `assumptions: null`,
 * `forecast: null` and `version: 0`, and the first `PUT` sends `version: 0`.
 */

/** A money figure in a section's text that matches no figure of the model (within rounding). */
export interface NumberToCheck {
  sectionKey: string;
  /** The figure as written: `€1.2M`. */
  text: string;
}

export interface FinancialsResponse {
  assumptions: FinancialAssumptions | null;
  forecast: Forecast | null;
  /** 0 while no model is stored. */
  version: number;
  updatedAt: string | null;
  numbersToCheck: NumberToCheck[];
  /** Each scenario with its forecast, computed like `forecast`; [] without a model. */
  scenarios: ScenarioForecast[];
  /** The ratio checks on the base forecast; [] without a model. */
  ratios: FinancialRatio[];
  /** Each uploaded month against the base forecast (`actuals.ts`); no months without any. */
  actuals: ActualsComparison;
}

/**
 * `GET /api/strategies/:id/financials/sensitivity?metric=&year=`: the figure with each scenario
 * driver moved down and up alone (`sensitivity.ts`). 404 without a model.
 */
export type SensitivityResponse = SensitivityResult;

export interface ScenarioForecast extends StoredScenario {
  forecast: Forecast;
}

/**
 * `PUT /api/strategies/:id/financials`: 409 unless `version` is the stored one (0: none yet).
 * `scenarios` left out keeps the stored ones; `[]` removes them all.
 */
export interface FinancialsUpdate {
  assumptions: unknown;
  scenarios?: ScenarioUpdate[];
  version: number;
}

/** A scenario as a `PUT` sends it: `id` (from a `GET`) keeps it across a rename. */
export interface ScenarioUpdate {
  id?: string;
  name: string;
  adjustments?: ScenarioAdjustments;
}

/** `POST /api/strategies/:id/financials/draft`: a proposal, not stored until it is PUT. */
export interface FinancialsDraftResponse {
  assumptions: FinancialAssumptions;
}

/** What a share holder sees of the model (read-only), when one exists. */
export interface SharedFinancials {
  assumptions: FinancialAssumptions;
  forecast: Forecast;
  /** The scenarios, compared in the slides (issue 30); unset or empty: none. */
  scenarios?: readonly ScenarioInput[];
}
