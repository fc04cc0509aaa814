import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { ShareAccessType } from '../../domain/share.ts';
import type { Database } from '../db/client.ts';
import { shares } from '../db/schema.ts';
import { AppError, INVALID_SHARE_LINK, SHARE_EXPIRED_OR_INVALID } from '../errors.ts';
import { assertStrategyExists, isUuid } from './strategies.ts';

export const SHARE_VIEW_ONLY = 'This share link is view only';
export const SHARE_EDITS_SECTIONS_ONLY = 'This share link can only change section text';

export interface Share {
  id: string;
  strategyId: string;
  accessType: ShareAccessType;
  createdAt: string;
  expiresAt: string | null;
}

type ShareRow = typeof shares.$inferSelect;

function toShare(row: ShareRow): Share {
  return {
    id: row.id,
    strategyId: row.strategyId,
    accessType: row.accessType,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** Expiry is computed by the database clock, the same clock that judges it on lookup. */
export async function createShare(
  db: Database,
  options: { strategyId: string; accessType: ShareAccessType; expiresInDays: number | null },
): Promise<Share> {
  const { strategyId, accessType, expiresInDays } = options;
  await assertStrategyExists(db, strategyId);
  const [row] = await db
    .insert(shares)
    .values({
      id: crypto.randomUUID(),
      strategyId,
      accessType,
      expiresAt:
        expiresInDays === null ? null : sql`now() + make_interval(days => ${expiresInDays}::int)`,
    })
    .returning();
  return toShare(row!);
}

/** The strategy's live shares, newest first; expired ones are deleted on the way. */
export async function listShares(db: Database, strategyId: string): Promise<Share[]> {
  await assertStrategyExists(db, strategyId);
  await db
    .delete(shares)
    .where(and(eq(shares.strategyId, strategyId), lte(shares.expiresAt, sql`now()`)));
  const rows = await db
    .select()
    .from(shares)
    .where(eq(shares.strategyId, strategyId))
    .orderBy(desc(shares.createdAt));
  return rows.map(toShare);
}

/**
 * The live share with this id, or 400 for a malformed id and 404 for an unknown, revoked or
 * expired one. One primary-key lookup; an expired share is deleted then (the spec's rule).
 */
export async function resolveShare(db: Database, shareId: string): Promise<Share> {
  if (!isUuid(shareId)) throw new AppError('BAD_REQUEST', INVALID_SHARE_LINK);
  const [row] = await db
    .select({
      share: shares,
      expired: sql<boolean>`${shares.expiresAt} IS NOT NULL AND ${shares.expiresAt} <= now()`,
    })
    .from(shares)
    .where(eq(shares.id, shareId));
  if (!row) throw new AppError('NOT_FOUND', SHARE_EXPIRED_OR_INVALID);
  if (row.expired) {
    await db.delete(shares).where(eq(shares.id, shareId));
    throw new AppError('NOT_FOUND', SHARE_EXPIRED_OR_INVALID);
  }
  return toShare(row.share);
}

/** A live share that may change section text: 403 for a view share. */
export async function resolveEditableShare(db: Database, shareId: string): Promise<Share> {
  const share = await resolveShare(db, shareId);
  if (share.accessType !== 'edit') throw new AppError('FORBIDDEN', SHARE_VIEW_ONLY);
  return share;
}

export async function revokeShare(db: Database, shareId: string): Promise<void> {
  if (!isUuid(shareId)) throw new AppError('BAD_REQUEST', INVALID_SHARE_LINK);
  const deleted = await db
    .delete(shares)
    .where(eq(shares.id, shareId))
    .returning({ id: shares.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', SHARE_EXPIRED_OR_INVALID);
}
