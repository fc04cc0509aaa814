import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { SECTIONS } from '../../domain/catalogue.ts';
import { ACTUALS_LIMITS } from '../../domain/financial/actual-types.ts';
import {
  ACTUALS_TOO_LARGE,
  compareActuals,
  parseActualsCsv,
} from '../../domain/financial/actuals.ts';
import type {
  FinancialsDraftResponse,
  FinancialsResponse,
  SensitivityResponse,
} from '../../domain/financial/api-types.ts';
import { parseAssumptions } from '../../domain/financial/assumptions.ts';
import { computeForecast } from '../../domain/financial/forecast.ts';
import { numbersToCheck } from '../../domain/financial/numbers-to-check.ts';
import { computeRatios } from '../../domain/financial/ratios.ts';
import { scenariosSchema } from '../../domain/financial/scenario-schema.ts';
import { applyScenario, withScenarioIds } from '../../domain/financial/scenarios.ts';
import { computeSensitivity, SENSITIVITY_METRICS } from '../../domain/financial/sensitivity.ts';
import { VERSION_MAX } from '../../domain/strategy-limits.ts';
import type { ServerContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { draftAssumptions } from '../financial-draft.ts';
import { describeRoute, media } from '../route-description.ts';
import {
  findFinancials,
  NO_FINANCIAL_MODEL,
  type StoredFinancials,
  saveActuals,
  saveFinancials,
} from '../store/financials.ts';
import { assertStrategyExists, getStrategy } from '../store/strategies.ts';
import { invalidInput, validate } from '../validation.ts';
import {
  financialModelResponse,
  financialsDraftResponse,
  sensitivityResponse,
} from './financial-responses.ts';
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

/** The upload path, exempt from the app's 1 MB JSON limit: it has its own, smaller one. */
export const ACTUALS_UPLOAD_PATH = '/api/strategies/:id/financials/actuals';

const actualsUploadLimit = bodyLimit({
  maxSize: ACTUALS_LIMITS.maxBytes,
  // The rest of the body is never read, so the connection cannot carry another request.
  onError: (c) => {
    c.header('connection', 'close');
    return c.json({ error: ACTUALS_TOO_LARGE, code: 'ACTUALS_TOO_LARGE' }, 413);
  },
});

const sensitivityQuery = z.object({
  metric: z.enum(SENSITIVITY_METRICS, {
    error: `must be one of ${SENSITIVITY_METRICS.join(', ')}`,
  }),
  year: z
    .string({ error: 'is required (a year of the forecast, from 1)' })
    .regex(/^\d{1,2}$/, 'must be a year of the forecast, from 1')
    .transform(Number),
});

/** The stored model, or 404 when the strategy has none (404 too when the strategy is unknown). */
async function requireModel(db: Database, strategyId: string): Promise<StoredFinancials> {
  await assertStrategyExists(db, strategyId);
  const model = await findFinancials(db, strategyId);
  if (!model) throw new AppError('NOT_FOUND', NO_FINANCIAL_MODEL);
  return model;
}

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
      actuals: { months: [] },
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
    actuals: compareActuals(model.actuals, forecast),
  };
}

