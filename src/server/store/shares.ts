import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { ShareAccessType } from '../../domain/share.ts';
import { strategyContentChanged } from '../cache/content-versions.ts';
import type { Database } from '../db/client.ts';
import { shares } from '../db/schema.ts';
import { AppError, SHARE_EXPIRED_OR_INVALID } from '../errors.ts';
import { assertStrategyExists } from './strategies.ts';

export const SHARE_VIEW_ONLY = 'This share link is view only';
export const SHARE_EDITS_SECTIONS_ONLY =
  'This share link can only change section text, comment and approve';
export const SHARE_COMMENTS_ONLY = 'This share link can only comment and approve';
export const SHARE_INTAKE_ONLY =
  'This link is a questionnaire: it can only read its questions and send answers';
export const SHARE_MEMO_ONLY =
  'This link shows a change memo: it can only read it and download it as PDF, Word or Markdown';

/** The 403 a share gets for a write it may not make: what the link may do, by name. */
export function shareRefusal(accessType: ShareAccessType): string {
  if (accessType === 'view') return SHARE_VIEW_ONLY;
  if (accessType === 'intake') return SHARE_INTAKE_ONLY;
  if (accessType === 'memo') return SHARE_MEMO_ONLY;
  return accessType === 'comment' ? SHARE_COMMENTS_ONLY : SHARE_EDITS_SECTIONS_ONLY;
}

export interface Share {
  id: string;
  strategyId: string;
  accessType: ShareAccessType;
  createdAt: string;
  expiresAt: string | null;
  profileId: string | null;
}

type ShareRow = typeof shares.$inferSelect;

function toShare(row: ShareRow): Share {
  return {
    id: row.id,
    strategyId: row.strategyId,
    accessType: row.accessType,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    profileId: row.profileId,
  };
}

/** Expiry is computed by the database clock, the same clock that judges it on lookup. */
export async function createShare(
  db: Database,
  options: {
    strategyId: string;
    accessType: ShareAccessType;
    expiresInDays: number | null;
    /** Checked by the caller. */
    profileId?: string | null;
  },
): Promise<Share> {
  const { strategyId, accessType, expiresInDays, profileId = null } = options;
  await assertStrategyExists(db, strategyId);
  const [row] = await db
    .insert(shares)
    .values({
      id: crypto.randomUUID(),
      strategyId,
      accessType,
      profileId,
      expiresAt:
        expiresInDays === null ? null : sql`now() + make_interval(days => ${expiresInDays}::int)`,
    })
    .returning();
  strategyContentChanged(strategyId);
  return toShare(row!);
}

/** The strategy's live shares, newest first; expired ones are deleted on the way. */
export async function listShares(db: Database, strategyId: string): Promise<Share[]> {
  await assertStrategyExists(db, strategyId);
  const expired = await db
    .delete(shares)
    .where(and(eq(shares.strategyId, strategyId), lte(shares.expiresAt, sql`now()`)))
    .returning({ id: shares.id });
  if (expired.length > 0) strategyContentChanged(strategyId);
  const rows = await db
    .select()
    .from(shares)
    .where(eq(shares.strategyId, strategyId))
    .orderBy(desc(shares.createdAt));
  return rows.map(toShare);
}

/**
 * The live share with this id (checked as a UUID at the edge), or 404 for an unknown, revoked or
 * expired one. One primary-key lookup, read after the request arrived; an expired share is
 * deleted then (the spec's rule). Lookups that arrive while one is in flight go together in the
 * next query (`id = ANY(...)`): PGlite has one connection, and a round trip per request capped
 * share reads at a few hundred a second (decision 0050).
 */
export async function resolveShare(db: Database, shareId: string): Promise<Share> {
  const row = await lookups(db).find(shareId);
  if (!row) throw new AppError('NOT_FOUND', SHARE_EXPIRED_OR_INVALID);
  if (row.expired) {
    await db.delete(shares).where(eq(shares.id, shareId));
    strategyContentChanged(row.share.strategyId);
    throw new AppError('NOT_FOUND', SHARE_EXPIRED_OR_INVALID);
  }
  return toShare(row.share);
}

interface ShareLookup {
  share: ShareRow;
  expired: boolean;
}

const batchers = new WeakMap<Database, ShareLookups>();
function lookups(db: Database): ShareLookups {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new ShareLookups(db);
    batchers.set(db, batcher);
  }
  return batcher;
}

/** One query at a time; ids asked meanwhile wait for the next, so none reads an older state. */
class ShareLookups {
  private waiting = new Map<string, ((row: ShareLookup | Error | undefined) => void)[]>();
  private busy = false;

  constructor(private readonly db: Database) {}

  find(id: string): Promise<ShareLookup | undefined> {
    return new Promise((resolve, reject) => {
      const callbacks = this.waiting.get(id) ?? [];
      callbacks.push((row) => (row instanceof Error ? reject(row) : resolve(row)));
      this.waiting.set(id, callbacks);
      if (!this.busy) void this.next();
    });
  }

  private async next(): Promise<void> {
    const batch = this.waiting;
    if (batch.size === 0) return;
    this.waiting = new Map();
    this.busy = true;
    let answer: Map<string, ShareLookup> | Error;
    try {
      const rows = await this.db
        .select({
          share: shares,
          expired: sql<boolean>`${shares.expiresAt} IS NOT NULL AND ${shares.expiresAt} <= now()`,
        })
        .from(shares)
        .where(inArray(shares.id, [...batch.keys()]));
      answer = new Map(rows.map((row) => [row.share.id, row]));
    } catch (error) {
      answer = error instanceof Error ? error : new Error(String(error));
    }
    this.busy = false;
    for (const [id, callbacks] of batch) {
      const result = answer instanceof Error ? answer : answer.get(id);
      for (const callback of callbacks) callback(result);
    }
    void this.next();
  }
}

/** Deletes one of the strategy's shares: 404 when the strategy has no share with this id. */
export async function revokeShare(
  db: Database,
  strategyId: string,
  shareId: string,
): Promise<void> {
  const deleted = await db
    .delete(shares)
    .where(and(eq(shares.id, shareId), eq(shares.strategyId, strategyId)))
    .returning({ id: shares.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', SHARE_EXPIRED_OR_INVALID);
  strategyContentChanged(strategyId);
}
