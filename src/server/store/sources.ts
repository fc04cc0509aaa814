import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { describePassageLocation, type Passage } from '../../domain/sources/passage.ts';
import type { RankedPassage } from '../../domain/sources/prompt-sources.ts';
import {
  MAX_STRATEGY_DOCUMENT_BYTES,
  type SourceDocument,
  type SourcePassageView,
} from '../../domain/sources/section-source.ts';
import type { Language } from '../../domain/strategy-limits.ts';
import { strategyContentChanged } from '../cache/content-versions.ts';
import type { Database } from '../db/client.ts';
import { sourcePassages, sources, strategies } from '../db/schema.ts';
import { AppError, STRATEGY_NOT_FOUND } from '../errors.ts';
import { DocumentError } from '../sources/intake/document-error.ts';
import { formatBytes } from '../sources/intake/intake-limits.ts';

export const DOCUMENT_NOT_FOUND = 'Document not found';

/**
 * The full-text search configuration for a strategy's language: a stemmer where PostgreSQL 15
 * and PGlite both ship one, else `simple` (words as written, lower-cased).
 */
const SEARCH_CONFIGS: Partial<Record<Language, string>> = {
  English: 'english',
  Spanish: 'spanish',
  French: 'french',
  German: 'german',
  Italian: 'italian',
  Portuguese: 'portuguese',
  Dutch: 'dutch',
  Swedish: 'swedish',
  Russian: 'russian',
  Turkish: 'turkish',
};

export function searchConfig(language: Language): string {
  return SEARCH_CONFIGS[language] ?? 'simple';
}

export interface NewSource {
  strategyId: string;
  kind: 'document' | 'web';
  name: string;
  type: string;
  url?: string;
  bytes: number;
  pages: number | null;
  passages: readonly Passage[];
  warnings: readonly string[];
  fetchedAt?: Date;
}

type SourceRow = typeof sources.$inferSelect;

function toSourceDocument(row: SourceRow): SourceDocument {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    type: row.type,
    ...(row.url ? { url: row.url } : {}),
    pages: row.pages,
    passages: row.passageCount,
    warnings: row.warnings,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
    ...(row.fetchedAt ? { fetchedAt: row.fetchedAt.toISOString() } : {}),
  };
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters with 10 columns a row. */
const PASSAGE_BATCH = 500;

/**
 * Stores a source and all its passages in one transaction, so a failure leaves nothing half
 * stored. The strategy's row is locked first: two uploads at once cannot both pass the 100 MB
 * check. The passages are indexed in the strategy's language as it is now.
 */
export async function insertSource(db: Database, input: NewSource): Promise<SourceDocument> {
  const stored = await db.transaction(async (tx) => {
    const [strategy] = await tx
      .select({ language: strategies.language })
      .from(strategies)
      .where(eq(strategies.id, input.strategyId))
      .for('update');
    if (!strategy) throw new AppError('NOT_FOUND', STRATEGY_NOT_FOUND);
    if (input.kind === 'document') {
      const used = await documentBytes(tx, input.strategyId);
      assertRoomFor(used, input.bytes);
    }
    const [row] = await tx
      .insert(sources)
      .values({
        strategyId: input.strategyId,
        kind: input.kind,
        name: input.name,
        type: input.type,
        url: input.url ?? null,
        bytes: input.bytes,
        pages: input.pages,
        passageCount: input.passages.length,
        warnings: [...input.warnings],
        fetchedAt: input.fetchedAt ?? null,
      })
      .returning();
    const config = searchConfig(strategy.language);
    for (let start = 0; start < input.passages.length; start += PASSAGE_BATCH) {
      await tx.insert(sourcePassages).values(
        input.passages.slice(start, start + PASSAGE_BATCH).map((passage, index) => ({
          sourceId: row!.id,
          ordinal: start + index + 1,
          strategyId: input.strategyId,
          text: passage.text,
          page: passage.page ?? null,
          slide: passage.slide ?? null,
          sheet: passage.sheet ?? null,
          rowFirst: passage.rowRange?.first ?? null,
          rowLast: passage.rowRange?.last ?? null,
          config,
        })),
      );
    }
    await tx
      .update(strategies)
      .set({ updatedAt: sql`now()` })
      .where(eq(strategies.id, input.strategyId));
    return toSourceDocument(row!);
  });
  // The strategy's `updatedAt` changed: cached reads of it are stale (decision 0050).
  strategyContentChanged(input.strategyId);
  return stored;
}