/** Owner routes, mounted at `/api/strategies/:id` (the id checked there). */
export function financialRoutes({ database, resolveProvider, logger }: ServerContext) {
  const { db } = database;
  return (
    new Hono<{ Variables: StrategyVariables }>()
      .get(
        '/financials',
        describeRoute({
          summary:
            'the financial model: assumptions and forecast; `scenarios: [{id, name, adjustments, forecast}]` (each forecast as the base one) and `ratios: [{key, name, value, unit, status: "ok" | "watch" | "risk", note}]` on the base forecast (decision 0101); `actuals: {months: [{month, revenue?, costs?, cash?}]}`, each figure `{forecast, actual, difference, differencePct}` (`difference` = actual − forecast, `differencePct` against the forecast\'s size, null when it is 0; costs compared with revenue − profit before tax; decision 0105)',
          responses: { 200: financialModelResponse },
        }),
        async (c) =>
          c.json(
            (await financialsResponse(db, c.var.strategyId)) satisfies z.input<
              typeof financialModelResponse
            >,
            200,
          ),
      )
      .put(
        '/financials',
        describeRoute({
          summary:
            'change the assumptions (versioned); `scenarios?: [{id?, name, adjustments: {pricePct?, volumePct?, growthPts?, churnPts?, costsPct?, staffPct?}}]`, at most 10, names 1–60 characters and unique: left out keeps the stored ones, `[]` removes them',
          responses: { 200: financialModelResponse },
        }),
        validate('json', updateSchema),
        async (c) => {
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
          return c.json(
            (await financialsResponse(db, id, stored)) satisfies z.input<
              typeof financialModelResponse
            >,
            200,
          );
        },
      )
      .get(
        '/financials/sensitivity',
        describeRoute({
          summary:
            "`?metric=netIncome|closingCash|fundingNeed&year=1..horizon` → `{metric, year, base, drivers: [{driver, low: {change, value}, high: {change, value}}]}`: the year's figure with each scenario driver moved alone, percentages by ±10 %, points by ±1 (decision 0105); 400 naming `metric` or `year`, 404 without a model",
          responses: { 200: sensitivityResponse },
        }),
        validate('query', sensitivityQuery),
        async (c) => {
          const { metric, year } = c.req.valid('query');
          const model = await requireModel(db, c.var.strategyId);
          if (year < 1 || year > model.assumptions.years) {
            throw invalidInput([
              {
                path: 'year',
                message: `must be a year of the forecast, 1 to ${model.assumptions.years}`,
              },
            ]);
          }
          return c.json(
            computeSensitivity(
              model.assumptions,
              metric,
              year,
            ) satisfies SensitivityResponse satisfies z.input<typeof sensitivityResponse>,
            200,
          );
        },
      )
      // The CSV itself is the body; checked whole, so a file is stored entirely or not at all.
      .put(
        '/financials/actuals',
        describeRoute({
          summary:
            'the body is a CSV (`text/csv`, or `text/plain` when pasted; at most 64 KB, else 413): header `month` (`YYYY-MM`) and any of `revenue`, `costs`, `cash`, then a row per month of the forecast; replaces the stored actuals whole and answers the model as `GET` does. A bad file stores nothing: 400 with `issues: [{path: "rows.4.revenue", row, column, message: "Row 4, column revenue: must be a number (such as 1234.56)"}]` (rows as a spreadsheet numbers them, the header is row 1); 404 without a model (decision 0105)',
          request: media('text/csv', 'The actuals as CSV (or text/plain when pasted).'),
          responses: { 200: financialModelResponse },
        }),
        actualsUploadLimit,
        async (c) => {
          const id = c.var.strategyId;
          const model = await requireModel(db, id);
          const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
          if (type !== undefined && type !== 'text/csv' && type !== 'text/plain') {
            throw new AppError(
              'UNSUPPORTED_MEDIA_TYPE',
              'Send the actuals as a CSV file (Content-Type: text/csv)',
            );
          }
          const parsed = parseActualsCsv(await c.req.text(), model.assumptions);
          if (!parsed.success) {
            const issues = parsed.issues.slice(0, ACTUALS_LIMITS.issuesShown).map((issue) => ({
              path:
                issue.column === null ? `rows.${issue.row}` : `rows.${issue.row}.${issue.column}`,
              ...issue,
            }));
            throw new AppError(
              'BAD_REQUEST',
              issues
                .slice(0, 3)
                .map((issue) => issue.message)
                .join('; '),
              { details: { issues } },
            );
          }
          const saved = await saveActuals(db, id, parsed.months);
          return c.json(
            (await financialsResponse(db, id, saved)) satisfies z.input<
              typeof financialModelResponse
            >,
            200,
          );
        },
      )
      .delete(
        '/financials/actuals',
        describeRoute({
          summary: 'removes the actuals; answers the model as `GET` does',
          responses: { 200: financialModelResponse },
        }),
        async (c) => {
          const id = c.var.strategyId;
          await requireModel(db, id);
          const saved = await saveActuals(db, id, []);
          return c.json(
            (await financialsResponse(db, id, saved)) satisfies z.input<
              typeof financialModelResponse
            >,
            200,
          );
        },
      )
      // A proposal only: nothing is stored until the person accepts it with a PUT.
      .post(
        '/financials/draft',
        describeRoute({
          summary: 'draft assumptions from the written sections',
          responses: { 200: financialsDraftResponse },
        }),
        async (c) => {
          const strategy = await getStrategy(db, c.var.strategyId);
          const assumptions = await draftAssumptions({
            provider: resolveProvider?.(),
            strategy,
            signal: c.req.raw.signal,
            logger: c.get('logger') ?? logger,
          });
          return c.json(
            {
              assumptions,
            } satisfies FinancialsDraftResponse satisfies z.input<typeof financialsDraftResponse>,
            200,
          );
        },
      )
  );
}
