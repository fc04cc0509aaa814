import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notExists, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { SECTIONS } from '../../domain/catalogue.ts';
import type { SectionUsage } from '../../domain/strategy.ts';
import type { Database } from '../db/client.ts';
import { runs, sections } from '../db/schema.ts';

/**
 * The sections table as the job queue (docs/decisions/0002): queued rows wait for their
 * prerequisites, are claimed under a lease, flushed while streaming, and finished. Every write
 * of a claimed row checks the lease, so a row taken over or cancelled is never overwritten.
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

/** True when no prerequisite of the section is still queued or generating in its strategy. */
const prerequisitesSettled = sql`(${sections.key} NOT IN (${sql.join(
  DEPENDENTS.map((section) => sql`${section.key}`),
  sql`, `,
)}) OR NOT EXISTS (SELECT 1 FROM ${sections} AS p
    WHERE p.strategy_id = ${sections.strategyId} AND p.key = ANY(${prerequisitesOfKey})
      AND p.status IN ('queued', 'generating')))`;

export type SectionRow = typeof sections.$inferSelect;

const leaseExpiry = sql`now() + make_interval(secs => ${LEASE_MS / 1000})`;

/**
 * Claims the next ready section of any strategy: queued (or generating under a lapsed lease),
 * with no prerequisite of the same strategy still queued or generating, oldest run first, then
 * the run's planned order. The lease owner is new for every claim, so a job whose lease lapsed
 * (its process stalled, or the database was unreachable) can no longer write once it is retaken,
 * even by its own process.
 */
export async function claimNextSection(
  db: Database,
  instanceId: string,
): Promise<SectionRow | undefined> {
  const owner = `${instanceId}/${randomUUID()}`;
  // A section left by a process that died first (rare, few rows), then the queue in order.
  for (const ready of [
    and(eq(sections.status, 'generating'), sql`${sections.leaseExpiresAt} < now()`),
    eq(sections.status, 'queued'),
  ]) {
    const candidate = db
      .select({ strategyId: sections.strategyId, key: sections.key })
      .from(sections)
      .where(and(ready, prerequisitesSettled))
      .orderBy(sections.status, sections.queueOrder)
      .limit(1)
      .for('update', { skipLocked: true });
    const row = await claim(db, owner, candidate);
    if (row) return row;
  }
  return undefined;
}

async function claim(
  db: Database,
  owner: string,
  candidate: SQLWrapper,
): Promise<SectionRow | undefined> {
  const [row] = await db
    .update(sections)
    .set({
      status: 'generating',
      leaseOwner: owner,
      leaseExpiresAt: leaseExpiry,
      attempts: sql`${sections.attempts} + 1`,
      // A row re-claimed from a dead process already moved its old content aside.
      previousContent: sql`CASE WHEN ${sections.status} = 'queued' AND ${sections.content} <> '' THEN ${sections.content} ELSE ${sections.previousContent} END`,
      content: '',
      error: null,
      truncated: false,
      updatedAt: sql`now()`,
    })
    .where(sql`(${sections.strategyId}, ${sections.key}) = (${candidate})`)
    .returning();
  return row;
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
  db: Database,
  row: SectionRow,
  owner: string,
  change: SectionChange,
): Promise<boolean> {
  const updated = await db
    .update(sections)
    .set({ ...change, updatedAt: sql`now()` })
    .where(leased(row, owner))
    .returning({ key: sections.key });
  return updated.length > 0;
}

const releaseLease: SectionChange = {
  previousContent: null,
  leaseOwner: null,
  leaseExpiresAt: null,
};
const restoredContent = sql`coalesce(${sections.previousContent}, '')`;

/** Saves the text so far and renews the lease. */
export function flushSection(db: Database, row: SectionRow, owner: string, content: string) {
  return updateLeased(db, row, owner, { content, leaseExpiresAt: leaseExpiry });
}

export function completeSection(
  db: Database,
  row: SectionRow,
  owner: string,
  result: { content: string; usage?: SectionUsage; truncated: boolean },
) {
  return updateLeased(db, row, owner, {
    ...releaseLease,
    status: 'done',
    content: result.content,
    usage: result.usage ?? null,
    truncated: result.truncated,
  });
}

/** Failed: the error is kept, and content written before this regeneration is put back. */
export function failSection(db: Database, row: SectionRow, owner: string, error: string) {
  return updateLeased(db, row, owner, {
    ...releaseLease,
    status: 'failed',
    error,
    content: restoredContent,
  });
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
    .where(and(eq(sections.runId, runId), inArray(sections.status, ['queued', 'generating'])));
  const ended = await db
    .update(runs)
    .set({ status: 'done', endedAt: sql`now()` })
    .where(and(eq(runs.id, runId), eq(runs.status, 'running'), notExists(unfinished)))
    .returning({ id: runs.id });
  return ended.length > 0;
}

/** After a crash of the only process (PGlite): its leases are void at once. */
export async function releaseAllLeases(db: Database): Promise<void> {
  await db
    .update(sections)
    .set({ leaseExpiresAt: sql`now() - interval '1 second'`, leaseOwner: null })
    .where(eq(sections.status, 'generating'));
}
