/**
 * Actual results as stored and compared (issue 30, decision 0105): plain types and limits, free of
 * the CSV parser, so the page can import them (`actuals.ts` parses and compares).
 */

export const ACTUAL_COLUMNS = ['revenue', 'costs', 'cash'] as const;
export type ActualColumn = (typeof ACTUAL_COLUMNS)[number];

/** One month's actuals as stored: a column left empty in the file is left out. */
export type ActualMonth = { month: string } & Partial<Record<ActualColumn, number>>;

export const ACTUALS_LIMITS = {
  /** 60 months of four columns take about 3 KB; a file 20 times that is not a month list. */
  maxBytes: 64 * 1024,
  /** Problems listed in a refusal: enough to fix a file, not an echo of a wrong one. */
  issuesShown: 10,
} as const;

/** One figure of a month: the forecast's, the actual, actual - forecast, and that in percent. */
export interface ActualComparison {
  forecast: number;
  actual: number;
  difference: number;
  /** difference / |forecast| x 100; null when the forecast is 0. */
  differencePct: number | null;
}

export type ActualsMonthComparison = { month: string } & Partial<
  Record<ActualColumn, ActualComparison>
>;

export interface ActualsComparison {
  months: ActualsMonthComparison[];
}
