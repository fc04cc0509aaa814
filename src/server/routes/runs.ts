import { Hono } from 'hono';
import { z } from 'zod';
import { findPrice } from '../../domain/cost.ts';
import { isSectionKeyShape, isStrategySectionKey } from '../../domain/summary-section.ts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { describeRoute } from '../route-description.ts';
import { translateTitlesInBackground } from '../title-translation.ts';
import { validate } from '../validation.ts';
import { type StrategyVariables, validateRunId } from './path-params.ts';
import { startedRunResponse } from './strategy-responses.ts';

/** A run's spending limit, the same for generations and revisions. */
export const runBudgetSchema = z
  .strictObject({ amount: z.number().positive('must be more than 0').max(1_000_000_000) })
  .optional();

/**
 * A budget needs a price to count against: without one every section would cost 0. A 400 when
 * the configured model has none.
 */
export async function checkBudgetPrice(settings: ServerContext['settings']): Promise<void> {
  const pricing = await settings.pricingContext();
  if (!findPrice(pricing.prices, pricing.fallbackModel)) {
    throw new AppError(
      'BAD_REQUEST',
      `budget: the model "${pricing.fallbackModel}" has no price; add it to the price table in Settings first`,
    );
  }
}

const startRunSchema = z.object({
  sections: z.union([
    z.literal('all'),
    // The stale sections (domain/staleness.ts), as the strategy's read marks them.
    z.literal('stale'),
    z
      .array(
        z
          .string()
          .max(100)
          // The strategy's outline decides the rest (engine.startRun, issue 16).
          .refine((key) => isStrategySectionKey(key) || isSectionKeyShape(key), 'unknown section'),
      )
      .min(1, 'choose at least one section')
      .max(200),
  ]),
  replace: z.boolean().optional(),
  budget: runBudgetSchema,
});

/** Mounted at `/api/strategies/:id`. */
export function runRoutes({ engine, settings, database, resolveProvider, logger }: ServerContext) {
  return new Hono<{ Variables: StrategyVariables }>()
    .post(
      '/runs',
      describeRoute({
        summary:
          '`{sections: [...] | "all" | "stale", replace?, budget?: {amount}}` (the budget in the settings\' currency) → 202 `{runId, sections}`; `"stale"`: exactly the sections marked `stale`, the executive summary last (409 `NOTHING_STALE` when none is)',
        responses: { 202: startedRunResponse },
      }),
      validate('json', startRunSchema),
      async (c) => {
        const input = c.req.valid('json');
        if (input.budget) await checkBudgetPrice(settings);
        const result = await engine.startRun(c.var.strategyId, {
          sections: input.sections,
          ...(input.replace !== undefined ? { replace: input.replace } : {}),
          ...(input.budget ? { budget: input.budget } : {}),
        });
        // A non-English strategy's headings, once (decision 0053): never waited for.
        translateTitlesInBackground({
          db: database.db,
          provider: resolveProvider?.(),
          strategyId: c.var.strategyId,
          logger: c.get('logger') ?? logger,
        });
        return c.json(result satisfies z.input<typeof startedRunResponse>, 202);
      },
    )
    .delete(
      '/runs/:runId',
      describeRoute({ summary: 'stop a run → 204', responses: { 204: null } }),
      validateRunId(),
      async (c) => {
        await engine.cancelRun(c.var.strategyId, c.req.valid('param').runId);
        return c.body(null, 204);
      },
    );
}
