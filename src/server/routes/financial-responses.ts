import { z } from 'zod';
import { financialAssumptionsSchema } from '../../domain/financial/assumptions.ts';
import { RATIO_KEYS } from '../../domain/financial/ratio-ranges.ts';
import { SCENARIO_ADJUSTMENTS } from '../../domain/financial/scenarios.ts';
import { SENSITIVITY_METRICS } from '../../domain/financial/sensitivity.ts';

/** What the financial model's routes answer (decision 0115), as `domain/financial/api-types.ts`. */

const profitAndLoss = {
  revenue: z.number(),
  costOfSales: z.number(),
  grossProfit: z.number(),
  operatingExpenses: z.number(),
  staff: z.number(),
  depreciation: z.number(),
  interest: z.number(),
  profitBeforeTax: z.number(),
  tax: z.number(),
  netIncome: z.number(),
};

const cashAndBalance = {
  capitalPurchases: z.number(),
  equityRaised: z.number(),
  loanDrawn: z.number(),
  principalRepaid: z.number(),
  netCashFlow: z.number(),
  closingCash: z.number(),
  netFixedAssets: z.number(),
  loanBalance: z.number(),
  openingEquity: z.number(),
  equityRaisedToDate: z.number(),
  retainedEarnings: z.number(),
  totalAssets: z.number(),
  totalLiabilitiesAndEquity: z.number(),
};

export const forecastResponse = z.object({
  months: z.array(
    z.object({
      ...profitAndLoss,
      ...cashAndBalance,
      month: z.number().int(),
      year: z.number().int(),
      calendarMonth: z.string(),
      streams: z.array(
        z.object({ revenue: z.number(), costOfSales: z.number(), volume: z.number() }),
      ),
    }),
  ),
  years: z.array(
    z.object({
      ...profitAndLoss,
      ...cashAndBalance,
      year: z.number().int(),
      grossMarginPct: z.number().nullable(),
      lossesBroughtForward: z.number(),
    }),
  ),
  breakEvenMonth: z.number().int().nullable(),
  lowestCash: z.object({ amount: z.number(), month: z.number().int() }),
  fundingNeed: z.number(),
});

const comparison = z.object({
  forecast: z.number(),
  actual: z.number(),
  difference: z.number(),
  differencePct: z.number().nullable(),
});

/** `GET /api/strategies/:id/financials` and each write that answers the model. */
export const financialModelResponse = z.object({
  assumptions: financialAssumptionsSchema.nullable(),
  forecast: forecastResponse.nullable(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  numbersToCheck: z.array(z.object({ sectionKey: z.string(), text: z.string() })),
  scenarios: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      adjustments: z.record(z.enum(SCENARIO_ADJUSTMENTS), z.number()),
      forecast: forecastResponse,
    }),
  ),
  ratios: z.array(
    z.object({
      key: z.enum(RATIO_KEYS),
      name: z.string(),
      value: z.number().nullable(),
      unit: z.enum(['percent', 'months', 'money', 'times']),
      status: z.enum(['ok', 'watch', 'risk']),
      note: z.string(),
    }),
  ),
  actuals: z.object({
    months: z.array(
      z.object({
        month: z.string(),
        revenue: comparison.optional(),
        costs: comparison.optional(),
        cash: comparison.optional(),
      }),
    ),
  }),
});

const point = z.object({ change: z.number(), value: z.number() });

export const sensitivityResponse = z.object({
  metric: z.enum(SENSITIVITY_METRICS),
  year: z.number().int(),
  base: z.number(),
  drivers: z.array(z.object({ driver: z.enum(SCENARIO_ADJUSTMENTS), low: point, high: point })),
});

/** `POST …/financials/draft`: a proposal, stored only when it is PUT. */
export const financialsDraftResponse = z.object({ assumptions: financialAssumptionsSchema });
