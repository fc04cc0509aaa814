import { and, eq, sql } from 'drizzle-orm';
import type { ActualMonth } from '../../domain/financial/actual-types.ts';
import type { FinancialAssumptions } from '../../domain/financial/assumption-types.ts';
import { computeForecast } from '../../domain/financial/forecast.ts';
import { keyFiguresBlock } from '../../domain/financial/key-figures.ts';
import {
  type FundingTitleFigures,
  fundingTitleFigures,
} from '../../domain/financial/money-sections.ts';
import { scenarioForecasts, scenariosBlock } from '../../domain/financial/scenario-comparison.ts';
import type { StoredScenario } from '../../domain/financial/scenarios.ts';
import type { Fingerprint } from '../../domain/staleness.ts';
import { isUuid } from '../../domain/uuid.ts';
import type { Database } from '../db/client.ts';
import { financials } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { fingerprintModel } from './fingerprints.ts';
import { assertStrategyExists, touchStrategy } from './strategies.ts';

/** What a money section's prompt gets from the model: the key figures and the pitch's title. */
export interface PromptModel {
  block: string;
  /** The `Scenarios (<currency>):` block, when the model has scenarios. */
  scenarios?: string;
  titleFigures: FundingTitleFigures;
  /** The model the text is written from (`written_from.financials`). */
  fingerprint: Fingerprint;
}

/** The strategy's model as a prompt needs it, or undefined when it has none. */
export async function findPromptModel(
  db: Database,
  strategyId: string,
): Promise<PromptModel | undefined> {
  const model = await findFinancials(db, strategyId);
  if (!model) return undefined;
  const forecast = computeForecast(model.assumptions);
  return {
    block: keyFiguresBlock(model.assumptions, forecast),
    ...(model.scenarios.length > 0
      ? {
          scenarios: scenariosBlock(
            model.assumptions.currency,
            scenarioForecasts(model.assumptions, model.scenarios),
          ),
        }
      : {}),
    titleFigures: fundingTitleFigures(model.assumptions, forecast),
    fingerprint: fingerprintModel(model.assumptions, model.scenarios),
  };
}

/** The financial model's currency (the fact sheet's prices are in it), if there is a model. */
export async function modelCurrency(db: Database, strategyId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ currency: sql<string | null>`${financials.assumptions}->>'currency'` })
    .from(financials)
    .where(eq(financials.strategyId, strategyId));
  return row?.currency ?? undefined;
}

export interface StoredFinancials {
  assumptions: FinancialAssumptions;
  scenarios: StoredScenario[];
  actuals: ActualMonth[];
  version: number;
  updatedAt: Date;
}

/** The columns a `StoredFinancials` is read from. */
const STORED_COLUMNS = {
  assumptions: financials.assumptions,
  scenarios: financials.scenarios,
  actuals: financials.actuals,
  version: financials.version,
  updatedAt: financials.updatedAt,
};

export const FINANCIALS_CONFLICT =
  'The financial model was changed elsewhere since you opened it. Reload to get the latest version.';

/** The strategy's stored model, or undefined when it has none (the strategy is not checked). */
export async function findFinancials(
  db: Database,
  strategyId: string,
): Promise<StoredFinancials | undefined> {
  if (!isUuid(strategyId)) return undefined;
  const [row] = await db
    .select(STORED_COLUMNS)
    .from(financials)
    .where(eq(financials.strategyId, strategyId));
  return row;
}

/**
 * Stores validated assumptions under the optimistic version check: `version` 0 creates the model
 * (409 if one exists meanwhile), n replaces version n (409 if it is no longer n). `scenarios`
 * undefined keeps the stored ones (none for a new model).
 */
export async function saveFinancials(
  db: Database,
  strategyId: string,
  update: {
    assumptions: FinancialAssumptions;
    scenarios?: StoredScenario[] | undefined;
    version: number;
  },
): Promise<StoredFinancials> {
  await assertStrategyExists(db, strategyId);
  const scenarios = update.scenarios ? { scenarios: update.scenarios } : {};
  const rows =
    update.version === 0
      ? await db
          .insert(financials)
          .values({ strategyId, assumptions: update.assumptions, ...scenarios })
          .onConflictDoNothing()
          .returning(STORED_COLUMNS)
      : await db
          .update(financials)
          .set({
            assumptions: update.assumptions,
            ...scenarios,
            version: sql`${financials.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(financials.strategyId, strategyId), eq(financials.version, update.version)))
          .returning(STORED_COLUMNS);
  const [row] = rows;
  if (!row) throw new AppError('CONFLICT', FINANCIALS_CONFLICT);
  await touchStrategy(db, strategyId);
  return row;
}

export const NO_FINANCIAL_MODEL =
  'This strategy has no financial model yet: save its assumptions first (PUT .../financials).';

/**
 * Replaces the model's actuals as one statement (all the months of a file, or `[]` to remove
 * them). The model's `version` stays: actuals are results, not assumptions, so an open page's
 * next autosave of the assumptions is not refused for them. 404 without a model.
 */
export async function saveActuals(
  db: Database,
  strategyId: string,
  actuals: ActualMonth[],
): Promise<StoredFinancials> {
  await assertStrategyExists(db, strategyId);
  const [row] = await db
    .update(financials)
    .set({ actuals, updatedAt: sql`now()` })
    .where(eq(financials.strategyId, strategyId))
    .returning(STORED_COLUMNS);
  if (!row) throw new AppError('NOT_FOUND', NO_FINANCIAL_MODEL);
  await touchStrategy(db, strategyId);
  return row;
}
