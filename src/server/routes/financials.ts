import { Hono } from 'hono';
import { z } from 'zod';
import { SECTIONS } from '../../domain/catalogue.ts';
import type {
  FinancialsDraftResponse,
  FinancialsResponse,
} from '../../domain/financial/api-types.ts';
import { parseAssumptions } from '../../domain/financial/assumptions.ts';
import { computeForecast } from '../../domain/financial/forecast.ts';
import { numbersToCheck } from '../../domain/financial/numbers-to-check.ts';
import { computeRatios } from '../../domain/financial/ratios.ts';
import { scenariosSchema } from '../../domain/financial/scenario-schema.ts';
import { applyScenario, withScenarioIds } from '../../domain/financial/scenarios.ts';
import { VERSION_MAX } from '../../domain/strategy-limits.ts';
import type { ServerContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { draftAssumptions } from '../financial-draft.ts';
import { findFinancials, type StoredFinancials, saveFinancials } from '../store/financials.ts';
import { getStrategy } from '../store/strategies.ts';
import { invalidInput, validate } from '../validation.ts';
import type { StrategyVariables } from './path-params.ts';

const updateSchema = z.object({
  assumptions: z.unknown().refine((value) => value !== undefined, 'is required'),
  /** Left out: the stored scenarios stay; `[]`: none. */
  scenarios: scenariosSchema.optional(),
  version: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(VERSION_MAX, 'must be a version this strategy has had'),
});

/** The model as the owner's page reads it: the forecast computed now, and the figures to check. */
export async function financialsResponse(
  db: Database,
  strategyId: string,
  stored?: StoredFinancials,
): Promise<FinancialsResponse> {
  const strategy = await getStrategy(db, strategyId);
  const model = stored ?? (await findFinancials(db, strategyId));
  if (!model) {
    return {
      assumptions: null,
      forecast: null,
      version: 0,
      updatedAt: null,
      numbersToCheck: [],
      scenarios: [],
      ratios: [],
    };
  }
  const forecast = computeForecast(model.assumptions);
  const sections = SECTIONS.flatMap((section) => {
    const state = strategy.sections[section.key];
    return state ? [{ key: section.key, content: state.content }] : [];
  });
  return {
    assumptions: model.assumptions,
    forecast,
    version: model.version,
    updatedAt: model.updatedAt.toISOString(),
    numbersToCheck: numbersToCheck(model.assumptions, forecast, sections),
    scenarios: model.scenarios.map((scenario) => ({
      ...scenario,
      forecast: computeForecast(applyScenario(model.assumptions, scenario.adjustments)),
    })),
    ratios: computeRatios(model.assumptions, forecast),
  };
}

/** Owner routes, mounted at `/api/strategies/:id` (the id checked there). */
export function financialRoutes({ database, resolveProvider, logger }: ServerContext) {
  const { db } = database;
  return (
    new Hono<{ Variables: StrategyVariables }>()
      .get('/financials', async (c) => c.json(await financialsResponse(db, c.var.strategyId)))
      .put('/financials', validate('json', updateSchema), async (c) => {
        const id = c.var.strategyId;
        const body = c.req.valid('json');
        const parsed = parseAssumptions(body.assumptions);
        if (!parsed.success) {
          const issues = parsed.issues.map((issue) => ({
            ...issue,
            path: issue.path ? `assumptions.${issue.path}` : 'assumptions',
          }));
          throw invalidInput(issues, body);
        }
        // The ids are read before the versioned write: a change in between answers 409.
        const scenarios =
          body.scenarios &&
          withScenarioIds(body.scenarios, (await findFinancials(db, id))?.scenarios ?? [], () =>
            crypto.randomUUID(),
          );
        const stored = await saveFinancials(db, id, {
          assumptions: parsed.assumptions,
          scenarios,
          version: body.version,
        });
        return c.json(await financialsResponse(db, id, stored));
      })
      // A proposal only: nothing is stored until the person accepts it with a PUT.
      .post('/financials/draft', async (c) => {
        const strategy = await getStrategy(db, c.var.strategyId);
        const assumptions = await draftAssumptions({
          provider: resolveProvider?.(),
          strategy,
          signal: c.req.raw.signal,
          logger: c.get('logger') ?? logger,
        });
        return c.json({ assumptions } satisfies FinancialsDraftResponse);
      })
  );
}
