/**
 * The ranges the ratio checks (issue 30, decision 0101) judge against, each band with the reason a
 * consultant can repeat to a client. Bands are in ascending order of `from`; a value takes the
 * status of the last band whose `from` it reaches, so a boundary belongs to the band above it
 * (a gross margin of exactly 30% is `ok`, of exactly 85% `watch`). Ranges are for a small business
 * plan in general, not one industry: `watch` asks for a second look, not a correction.
 */

export type RatioStatus = 'ok' | 'watch' | 'risk';

export const RATIO_KEYS = [
  'grossMargin',
  'netMargin',
  'operatingExpensesToRevenue',
  'runwayMonths',
  'monthsToBreakEven',
  'revenuePerEmployee',
  'debtServiceCover',
] as const;
export type RatioKey = (typeof RATIO_KEYS)[number];

export interface RatioBand {
  /** The lowest value in the band (inclusive); the first band starts at -Infinity. */
  from: number;
  status: RatioStatus;
  /** Why a value here has this status: the second half of the note. */
  reason: string;
}

export const RATIO_RANGES: Record<RatioKey, readonly RatioBand[]> = {
  /** Gross profit / revenue x 100 in the last model year. */
  grossMargin: [
    {
      from: -Infinity,
      status: 'risk',
      reason: 'below 10%, one price cut or cost rise leaves nothing to pay for the rest',
    },
    {
      from: 10,
      status: 'watch',
      reason: 'thin (10–30%), usual only in retail and distribution; check prices leave room',
    },
    { from: 30, status: 'ok', reason: 'within the 30–85% most businesses earn' },
    {
      from: 85,
      status: 'watch',
      reason:
        '85% or more is rare outside software and licensing; check the cost of sales is complete',
    },
  ],
  /** Net income / revenue x 100 in the last model year. */
  netMargin: [
    {
      from: -Infinity,
      status: 'risk',
      reason: 'a loss in the last year of the plan: it does not reach profit',
    },
    {
      from: 0,
      status: 'watch',
      reason: 'under 5%, a small shortfall in sales turns it into a loss',
    },
    { from: 5, status: 'ok', reason: 'within the 5–30% a lender expects of a sound business' },
    {
      from: 30,
      status: 'watch',
      reason: 'above 30% is more than most businesses earn; check every cost is in the model',
    },
  ],
  /** (Operating expenses + staff) / revenue x 100 in the last model year: the overheads. */
  operatingExpensesToRevenue: [
    {
      from: -Infinity,
      status: 'ok',
      reason: 'under 50%, leaving room for cost of sales and profit',
    },
    {
      from: 50,
      status: 'watch',
      reason: 'half of revenue or more goes on overheads: profit depends on a high gross margin',
    },
    {
      from: 80,
      status: 'risk',
      reason: '80% or more: at almost any gross margin the overheads leave a loss',
    },
  ],
  /** Cash at its lowest / the cash costs of that month. */
  runwayMonths: [
    {
      from: -Infinity,
      status: 'risk',
      reason: 'less than a month of costs in hand: one late payment empties the account',
    },
    {
      from: 1,
      status: 'watch',
      reason: 'under the three months of costs a lender likes to see held in reserve',
    },
    {
      from: 3,
      status: 'ok',
      reason: 'at least the three months of costs a lender likes in reserve',
    },
  ],
  /** The break-even month (1-based): profit before tax stays >= 0 from it. */
  monthsToBreakEven: [
    {
      from: -Infinity,
      status: 'ok',
      reason: 'within the two years lenders and most investors expect',
    },
    {
      from: 25,
      status: 'watch',
      reason: 'in the third year: later than the two years most lenders expect',
    },
    {
      from: 37,
      status: 'risk',
      reason: 'after three years: few lenders or investors fund losses that long',
    },
  ],
  /**
   * Judged by the last year's revenue over its staff costs (the same head count divides both), so
   * the range does not depend on the currency: the consultancies' rule of thirds has revenue at
   * three times pay (a third pay, a third overheads, a third profit).
   */
  revenuePerEmployee: [
    {
      from: -Infinity,
      status: 'risk',
      reason: 'revenue is under 1.5 times staff costs: the team barely pays for itself',
    },
    {
      from: 1.5,
      status: 'watch',
      reason: 'revenue is under three times staff costs, the rule of thumb for a healthy team',
    },
    { from: 3, status: 'ok', reason: 'revenue is at least three times staff costs' },
  ],
  /** (Net income + depreciation + interest) / (interest + principal repaid), the weakest year. */
  debtServiceCover: [
    {
      from: -Infinity,
      status: 'risk',
      reason: 'the business does not earn the loan instalments: they come out of other cash',
    },
    {
      from: 1,
      status: 'watch',
      reason: 'the instalments are covered, but below the 1.25 times most banks require',
    },
    { from: 1.25, status: 'ok', reason: 'at least the 1.25 times most banks require' },
  ],
};

/** The band a value falls in (see the boundary rule above). */
export function ratioBand(key: RatioKey, value: number): RatioBand {
  const bands = RATIO_RANGES[key];
  let band = bands[0]!;
  for (const candidate of bands) {
    if (value >= candidate.from) band = candidate;
  }
  return band;
}
