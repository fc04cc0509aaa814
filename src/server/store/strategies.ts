import { and, desc, eq, sql } from 'drizzle-orm';
import { findSection } from '../../domain/catalogue.ts';
import type {
  CreateStrategyInput,
  Language,
  Metadata,
  SectionState,
  SectionStatus,
  Strategy,
  StrategySummary,
} from '../../domain/strategy.ts';
import type { Database } from '../db/client.ts';
import { logos, runs, sections, strategies } from '../db/schema.ts';
import { AppError, STRATEGY_NOT_FOUND } from '../errors.ts';

type StrategyRow = typeof strategies.$inferSelect;
type SectionRow = typeof sections.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export function toSectionState(row: SectionRow): SectionState {
  return {
    key: row.key,
    title: findSection(row.key)?.title ?? row.key,
    status: row.status as SectionStatus,
    content: row.content,
    ...(row.error ? { error: row.error } : {}),
    ...(row.truncated ? { truncated: true } : {}),
    ...(row.usage ? { usage: row.usage } : {}),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toStrategy(
  row: StrategyRow,
  sectionRows: SectionRow[],
  logoVersion?: Date,
  activeRunId: string | null = null,
): Strategy {
  return {
    id: row.id,
    overview: row.overview,
    metadata: row.metadata,
    language: row.language as Language,
    ...(logoVersion
      ? { logoUrl: `/api/strategies/${row.id}/logo?v=${logoVersion.getTime()}` }
      : {}),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sections: Object.fromEntries(
      sectionRows.filter((s) => findSection(s.key)).map((s) => [s.key, toSectionState(s)]),
    ),
    activeRunId,
  };
}

export async function createStrategy(
  db: Database,
  input: { overview: string; metadata: Metadata; language: Language },
): Promise<Strategy> {
  const [row] = await db.insert(strategies).values(input).returning();
  return toStrategy(row!, []);
}

export async function findStrategy(db: Database, id: string): Promise<Strategy | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(strategies).where(eq(strategies.id, id));
  if (!row) return undefined;
  const [sectionRows, logoRows, runRows] = await Promise.all([
    db.select().from(sections).where(eq(sections.strategyId, id)),
    db.select({ updatedAt: logos.updatedAt }).from(logos).where(eq(logos.strategyId, id)),
    db
      .select({ id: runs.id })
      .from(runs)
      .where(and(eq(runs.strategyId, id), eq(runs.status, 'running')))
      .orderBy(desc(runs.createdAt))
      .limit(1),
  ]);
  return toStrategy(row, sectionRows, logoRows[0]?.updatedAt, runRows[0]?.id ?? null);
}

export async function getStrategy(db: Database, id: string): Promise<Strategy> {
  const strategy = await findStrategy(db, id);
  if (!strategy) throw new AppError('NOT_FOUND', STRATEGY_NOT_FOUND);
  return strategy;
}

/** Throws NOT_FOUND unless the strategy exists: for routes that act on a strategy's parts. */
export async function assertStrategyExists(db: Database, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', STRATEGY_NOT_FOUND);
  const [row] = await db
    .select({ id: strategies.id })
    .from(strategies)
    .where(eq(strategies.id, id));
  if (!row) throw new AppError('NOT_FOUND', STRATEGY_NOT_FOUND);
}

export async function listStrategies(db: Database): Promise<StrategySummary[]> {
  const rows = await db
    .select({
      id: strategies.id,
      overview: strategies.overview,
      metadata: strategies.metadata,
      createdAt: strategies.createdAt,
      updatedAt: strategies.updatedAt,
      sectionsDone:
        sql<number>`(SELECT count(*) FROM ${sections} WHERE ${sections.strategyId} = ${strategies.id} AND ${sections.content} <> '')`.mapWith(
          Number,
        ),
    })
    .from(strategies)
    .orderBy(desc(strategies.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    companyName: row.metadata.companyName,
    clientName: row.metadata.clientName,
    overview: row.overview.slice(0, 280),
    sectionsDone: row.sectionsDone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Optimistic concurrency: the caller's `version` must be current, or 409. */
export async function updateStrategy(
  db: Database,
  id: string,
  patch: {
    version: number;
    overview?: string;
    metadata?: Partial<Metadata>;
    language?: Language;
  },
): Promise<Strategy> {
  const current = await getStrategy(db, id);
  const [row] = await db
    .update(strategies)
    .set({
      ...(patch.overview !== undefined ? { overview: patch.overview } : {}),
      ...(patch.metadata ? { metadata: { ...current.metadata, ...patch.metadata } } : {}),
      ...(patch.language ? { language: patch.language } : {}),
      version: sql`${strategies.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(strategies.id, id), eq(strategies.version, patch.version)))
    .returning({ id: strategies.id });
  if (!row) {
    throw new AppError(
      'CONFLICT',
      'This strategy was changed elsewhere since you opened it. Reload to get the latest version.',
    );
  }
  return getStrategy(db, id);
}

export async function deleteStrategy(db: Database, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', STRATEGY_NOT_FOUND);
  const deleted = await db
    .delete(strategies)
    .where(eq(strategies.id, id))
    .returning({ id: strategies.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', STRATEGY_NOT_FOUND);
}

export async function touchStrategy(db: Database, id: string): Promise<void> {
  await db.update(strategies).set({ updatedAt: sql`now()` }).where(eq(strategies.id, id));
}

export type { CreateStrategyInput };
