import { and, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import {
  SECTION_VERSIONS_KEPT,
  type SectionVersion,
  VERSION_NOT_FOUND,
  type VersionSource,
} from '../../domain/review.ts';
import type { Database } from '../db/client.ts';
import { sectionVersions } from '../db/schema.ts';
import { AppError } from '../errors.ts';

type VersionRow = typeof sectionVersions.$inferSelect;
/** The database or a transaction on it. */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

function toSectionVersion(row: VersionRow): SectionVersion {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    source: row.source,
    content: row.content,
  };
}

/**
 * Newest first: by the clock, then by the order of saving where the clock ties (PGlite's counts
 * whole milliseconds, and a regeneration saves two versions in one).
 */
export const NEWEST_VERSION_FIRST = [
  desc(sectionVersions.createdAt),
  desc(sectionVersions.ordinal),
] as const;

const ofSection = (strategyId: string | Placeholder, key: string | Placeholder) =>
  and(eq(sectionVersions.strategyId, strategyId), eq(sectionVersions.sectionKey, key));

/**
 * Saves a text of a section as a version, then drops the oldest past `SECTION_VERSIONS_KEPT`.
 * Empty text is no version (an unwritten section). `onlyIfNew`: skipped when the newest version
 * already holds this text (the text before a change, for sections written before versions were
 * kept, or copied by Duplicate).
 */
export async function addSectionVersion(
  db: Queryable,
  version: {
    strategyId: string;
    key: string;
    source: VersionSource;
    content: string;
    onlyIfNew?: boolean;
  },
): Promise<void> {
  const { strategyId, key, content } = version;
  if (!content.trim()) return;
  if (version.onlyIfNew) {
    const [newest] = await db
      .select({ content: sectionVersions.content })
      .from(sectionVersions)
      .where(ofSection(strategyId, key))
      .orderBy(...NEWEST_VERSION_FIRST)
      .limit(1);
    if (newest?.content === content) return;
  }
  await db.execute(sql`WITH ${versionWrites(db, version)} SELECT 1`);
}

/**
 * Two parts of a WITH clause, `added` and `pruned`: the new version, and the deletion of the
 * oldest past SECTION_VERSIONS_KEPT, in the one statement that writes the text (every section a
 * run writes adds a version: decision 0060). A DELETE does not see the row its own statement
 * inserts, so it keeps the newest KEPT - 1 of the others. `after`: the name of an earlier part
 * of the clause; both happen only when it returned a row.
 */
export function versionWrites(
  db: Queryable,
  /** Values, or placeholders of a statement built once (`completeSection`). */
  version: {
    strategyId: string | Placeholder;
    key: string | Placeholder;
    source: VersionSource;
    content: string | Placeholder;
  },
  after?: string,
): SQL {
  const { strategyId, key, source, content } = version;
  const kept = db
    .select({ id: sectionVersions.id })
    .from(sectionVersions)
    .where(ofSection(strategyId, key))
    .orderBy(...NEWEST_VERSION_FIRST)
    .limit(SECTION_VERSIONS_KEPT - 1);
  const from = after ? sql` FROM ${sql.identifier(after)}` : sql``;
  const onlyAfter = after ? sql` AND EXISTS (SELECT 1 FROM ${sql.identifier(after)})` : sql``;
  return sql`added AS (
      INSERT INTO ${sectionVersions} (strategy_id, section_key, source, content)
      SELECT ${strategyId}::uuid, ${key}, ${source}, ${content}${from}
    ),
    pruned AS (
      DELETE FROM ${sectionVersions}
      WHERE ${ofSection(strategyId, key)} AND ${sectionVersions.id} NOT IN (${kept})${onlyAfter}
    )`;
}

/** A section's versions, newest first. */
export async function listSectionVersions(
  db: Database,
  strategyId: string,
  key: string,
): Promise<SectionVersion[]> {
  const rows = await db
    .select()
    .from(sectionVersions)
    .where(ofSection(strategyId, key))
    .orderBy(...NEWEST_VERSION_FIRST);
  return rows.map(toSectionVersion);
}

export async function getSectionVersion(
  db: Database,
  strategyId: string,
  key: string,
  versionId: string,
): Promise<SectionVersion> {
  const [row] = await db
    .select()
    .from(sectionVersions)
    .where(and(ofSection(strategyId, key), eq(sectionVersions.id, versionId)));
  if (!row) throw new AppError('NOT_FOUND', VERSION_NOT_FOUND);
  return toSectionVersion(row);
}

/** Storage of the versions of some strategies, in bytes as stored (TOAST compression included). */
export async function sectionVersionBytes(db: Database, strategyIds: string[]): Promise<number> {
  const [row] = await db
    .select({
      bytes: sql<number>`coalesce(sum(pg_column_size(${sectionVersions}.*)), 0)`.mapWith(Number),
    })
    .from(sectionVersions)
    .where(inArray(sectionVersions.strategyId, strategyIds));
  return row?.bytes ?? 0;
}
