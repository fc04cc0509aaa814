import { randomUUID } from 'node:crypto';
import {
  and,
  eq,
  fillPlaceholders,
  getTableColumns,
  inArray,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import { PgDialect, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { SECTIONS } from '../../domain/catalogue.ts';
import type { StrategyEventMap } from '../../domain/events.ts';
import type { WrittenFrom } from '../../domain/staleness.ts';
import { toStorableText } from '../../domain/stored-text.ts';
import { IN_PROGRESS_STATUSES, type RunKind } from '../../domain/strategy-limits.ts';
import { EXECUTIVE_SUMMARY_KEY } from '../../domain/summary-section.ts';
import { allContentChanged, strategyContentChanged } from '../cache/content-versions.ts';
import type { Database } from '../db/client.ts';
import { runs, sections, sources, strategies } from '../db/schema.ts';
import { addSectionVersion, type Queryable, versionWrites } from '../store/section-versions.ts';
import { bumpedVersion } from '../store/sections.ts';

/**
 * The sections table as the job queue (docs/decisions/0002): queued rows wait for their
 * prerequisites, are claimed under a lease, flushed while streaming, and finished. Every write
 * of a claimed row checks the lease, so a row taken over or cancelled is never overwritten.
 * Text from the model or the provider (content, errors) is made storable here, on its one way in
 * (`toStorableText`): a NUL must not leave a section generating for ever.
 */

export const LEASE_MS = 15_000;

const DEPENDENTS = SECTIONS.filter((section) => section.prerequisites.length > 0);

/** The prerequisites of the section in `sections.key`, as a text[] (empty for most sections). */
const prerequisitesOfKey = sql`CASE ${sections.key} ${sql.join(
  DEPENDENTS.map(
    (section) =>
      sql`WHEN ${section.key} THEN ARRAY[${sql.join(
        section.prerequisites.map((p) => sql`${p.key}`),
        sql`, `,
      )}]::text[]`,
  ),
  sql` `,
)} ELSE ARRAY[]::text[] END`;

const inProgress = sql.join(
  IN_PROGRESS_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * True when no prerequisite of the section is still queued or generating in its strategy: those
 * in its `waits_on` (from the strategy's outline when queued, issue 16), or for a row queued
 * before that column, the catalogue's. The executive summary depends on every other section: it
 * waits until none is.
 */
const prerequisitesSettled = sql`(CASE WHEN ${sections.key} = ${EXECUTIVE_SUMMARY_KEY}
  THEN NOT EXISTS (SELECT 1 FROM ${sections} AS p
    WHERE p.strategy_id = ${sections.strategyId} AND p.key <> ${EXECUTIVE_SUMMARY_KEY}
      AND p.status IN (${inProgress}))
  WHEN ${sections.waitsOn} IS NOT NULL
  THEN (cardinality(${sections.waitsOn}) = 0 OR NOT EXISTS (SELECT 1 FROM ${sections} AS p
    WHERE p.strategy_id = ${sections.strategyId} AND p.key = ANY(${sections.waitsOn})
      AND p.status IN (${inProgress})))
  ELSE (${sections.key} NOT IN (${sql.join(
    DEPENDENTS.map((section) => sql`${section.key}`),
    sql`, `,
  )}) OR NOT EXISTS (SELECT 1 FROM ${sections} AS p
    WHERE p.strategy_id = ${sections.strategyId} AND p.key = ANY(${prerequisitesOfKey})
      AND p.status IN (${inProgress}))) END)`;

export type SectionRow = typeof sections.$inferSelect;

/** What a section's prompt needs of its strategy, read with the claim. */
export type ClaimedStrategy = Pick<
  typeof strategies.$inferSelect,
  'overview' | 'language' | 'outline' | 'facts' | 'intake'
> & {
  /** Most strategies have no documents: their sections skip the passage search. */
  hasSources: boolean;
};

export interface ClaimedSection {
  row: SectionRow;
  strategy: ClaimedStrategy;
  /** The kind of the run that queued it: a revision rewrites the text set aside (decision 0093). */
  runKind: RunKind;
}

const leaseExpiry = sql`now() + make_interval(secs => ${LEASE_MS / 1000})`;

/**
 * Claims the next ready section of any strategy: queued (or generating under a lapsed lease),
 * with no prerequisite of the same strategy still queued or generating, oldest run first, then
 * the run's planned order. The lease owner is new for every claim, so a job whose lease lapsed
 * (its process stalled, or the database was unreachable) can no longer write once it is retaken,
 * even by its own process. The strategy's fields come in the same statement (issue 17).
 */
export async function claimNextSection(
  db: Database,
  instanceId: string,
): Promise<ClaimedSection | undefined> {
  let statement = claimStatements.get(db);
  if (!statement) {
    statement = prepareClaim(db);
    claimStatements.set(db, statement);
  }
  const [claimed] = await statement.execute({ owner: `${instanceId}/${randomUUID()}` });
  if (!claimed) return undefined;
  const { overview, language, outline, facts, intake, hasSources, runKind, ...row } = claimed;
  strategyContentChanged(row.strategyId);
  return {
    row,
    strategy: { overview, language, outline, facts, intake, hasSources },
    runKind: runKind ?? 'generation',
  };
}

/**
 * The claim is built once per database and prepared once per connection: building it (its
 * prerequisite conditions) and planning it cost more than running it (decision 0056).
 */
const claimStatements = new WeakMap<Database, ReturnType<typeof prepareClaim>>();

function prepareClaim(db: Database) {
  // A section left by a process that died first ('generating' sorts before 'queued'), then the
  // queue in order, in one statement; the (status, queue_order) index serves both in that order.
  const candidate = db
    .select({ strategyId: sections.strategyId, key: sections.key })
    .from(sections)
    .where(
      and(
        inArray(sections.status, ['generating', 'queued']),
        or(eq(sections.status, 'queued'), sql`${sections.leaseExpiresAt} < now()`),
        prerequisitesSettled,
      ),
    )
    .orderBy(sections.status, sections.queueOrder)
    .limit(1)
    .for('update', { skipLocked: true });
  return db
    .update(sections)
    .set({
      status: 'generating',
      leaseOwner: sql`${sql.placeholder('owner')}`,
      leaseExpiresAt: leaseExpiry,
      attempts: sql`${sections.attempts} + 1`,
      // A row re-claimed from a dead process already moved its old content aside.
      previousContent: sql`CASE WHEN ${sections.status} = 'queued' AND ${sections.content} <> '' THEN ${sections.content} ELSE ${sections.previousContent} END`,
      content: '',
      version: bumpedVersion,
      error: null,
      errorDetail: null,
      truncated: false,
      contextShortened: false,
      updatedAt: sql`now()`,
    })
    .from(strategies)
    .where(
      and(
        sql`(${sections.strategyId}, ${sections.key}) = (${candidate})`,
        eq(strategies.id, sections.strategyId),
      ),
    )
    .returning({
      ...getTableColumns(sections),
      overview: strategies.overview,
      facts: strategies.facts,
      intake: strategies.intake,
      language: strategies.language,
      outline: strategies.outline,
      // Written out: drizzle may leave a column unqualified, and an unqualified "strategy_id"
      // inside the subquery would be the source's own.
      hasSources: sql<boolean>`EXISTS (SELECT 1 FROM ${sources} AS src WHERE src.strategy_id = "strategies"."id")`,
      runKind: sql<RunKind | null>`(SELECT run.kind FROM ${runs} AS run WHERE run.id = "sections"."run_id")`,
    })
    .prepare('claim_next_section');
}

function leased(row: { strategyId: string; key: string }, owner: string) {
  return and(
    eq(sections.strategyId, row.strategyId),
    eq(sections.key, row.key),
    eq(sections.status, 'generating'),
    eq(sections.leaseOwner, owner),
  );
}

type SectionChange = PgUpdateSetSource<typeof sections>;

/** Writes a claimed row if it is still ours; false when it was cancelled or taken over. */
async function updateLeased(
  db: Queryable,
  row: SectionRow,
  owner: string,
  change: SectionChange,
): Promise<boolean> {
  const updated = await leasedUpdate(db, row, owner, change);
  if (updated.length > 0) strategyContentChanged(row.strategyId);
  return updated.length > 0;
}

/** The change of a row still leased by `owner`, returning its key when it was. */
function leasedUpdate(db: Queryable, row: SectionRow, owner: string, change: SectionChange) {
  return db
    .update(sections)
    .set({ ...change, updatedAt: sql`now()` })
    .where(leased(row, owner))
    .returning({ key: sections.key });
}

/** Every end of a claim (done, failed, re-queued) saves new text or puts the old back. */
const releaseLease: SectionChange = {
  version: bumpedVersion,
  previousContent: null,
  leaseOwner: null,
  leaseExpiresAt: null,
};
const restoredContent = sql`coalesce(${sections.previousContent}, '')`;

/** A streaming section's text, to be saved under its lease. */
export interface SectionFlush {
  strategyId: string;
  key: string;
  owner: string;
  /** The text so far, or with `append` what follows the text the row holds. */
  content: string;
  append?: boolean;
}

/**
 * Saves the text so far of several streaming sections and renews their leases, in one statement
 * (one statement per section and second cost more than the streams themselves at 32 at once,
 * decision 0056). Returns the `strategyId/key` of the rows still ours: the others were cancelled
 * or taken over.
 */
export async function flushSections(
  db: Database,
  flushes: readonly SectionFlush[],
): Promise<Set<string>> {
  if (flushes.length === 0) return new Set();
  const column = (values: string[], type: 'uuid' | 'text') =>
    sql`${sql.param(values)}::${sql.raw(type)}[]`;
  const result = await db.execute<{ strategy_id: string; key: string }>(sql`
    UPDATE ${sections} AS s
    SET content = CASE WHEN f.append THEN s.content || f.content ELSE f.content END,
      lease_expires_at = ${leaseExpiry}, updated_at = now()
    FROM unnest(
      ${column(
        flushes.map((flush) => flush.strategyId),
        'uuid',
      )},
      ${column(
        flushes.map((flush) => flush.key),
        'text',
      )},
      ${column(
        flushes.map((flush) => flush.owner),
        'text',
      )},
      ${column(
        flushes.map((flush) => toStorableText(flush.content)),
        'text',
      )},
      ${sql.param(flushes.map((flush) => flush.append === true))}::boolean[]
    ) AS f(strategy_id, key, owner, content, append)
    WHERE s.strategy_id = f.strategy_id AND s.key = f.key
      AND s.status = 'generating' AND s.lease_owner = f.owner
    RETURNING s.strategy_id, s.key`);
  const ours = new Set<string>();
  for (const row of result.rows) {
    ours.add(`${row.strategy_id}/${row.key}`);
    strategyContentChanged(row.strategy_id);
  }
  return ours;
}

/** Done; the stored content (made storable) when the row was still ours. */
export async function completeSection(
  db: Database,
  row: SectionRow,
  owner: string,
  // What the `section-end` event announces, less what the row already knows.
  result: Omit<StrategyEventMap['section-end'], 'key' | 'version'>,
  /** What its prompt had (`domain/staleness.ts`). */
  writtenFrom: WrittenFrom,
  /** A revision run's text is kept as a version of source 'revision' (decision 0093). */
  runKind: RunKind = 'generation',
): Promise<{ content: string } | undefined> {
  const content = toStorableText(result.content);
  const change: SectionChange = {
    ...releaseLease,
    status: 'done',
    content,
    writtenFrom,
    usage: result.usage ?? null,
    truncated: result.truncated,
    contextShortened: result.contextShortened ?? false,
    sources: result.sources?.length ? result.sources : null,
    citationsRemoved: result.citationsRemoved ?? 0,
  };
  // A section written for the first time is one statement (decision 0060); a regeneration also
  // keeps the text it replaces when no version holds it yet, which takes a transaction.
  const stored =
    (row.previousContent ?? '').trim() || !content.trim()
      ? await db.transaction(async (tx) => {
          const ours = await updateLeased(tx, row, owner, change);
          if (ours) await keepVersions(tx, row, content, runKind);
          return ours;
        })
      : await completeFirstWriting(db, row, owner, result, writtenFrom, content);
  return stored ? { content } : undefined;
}

/** The row, its first version and the pruning of old ones, in one statement. */
async function completeFirstWriting(
  db: Database,
  row: SectionRow,
  owner: string,
  result: Omit<StrategyEventMap['section-end'], 'key' | 'version'>,
  writtenFrom: WrittenFrom,
  content: string,
): Promise<boolean> {
  let statement = firstWritingStatements.get(db);
  if (!statement) {
    statement = buildFirstWriting(db);
    firstWritingStatements.set(db, statement);
  }
  // jsonb values as their JSON: `pg` would send an array (sources) as a PostgreSQL array.
  const json = (value: unknown) => (value == null ? null : JSON.stringify(value));
  const values = fillPlaceholders(statement.params, {
    strategyId: row.strategyId,
    key: row.key,
    owner,
    content,
    writtenFrom: json(writtenFrom),
    usage: json(result.usage),
    truncated: result.truncated,
    contextShortened: result.contextShortened ?? false,
    sources: json(result.sources?.length ? result.sources : null),
    citationsRemoved: result.citationsRemoved ?? 0,
  });
  const client = (db as Database & { $client: pg.Pool }).$client;
  const answer = await client.query<{ stored: number }>({
    name: 'complete_first_writing',
    text: statement.sql,
    values,
  });
  const stored = (answer.rows[0]?.stored ?? 0) > 0;
  if (stored) strategyContentChanged(row.strategyId);
  return stored;
}

/**
 * The first writing's statement, built once per database: drizzle building it for every section
 * allocated about as much as the rest of the section's work on the main thread, and that garbage
 * kept V8's collector threads busy (decision 0117). Named, so each connection parses and plans
 * it once, as the claim (decision 0119); a new connection's session reset (0061) clears it.
 */
const firstWritingStatements = new WeakMap<Database, ReturnType<typeof buildFirstWriting>>();

function buildFirstWriting(db: Database) {
  const value = (name: string) => sql`${sql.placeholder(name)}`;
  const update = db
    .update(sections)
    .set({
      ...releaseLease,
      status: 'done',
      content: value('content'),
      writtenFrom: value('writtenFrom'),
      usage: value('usage'),
      truncated: value('truncated'),
      contextShortened: value('contextShortened'),
      sources: value('sources'),
      citationsRemoved: value('citationsRemoved'),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(sections.strategyId, sql.placeholder('strategyId')),
        eq(sections.key, sql.placeholder('key')),
        eq(sections.status, 'generating'),
        eq(sections.leaseOwner, sql.placeholder('owner')),
      ),
    )
    .returning({ key: sections.key });
  const version = versionWrites(
    db,
    {
      strategyId: sql.placeholder('strategyId'),
      key: sql.placeholder('key'),
      source: 'generation',
      content: sql.placeholder('content'),
    },
    'done',
  );
  return new PgDialect().sqlToQuery(sql`
    WITH done AS (${update.getSQL()}), ${version}
    SELECT count(*)::int AS stored FROM done`);
}

/**
 * The history of a written section (decisions/0032): the text a regeneration replaced (when no
 * version holds it yet: written before versions were kept, or copied) and the new text.
 */
async function keepVersions(
  db: Queryable,
  row: SectionRow,
  content: string,
  runKind: RunKind,
): Promise<void> {
  const previous = row.previousContent ?? '';
  const section = { strategyId: row.strategyId, key: row.key };
  await addSectionVersion(db, {
    ...section,
    source: 'earlier',
    content: previous,
    onlyIfNew: true,
  });
  const source =
    runKind === 'revision' ? 'revision' : previous.trim() ? 'regeneration' : 'generation';
  await addSectionVersion(db, { ...section, source, content });
}

/**
 * Failed: the error (plain words) and its technical detail are kept, and content written before
 * this regeneration is put back. Returns what was stored, when the row was still ours.
 */
export async function failSection(
  db: Database,
  row: SectionRow,
  owner: string,
  failure: { error: string; errorDetail?: string },
): Promise<{ error: string; errorDetail?: string } | undefined> {
  const error = toStorableText(failure.error);
  const errorDetail =
    failure.errorDetail === undefined ? undefined : toStorableText(failure.errorDetail);
  const stored = await updateLeased(db, row, owner, {
    ...releaseLease,
    status: 'failed',
    error,
    errorDetail: errorDetail ?? null,
    content: restoredContent,
  });
  return stored ? { error, ...(errorDetail === undefined ? {} : { errorDetail }) } : undefined;
}

/** Back to the queue after a 429: the limiter decides when it starts again. */
export function requeueSection(db: Database, row: SectionRow, owner: string) {
  return updateLeased(db, row, owner, {
    ...releaseLease,
    status: 'queued',
    content: restoredContent,
    rateLimited: sql`${sections.rateLimited} + 1`,
  });
}

/** Ends the run when none of its sections is left to do; true for the one caller that ended it. */
export async function finishRunIfDone(db: Database, runId: string): Promise<boolean> {
  const unfinished = db
    .select({ key: sections.key })
    .from(sections)
    .where(and(eq(sections.runId, runId), inArray(sections.status, [...IN_PROGRESS_STATUSES])));
  const ended = await db
    .update(runs)
    .set({ status: 'done', endedAt: sql`now()` })
    .where(and(eq(runs.id, runId), eq(runs.status, 'running'), notExists(unfinished)))
    .returning({ strategyId: runs.strategyId });
  for (const { strategyId } of ended) strategyContentChanged(strategyId);
  return ended.length > 0;
}

/** After a crash of the only process (PGlite): its leases are void at once. */
export async function releaseAllLeases(db: Database): Promise<void> {
  await db
    .update(sections)
    .set({ leaseExpiresAt: sql`now() - interval '1 second'`, leaseOwner: null })
    .where(eq(sections.status, 'generating'));
  allContentChanged();
}
