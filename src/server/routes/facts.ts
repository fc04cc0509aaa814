import { Hono } from 'hono';
import { z } from 'zod';
import { type FactSheet, factsSchema } from '../../domain/facts.ts';
import { VERSION_MAX } from '../../domain/strategy-limits.ts';
import type { ServerContext } from '../context.ts';
import { draftFacts } from '../facts-draft.ts';
import { describeRoute } from '../route-description.ts';
import { readFacts, saveFacts } from '../store/facts.ts';
import { getStrategy } from '../store/strategies.ts';
import { validate } from '../validation.ts';
import type { StrategyVariables } from './path-params.ts';

/** `GET` and `PUT …/facts`: the fact sheet and the version a save names. */
const factSheetResponse = z.object({ facts: factsSchema, version: z.number().int() });
/** `POST …/facts/draft`: a proposal, nothing saved. */
const factsDraftResponse = z.object({ facts: factsSchema });

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
    .get(
      '/facts',
      describeRoute({
        summary:
          'the fact sheet `{facts, version}` (`version` 0 before the first save): `companyName`, `offerings: [{name, price, unit}]`, `customerSegments`, `locations`, `team: [{name, role}]`, `foundedYear`, `fundingAsked`, `keyFigures: [{label, value, unit}]`',
        responses: { 200: factSheetResponse },
      }),
      async (c) =>
        c.json(
          (await readFacts(db, c.var.strategyId)) satisfies FactSheet satisfies z.input<
            typeof factSheetResponse
          >,
          200,
        ),
    )
    .put(
      '/facts',
      describeRoute({
        summary:
          'save the fact sheet `{facts, version}` (409 when another save came first); sections that state a changed fact go stale',
        responses: { 200: factSheetResponse },
      }),
      validate('json', updateSchema),
      async (c) => {
        const { facts, version } = c.req.valid('json');
        return c.json(
          (await saveFacts(db, c.var.strategyId, {
            facts,
            version,
          })) satisfies FactSheet satisfies z.input<typeof factSheetResponse>,
          200,
        );
      },
    )
    .post(
      '/facts/draft',
      describeRoute({
        summary:
          "a fact sheet drafted by the model from the overview and the client's documents `{facts}`; nothing is saved",
        responses: { 200: factsDraftResponse },
      }),
      async (c) => {
        const strategy = await getStrategy(db, c.var.strategyId);
        const facts = await draftFacts({
          provider: resolveProvider?.(),
          db,
          strategy,
          signal: c.req.raw.signal,
          logger: c.get('logger') ?? logger,
        });
        return c.json({ facts } satisfies z.input<typeof factsDraftResponse>, 200);
      },
    );
}
