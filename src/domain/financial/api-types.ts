import type { FinancialAssumptions } from './assumption-types.ts';
import type { Forecast } from './forecast-types.ts';

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
}

/** `PUT /api/strategies/:id/financials`: 409 unless `version` is the stored one (0: none yet). */
export interface FinancialsUpdate {
  assumptions: unknown;
  version: number;
}

/** `POST /api/strategies/:id/financials/draft`: a proposal, not stored until it is PUT. */
export interface FinancialsDraftResponse {
  assumptions: FinancialAssumptions;
}

/** What a share holder sees of the model (read-only), when one exists. */
export interface SharedFinancials {
  assumptions: FinancialAssumptions;
  forecast: Forecast;
}
