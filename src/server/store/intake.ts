import { and, eq, sql } from 'drizzle-orm';
import {
  EMPTY_INTAKE,
  type Intake,
  type IntakeContent,
  storedIntakeSchema,
} from '../../domain/intake.ts';
import type { Database } from '../db/client.ts';
import { strategies } from '../db/schema.ts';
import { AppError, STRATEGY_NOT_FOUND } from '../errors.ts';
import { touchStrategy } from './strategies.ts';

export const INTAKE_CONFLICT =
  'The questions, answers or brief were changed elsewhere since you opened them. Reload to get the latest version.';

/** The strategy's intake (empty, version 0, before the first save), or 404. */
export async function readIntake(db: Database, strategyId: string): Promise<Intake> {
  const [row] = await db
    .select({ intake: strategies.intake, version: strategies.intakeVersion })
    .from(strategies)
    .where(eq(strategies.id, strategyId));
  if (!row) throw new AppError('NOT_FOUND', STRATEGY_NOT_FOUND);
  const intake = row.intake ? storedIntakeSchema.parse(row.intake) : EMPTY_INTAKE;
  return { ...intake, version: row.version };
}

/** The stored intake for a prompt or staleness; null when none was saved. */
export async function findIntake(db: Database, strategyId: string): Promise<IntakeContent | null> {
  const [row] = await db
    .select({ intake: strategies.intake })
    .from(strategies)
    .where(eq(strategies.id, strategyId));
  return row?.intake ? storedIntakeSchema.parse(row.intake) : null;
}

/** Stores the intake if `version` is still the current one (409 otherwise). */
export async function saveIntake(
  db: Database,
  strategyId: string,
  update: { intake: IntakeContent; version: number },
): Promise<Intake> {
  const [row] = await db
    .update(strategies)
    .set({ intake: update.intake, intakeVersion: sql`${strategies.intakeVersion} + 1` })
    .where(and(eq(strategies.id, strategyId), eq(strategies.intakeVersion, update.version)))
    .returning({ version: strategies.intakeVersion });
  if (!row) {
    await readIntake(db, strategyId); // 404 for a strategy that does not exist
    throw new AppError('CONFLICT', INTAKE_CONFLICT);
  }
  // The sections' staleness reads the brief and the answers.
  await touchStrategy(db, strategyId);
  return { ...update.intake, version: row.version };
}

/** Saves that found another one first and are built again on the newer intake before a 409. */
const CHANGE_ATTEMPTS = 3;

/**
 * Applies `change` to the current intake and saves it under the version check (nothing when it
 * answers the intake it was given); when another save
 * came first, reads again and applies it to that one (a few times, then the 409). For a writer
 * that holds no version of its own: the client's answers through the questionnaire link, which
 * change only the questions they name.
 */
export async function changeIntake<Result extends { intake: IntakeContent }>(
  db: Database,
  strategyId: string,
  change: (current: IntakeContent) => Result,
): Promise<Result & { saved: Intake }> {
  for (let attempt = 1; ; attempt++) {
    const { version, ...current } = await readIntake(db, strategyId);
    const result = change(current);
    // The change kept the stored intake: nothing to save, its version stays.
    if (result.intake === current) return { ...result, saved: { ...current, version } };
    try {
      return {
        ...result,
        saved: await saveIntake(db, strategyId, { intake: result.intake, version }),
      };
    } catch (error) {
      const conflict = error instanceof AppError && error.code === 'CONFLICT';
      if (!conflict || attempt >= CHANGE_ATTEMPTS) throw error;
    }
  }
}
