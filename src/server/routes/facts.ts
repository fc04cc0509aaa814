import { Hono } from 'hono';
import { z } from 'zod';
import { type FactSheet, factsSchema } from '../../domain/facts.ts';
import { VERSION_MAX } from '../../domain/strategy-limits.ts';
import type { ServerContext } from '../context.ts';
import { draftFacts } from '../facts-draft.ts';
import { readFacts, saveFacts } from '../store/facts.ts';
import { getStrategy } from '../store/strategies.ts';
import { validate } from '../validation.ts';
import type { StrategyVariables } from './path-params.ts';

const updateSchema = z.object({
  facts: factsSchema,
  version: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(VERSION_MAX, 'must be a version this fact sheet has had'),
});

/**
 * Owner routes, mounted at `/api/strategies/:id`: the fact sheet (issue 27). A PUT names the
 * version it replaces (409 when another save came first); the draft only proposes.
 */
export function factRoutes({ database, resolveProvider, logger }: ServerContext) {
  const { db } = database;
  return new Hono<{ Variables: StrategyVariables }>()
    .get('/facts', async (c) => c.json((await readFacts(db, c.var.strategyId)) satisfies FactSheet))
    .put('/facts', validate('json', updateSchema), async (c) => {
      const { facts, version } = c.req.valid('json');
      return c.json(
        (await saveFacts(db, c.var.strategyId, { facts, version })) satisfies FactSheet,
      );
    })
    .post('/facts/draft', async (c) => {
      const strategy = await getStrategy(db, c.var.strategyId);
      const facts = await draftFacts({
        provider: resolveProvider?.(),
        db,
        strategy,
        signal: c.req.raw.signal,
        logger: c.get('logger') ?? logger,
      });
      return c.json({ facts });
    });
}
