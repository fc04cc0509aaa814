import { and, eq, sql } from 'drizzle-orm';
import { EMPTY_FACTS, type FactSheet, type Facts, factsSchema } from '../../domain/facts.ts';
import type { Database } from '../db/client.ts';
import { strategies } from '../db/schema.ts';
import { AppError, STRATEGY_NOT_FOUND } from '../errors.ts';
import { touchStrategy } from './strategies.ts';

export const FACTS_CONFLICT =
  'The fact sheet was changed elsewhere since you opened it. Reload to get the latest version.';

/** The strategy's fact sheet (empty, version 0, before the first save), or 404. */
export async function readFacts(db: Database, strategyId: string): Promise<FactSheet> {
  const [row] = await db
    .select({ facts: strategies.facts, version: strategies.factsVersion })
    .from(strategies)
    .where(eq(strategies.id, strategyId));
  if (!row) throw new AppError('NOT_FOUND', STRATEGY_NOT_FOUND);
  // Parsed again: a sheet stored before a field existed gets its default.
  return { facts: row.facts ? factsSchema.parse(row.facts) : EMPTY_FACTS, version: row.version };
}

/** The stored sheet for a prompt or a check; null when none was saved. */
export async function findFacts(db: Database, strategyId: string): Promise<Facts | null> {
  const [row] = await db
    .select({ facts: strategies.facts })
    .from(strategies)
    .where(eq(strategies.id, strategyId));
  return row?.facts ? factsSchema.parse(row.facts) : null;
}

/** Stores a checked sheet if `version` is still the current one (409 otherwise). */
export async function saveFacts(
  db: Database,
  strategyId: string,
  update: { facts: Facts; version: number },
): Promise<FactSheet> {
  const [row] = await db
    .update(strategies)
    .set({ facts: update.facts, factsVersion: sql`${strategies.factsVersion} + 1` })
    .where(and(eq(strategies.id, strategyId), eq(strategies.factsVersion, update.version)))
    .returning({ facts: strategies.facts, version: strategies.factsVersion });
  if (!row) {
    await readFacts(db, strategyId); // 404 for a strategy that does not exist
    throw new AppError('CONFLICT', FACTS_CONFLICT);
  }
  // The sections' staleness and the quality review read the sheet.
  await touchStrategy(db, strategyId);
  return { facts: update.facts, version: row.version };
}
