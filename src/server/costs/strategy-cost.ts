import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import { microsToAmount, sectionCostMicros } from '../../domain/cost.ts';
import type { PriceTable } from '../../domain/settings-presets.ts';
import type { Strategy, StrategyCost } from '../../domain/strategy.ts';
import type { Database } from '../db/client.ts';
import { sections } from '../db/schema.ts';

export interface Pricing {
  currency: string;
  prices: PriceTable;
  /** For usage recorded before the model was kept with it: the model in use now. */
  fallbackModel: string;
}

/** Each section's `cost` and the strategy's total, from usage x the current price table. */
export function withCosts(strategy: Strategy, pricing: Pricing): Strategy {
  let totalMicros = 0;
  const costed = Object.fromEntries(
    Object.entries(strategy.sections).map(([key, section]) => {
      if (!section.usage) return [key, section];
      const micros = sectionCostMicros(
        section.usage,
        pricing.prices,
        section.usage.model ?? pricing.fallbackModel,
      );
      totalMicros += micros;
      return [key, { ...section, cost: microsToAmount(micros) }];
    }),
  );
  return {
    ...strategy,
    sections: costed,
    cost: { amount: microsToAmount(totalMicros), currency: pricing.currency },
    // A run's budget is counted in the settings' currency.
    ...(strategy.lastRun?.budget
      ? {
          lastRun: {
            ...strategy.lastRun,
            budget: { ...strategy.lastRun.budget, currency: pricing.currency },
          },
        }
      : {}),
  };
}

/** A strategy's token sums for one model (the library sums them in its query, issue 32). */
export interface ModelTokenSums {
  model: string | null;
  promptTokens: number;
  completionTokens: number;
  reasoningTokens: number;
}

/**
 * A library item's cost from its token sums per model: cost is linear in tokens, so a sum per
 * model prices like its sections one by one, to a millionth per section.
 */
export function summaryCost(sums: readonly ModelTokenSums[], pricing: Pricing): StrategyCost {
  const micros = sums.reduce(
    (total, sum) =>
      total + sectionCostMicros(sum, pricing.prices, sum.model ?? pricing.fallbackModel),
    0,
  );
  return { amount: microsToAmount(micros), currency: pricing.currency };
}

/** What a run's written sections cost so far, in millionths. */
export async function runSpentMicros(
  db: Database,
  runId: string,
  pricing: Pricing,
): Promise<{ totalMicros: number; sectionMicros: number[] }> {
  const rows = await db
    .select({ usage: sections.usage })
    .from(sections)
    .where(
      sql`${eq(sections.runId, runId)} AND ${sections.status} = 'done' AND ${isNotNull(sections.usage)}`,
    );
  const sectionMicros = rows.map((row) =>
    sectionCostMicros(row.usage, pricing.prices, row.usage?.model ?? pricing.fallbackModel),
  );
  return { totalMicros: sectionMicros.reduce((sum, cost) => sum + cost, 0), sectionMicros };
}

/**
 * The cost of the last sections written by the model in use, in millionths: the first estimate
 * of a run before any of its own sections is written (sections cost much alike).
 */
export async function recentSectionMicros(
  db: Database,
  pricing: Pricing,
  limit = 20,
): Promise<number[]> {
  const rows = await db
    .select({ usage: sections.usage })
    .from(sections)
    .where(
      sql`${sections.status} = 'done' AND ${sections.usage}->>'model' = ${pricing.fallbackModel}`,
    )
    .orderBy(desc(sections.updatedAt))
    .limit(limit);
  return rows.map((row) => sectionCostMicros(row.usage, pricing.prices, pricing.fallbackModel));
}