/** Bytes of the documents a strategy holds (web pages do not count). */
export async function documentBytes(db: Database, strategyId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${sources.bytes})` })
    .from(sources)
    .where(and(eq(sources.strategyId, strategyId), eq(sources.kind, 'document')));
  return Number(row?.total ?? 0);
}

/** 413 when a file of `bytes` would take the strategy past 100 MB of documents. */
export function assertRoomFor(used: number, bytes: number): void {
  if (used + bytes <= MAX_STRATEGY_DOCUMENT_BYTES) return;
  throw new DocumentError(
    'too-large',
    `This strategy already holds ${formatBytes(used)} of documents; with this ${formatBytes(bytes)} file it would pass the limit of ${formatBytes(MAX_STRATEGY_DOCUMENT_BYTES)}. Delete a document first.`,
  );
}

export async function listSources(db: Database, strategyId: string): Promise<SourceDocument[]> {
  const rows = await db
    .select()
    .from(sources)
    .where(eq(sources.strategyId, strategyId))
    .orderBy(desc(sources.createdAt), asc(sources.id));
  return rows.map(toSourceDocument);
}

/** Passages of one source of the strategy, in document order (404 for another's source). */
export async function listPassages(
  db: Database,
  strategyId: string,
  sourceId: string,
): Promise<SourcePassageView[]> {
  await assertSourceOf(db, strategyId, sourceId);
  const rows = await db
    .select({
      ordinal: sourcePassages.ordinal,
      text: sourcePassages.text,
      page: sourcePassages.page,
      slide: sourcePassages.slide,
      sheet: sourcePassages.sheet,
      rowFirst: sourcePassages.rowFirst,
      rowLast: sourcePassages.rowLast,
    })
    .from(sourcePassages)
    .where(and(eq(sourcePassages.sourceId, sourceId), eq(sourcePassages.strategyId, strategyId)))
    .orderBy(asc(sourcePassages.ordinal));
  return rows.map((row) => ({
    ordinal: row.ordinal,
    text: row.text,
    location: describePassageLocation(passageLocation(row)),
  }));
}

export function passageLocation(row: {
  page: number | null;
  slide: number | null;
  sheet: string | null;
  rowFirst: number | null;
  rowLast: number | null;
}): Omit<Passage, 'text'> {
  return {
    ...(row.page !== null ? { page: row.page } : {}),
    ...(row.slide !== null ? { slide: row.slide } : {}),
    ...(row.sheet !== null ? { sheet: row.sheet } : {}),
    ...(row.rowFirst !== null && row.rowLast !== null
      ? { rowRange: { first: row.rowFirst, last: row.rowLast } }
      : {}),
  };
}

async function assertSourceOf(db: Database, strategyId: string, sourceId: string) {
  const [row] = await db
    .select({ id: sources.id })
    .from(sources)
    .where(and(eq(sources.id, sourceId), eq(sources.strategyId, strategyId)));
  if (row) return;
  const [strategy] = await db
    .select({ id: strategies.id })
    .from(strategies)
    .where(eq(strategies.id, strategyId));
  throw new AppError('NOT_FOUND', strategy ? DOCUMENT_NOT_FOUND : STRATEGY_NOT_FOUND);
}

/** Deletes a source with every passage (cascade), in one statement. */
export async function deleteSource(db: Database, strategyId: string, sourceId: string) {
  const deleted = await db
    .delete(sources)
    .where(and(eq(sources.id, sourceId), eq(sources.strategyId, strategyId)))
    .returning({ id: sources.id });
  if (deleted.length === 0) await assertSourceOf(db, strategyId, sourceId);
  await db.update(strategies).set({ updatedAt: sql`now()` }).where(eq(strategies.id, strategyId));
  strategyContentChanged(strategyId);
}

export interface PassageQuery {
  strategyId: string;
  /** The strategy's language: its search configuration reads the query. */
  language: Language;
  /** The section's title and group: ranked twice as high as the overview's words. */
  titleWords: readonly string[];
  overviewWords: readonly string[];
  /** Web pages are offered only to the sections that need market facts. */
  includeWeb: boolean;
  limit?: number;
  /** When fewer passages match, the opening passages of the documents are added up to this. */
  fillUpTo?: number;
}

/**
 * The strategy's passages that best match a section, best first: `websearch_to_tsquery` over
 * the words joined with `or` (its default AND would demand every word), ranked by `ts_rank_cd`.
 * Always under `strategy_id = $1`: no other strategy's passage can be found.
 */
export async function searchPassages(db: Database, query: PassageQuery): Promise<RankedPassage[]> {
  if (query.titleWords.length + query.overviewWords.length === 0 && !query.fillUpTo) return [];
  const config = searchConfig(query.language);
  const titleQuery = query.titleWords.join(' or ');
  const overviewQuery = query.overviewWords.join(' or ');
  const result = await db.execute<PassageRow>(sql`
    WITH q AS (
      SELECT websearch_to_tsquery(${config}::regconfig, ${titleQuery}) AS t,
             websearch_to_tsquery(${config}::regconfig, ${overviewQuery}) AS o
    )
    SELECT p.source_id, s.name, s.kind, s.url, p.text, p.page, p.slide, p.sheet,
           p.row_first, p.row_last
    FROM source_passages p
    JOIN sources s ON s.id = p.source_id AND s.strategy_id = p.strategy_id
    CROSS JOIN q
    WHERE p.strategy_id = ${query.strategyId}
      AND p.search @@ (q.t || q.o)
      ${query.includeWeb ? sql`` : sql`AND s.kind = 'document'`}
    ORDER BY 2 * ts_rank_cd(p.search, q.t, 32) + ts_rank_cd(p.search, q.o, 32) DESC,
             s.created_at, p.ordinal
    LIMIT ${query.limit ?? 40}`);
  const ranked = result.rows.map(toRankedPassage);
  if (!query.fillUpTo || ranked.length >= query.fillUpTo) return ranked;
  // Too few matches: the client's documents are about this business, so the market sections
  // also get the opening passages of its documents, after the ranked ones.
  const openings = await db.execute<PassageRow>(sql`
    SELECT p.source_id, s.name, s.kind, s.url, p.text, p.page, p.slide, p.sheet,
           p.row_first, p.row_last
    FROM source_passages p
    JOIN sources s ON s.id = p.source_id AND s.strategy_id = p.strategy_id
    WHERE p.strategy_id = ${query.strategyId} AND s.kind = 'document' AND p.ordinal <= 3
    ORDER BY p.ordinal, s.created_at
    LIMIT ${query.fillUpTo * 2}`);
  const seen = new Set(ranked.map((passage) => `${passage.sourceId}\n${passage.text}`));
  for (const passage of openings.rows.map(toRankedPassage)) {
    if (ranked.length >= query.fillUpTo) break;
    const id = `${passage.sourceId}\n${passage.text}`;
    if (seen.has(id)) continue;
    seen.add(id);
    ranked.push(passage);
  }
  return ranked;
}

interface PassageRow extends Record<string, unknown> {
  source_id: string;
  name: string;
  kind: 'document' | 'web';
  url: string | null;
  text: string;
  page: number | null;
  slide: number | null;
  sheet: string | null;
  row_first: number | null;
  row_last: number | null;
}

function toRankedPassage(row: PassageRow): RankedPassage {
  return {
    sourceId: row.source_id,
    sourceName: row.name,
    kind: row.kind,
    ...(row.url ? { url: row.url } : {}),
    text: row.text,
    ...passageLocation({
      page: row.page,
      slide: row.slide,
      sheet: row.sheet,
      rowFirst: row.row_first,
      rowLast: row.row_last,
    }),
  };
}
