import { type SQL, sql } from 'drizzle-orm';
import { SECTIONS } from '../../domain/catalogue.ts';
import type { StrategySummary } from '../../domain/strategy.ts';
import { EXECUTIVE_SUMMARY_KEY } from '../../domain/summary-section.ts';
import { type ModelTokenSums, type Pricing, summaryCost } from '../costs/strategy-cost.ts';
import type { Database } from '../db/client.ts';
import { sections, strategies, strategySearchDocument } from '../db/schema.ts';
import { encodeLibraryCursor, type LibraryCursor } from './library-cursor.ts';

export interface LibraryQuery {
  /** Strategies per page. */
  limit: number;
  /** Where the previous page ended. */
  cursor?: LibraryCursor;
  /** Words each matching strategy's company, client or overview has words beginning with. */
  q?: string;
}

export interface LibraryPage {
  items: StrategySummary[];
  nextCursor: string | null;
  total: number;
}

/** The overview's opening shown in the library: the list never carries whole texts. */
const OVERVIEW_PREVIEW_LENGTH = 280;

/**
 * The search text as a prefix query: the words of `q`, split as the strategies' own words are
 * (the 'simple' parser: "acme.com" and "jane@acme.com" stay whole), each one the beginning of a
 * word of the strategy, all of them required. Built by the database, so `q` is only ever a value.
 */
function searchQuery(q: string): SQL {
  return sql`to_tsquery('simple', (SELECT string_agg(quote_literal(lexeme) || ':*', ' & ')
    FROM unnest(to_tsvector('simple', ${q}))))`;
}

/** True when `q` has a letter or digit to search for; anything else lists every strategy. */
export function hasSearchWords(q: string | undefined): q is string {
  return q !== undefined && /[\p{L}\p{N}]/u.test(q);
}

/** A time as `Date.toISOString()` writes it (raw results carry timestamps as the server's text). */
const isoTime = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The page is chosen first (light fields, the overview cut short), then only its strategies'
 * sections are read, once each: per model (sections without usage under null, costing
 * nothing), the written sections of its outline and the token sums.
 * `total` comes along on every row; an empty page is the one row with no strategy.
 */
export function libraryPageStatement(query: LibraryQuery): SQL {
  const matches = hasSearchWords(query.q)
    ? sql`${strategySearchDocument} @@ ${searchQuery(query.q)}`
    : sql`true`;
  const after = query.cursor
    ? sql`(${strategies.updatedAt}, ${strategies.id}) <
        ((${query.cursor.updatedAt}::timestamp AT TIME ZONE 'UTC'), ${query.cursor.id}::uuid)`
    : sql`true`;
  // Each section (`s`) of the page's own outline, for the counts.
  const outlineSections = sql`jsonb_array_elements(page.outline) g, jsonb_array_elements(g->'sections') s`;
  const tokens = (field: string) =>
    sql`coalesce(sum((${sections.usage}->>${field})::bigint), 0)::float8`;
  return sql`
    WITH page AS (
      SELECT id, name, metadata, overview, outline, created_at, updated_at FROM ${strategies}
      WHERE ${matches} AND ${after}
      ORDER BY updated_at DESC, id DESC
      LIMIT ${query.limit + 1}
    )
    SELECT counted.total, page.id, page.name,
      coalesce(page.metadata->>'companyName', '') AS company_name,
      coalesce(page.metadata->>'clientName', '') AS client_name,
      left(page.overview, ${OVERVIEW_PREVIEW_LENGTH}) AS overview,
      ${isoTime(sql`page.created_at`)} AS created_at, ${isoTime(sql`page.updated_at`)} AS updated_at,
      to_char(page.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') AS cursor_time,
      CASE WHEN page.outline IS NULL THEN ${SECTIONS.length}::int
        ELSE (SELECT count(*)::int FROM ${outlineSections}) END AS section_count,
      (SELECT coalesce(json_agg(per_model), '[]'::json) FROM (
        SELECT ${sections.usage}->>'model' AS model,
          -- Written sections of its outline (the page shows "N of sectionCount"): the summary
          -- is not counted, nor a section a playbook update set aside (its row and text stay).
          count(*) FILTER (WHERE ${sections.content} <> '' AND ${sections.key} <> ${EXECUTIVE_SUMMARY_KEY}
            AND (page.outline IS NULL OR ${sections.key} IN (SELECT s->>'key' FROM ${outlineSections})))::int
            AS "written",
          ${tokens('promptTokens')} AS "promptTokens",
          ${tokens('completionTokens')} AS "completionTokens",
          ${tokens('reasoningTokens')} AS "reasoningTokens"
        FROM ${sections} WHERE ${sections.strategyId} = page.id
        GROUP BY 1) per_model
      ) AS sections
    FROM (SELECT count(*)::int AS total FROM ${strategies} WHERE ${matches}) counted
      LEFT JOIN page ON true
    ORDER BY page.updated_at DESC, page.id DESC`;
}

interface PageRow extends Record<string, unknown> {
  total: number;
  /** Null on the one row of an empty page (it carries `total`). */
  id: string | null;
  name: string | null;
  company_name: string;
  client_name: string;
  overview: string;
  created_at: string;
  updated_at: string;
  cursor_time: string;
  section_count: number;
  /** Per model (null: none recorded), its written sections and token sums. */
  sections: (ModelTokenSums & { written: number })[];
}

/**
 * One page of the library, newest first (by `updated_at`, ties by id), how many strategies it
 * holds or match `q`, and each one's cost at `pricing` (issue 32). Keyset paging: a page costs
 * the same however deep it is, and a strategy created meanwhile never shifts the pages after
 * it. One statement (`libraryPageStatement`).
 */
export async function listStrategies(
  db: Database,
  query: LibraryQuery,
  pricing: Pricing,
): Promise<LibraryPage> {
  const { rows } = await db.execute<PageRow>(libraryPageStatement(query));
  const listed = rows.filter((row) => row.id !== null).slice(0, query.limit);
  const last = listed.at(-1);
  return {
    items: listed.map((row) => ({
      id: row.id!,
      name: row.name,
      companyName: row.company_name,
      clientName: row.client_name,
      overview: row.overview,
      sectionsDone: row.sections.reduce((sum, model) => sum + model.written, 0),
      sectionCount: row.section_count,
      cost: summaryCost(row.sections, pricing),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeLibraryCursor({ updatedAt: last.cursor_time, id: last.id! })
        : null,
    total: rows[0]?.total ?? 0,
  };
}
