import { Hono } from 'hono';
import type { ServerContext } from '../context.ts';
import { strategyQuality } from '../quality/strategy-quality.ts';
import type { StrategyVariables } from './path-params.ts';

/** Owner routes, mounted at `/api/strategies/:id`: the quality review of the written text. */
export function qualityRoutes({ database }: ServerContext) {
  return new Hono<{ Variables: StrategyVariables }>().get('/quality', async (c) =>
    c.json(await strategyQuality(database.db, c.var.strategyId)),
  );
}
