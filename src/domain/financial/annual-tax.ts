export interface TaxYear {
  /** Losses of earlier years not yet used, at the start of the year. */
  lossesBroughtForward: number;
  tax: number;
}

/**
 * Tax per model year: taxRate x max(0, the year's profit before tax - losses brought forward);
 * a loss (or a profit smaller than the losses) carries the rest forward:
 * losses(y + 1) = max(0, losses(y) - profit before tax(y)). No refund for a loss.
 */
export function annualTax(profitBeforeTaxByYear: readonly number[], taxRatePct: number): TaxYear[] {
  let losses = 0;
  return profitBeforeTaxByYear.map((profit) => {
    const year = {
      lossesBroughtForward: losses,
      tax: (taxRatePct / 100) * Math.max(0, profit - losses),
    };
    losses = Math.max(0, losses - profit);
    return year;
  });
}
