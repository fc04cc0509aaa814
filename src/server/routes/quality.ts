import { Hono } from 'hono';
import type { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { checkCoverage, estimateCoverage } from '../quality/coverage-check.ts';
import { strategyQuality } from '../quality/strategy-quality.ts';
import { describeRoute } from '../route-description.ts';
import { getStrategy } from '../store/strategies.ts';
import type { StrategyVariables } from './path-params.ts';
import { coverageCheckResponse, qualityResponse } from './quality-responses.ts';
import { costEstimateResponse } from './strategy-responses.ts';

/**
 * Owner routes, mounted at `/api/strategies/:id`: the quality review of the written text, and
 * the model's coverage check (priced by its GET before its POST runs it).
 */
export function qualityRoutes({ database, settings, resolveProvider, logger }: ServerContext) {
  const { db } = database;
  return new Hono<{ Variables: StrategyVariables }>()
    .get(
      '/quality',
      describeRoute({
        summary: 'the quality review: findings per section and scores (issue 27)',
        responses: { 200: qualityResponse },
      }),
      async (c) =>
        c.json(
          (await strategyQuality(db, c.var.strategyId)) satisfies z.input<typeof qualityResponse>,
          200,
        ),
    )
    .get(
      '/quality/coverage',
      describeRoute({
        summary:
          "what the model's coverage check would cost before it runs: `{sections, estimatedCost: {amount, currency} | null}` (the written sections whose current text has not been checked)",
        responses: { 200: costEstimateResponse },
      }),
      async (c) => {
        await getStrategy(db, c.var.strategyId);
        return c.json(
          (await estimateCoverage(
            db,
            c.var.strategyId,
            await settings.pricingContext(),
          )) satisfies z.input<typeof costEstimateResponse>,
          200,
        );
      },
    )
    .post(
      '/quality/coverage',
      describeRoute({
        summary:
          "asks the model, per section, which points of its brief's `Must cover` the text covers; a missing point becomes a `coverage` finding while the text is unchanged: `{checked, unanswered, quality}`",
        responses: { 200: coverageCheckResponse },
      }),
      async (c) => {
        const strategy = await getStrategy(db, c.var.strategyId);
        const result = await checkCoverage({
          db,
          provider: resolveProvider?.(),
          strategyId: strategy.id,
          language: strategy.language,
          signal: c.req.raw.signal,
          logger: c.get('logger') ?? logger,
        });
        return c.json(
          {
            ...result,
            quality: await strategyQuality(db, strategy.id),
          } satisfies z.input<typeof coverageCheckResponse>,
          200,
        );
      },
    );
}
