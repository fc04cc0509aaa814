import { randomUUID } from 'node:crypto';
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

/** A new question's id: short, and unique within its strategy's list. */
export function newQuestionId(): string {
  return `q-${randomUUID().slice(0, 8)}`;
}

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
