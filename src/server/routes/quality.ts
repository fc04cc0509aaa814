import { Hono } from 'hono';
import type { ServerContext } from '../context.ts';
import { checkCoverage, estimateCoverage } from '../quality/coverage-check.ts';
import { strategyQuality } from '../quality/strategy-quality.ts';
import { getStrategy } from '../store/strategies.ts';
import type { StrategyVariables } from './path-params.ts';

/**
 * Owner routes, mounted at `/api/strategies/:id`: the quality review of the written text, and
 * the model's coverage check (priced by its GET before its POST runs it).
 */
export function qualityRoutes({ database, settings, resolveProvider, logger }: ServerContext) {
  const { db } = database;
  return new Hono<{ Variables: StrategyVariables }>()
    .get('/quality', async (c) => c.json(await strategyQuality(db, c.var.strategyId)))
    .get('/quality/coverage', async (c) => {
      await getStrategy(db, c.var.strategyId);
      return c.json(await estimateCoverage(db, c.var.strategyId, await settings.pricingContext()));
    })
    .post('/quality/coverage', async (c) => {
      const strategy = await getStrategy(db, c.var.strategyId);
      const result = await checkCoverage({
        db,
        provider: resolveProvider?.(),
        strategyId: strategy.id,
        language: strategy.language,
        signal: c.req.raw.signal,
        logger: c.get('logger') ?? logger,
      });
      return c.json({ ...result, quality: await strategyQuality(db, strategy.id) });
    });
}
