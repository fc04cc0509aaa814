import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { COMMENT_NOT_FOUND, type ReviewComment } from '../../domain/review.ts';
import { strategyContentChanged } from '../cache/content-versions.ts';
import type { Database } from '../db/client.ts';
import { sectionComments } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Queryable } from './section-versions.ts';

type CommentRow = typeof sectionComments.$inferSelect;

function toComment(row: CommentRow): ReviewComment {
  return {
    id: row.id,
    sectionKey: row.sectionKey,
    parentId: row.parentId,
    author: row.author,
    fromOwner: row.shareId === null,
    body: row.body,
    quote: row.quote,
    resolved: row.resolvedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Adds a comment or a reply. A reply answers a comment of the same section (a reply to a reply
 * answers its parent: one level), else 400.
 */
export async function addComment(
  db: Queryable,
  comment: {
    strategyId: string;
    key: string;
    author: string;
    body: string;
    quote: string | null;
    parentId: string | null;
    /** The link it came through; null for the owner. */
    shareId: string | null;
  },
): Promise<ReviewComment> {
  let parentId = comment.parentId;
  if (parentId) {
    const [parent] = await db
      .select({ id: sectionComments.id, parentId: sectionComments.parentId })
      .from(sectionComments)
      .where(
        and(
          eq(sectionComments.id, parentId),
          eq(sectionComments.strategyId, comment.strategyId),
          eq(sectionComments.sectionKey, comment.key),
        ),
      );
    if (!parent) throw new AppError('BAD_REQUEST', 'parentId: must be a comment on this section');
    parentId = parent.parentId ?? parent.id;
  }
  const [row] = await db
    .insert(sectionComments)
    .values({
      strategyId: comment.strategyId,
      sectionKey: comment.key,
      parentId,
      author: comment.author,
      shareId: comment.shareId,
      body: comment.body,
      quote: comment.quote,
    })
    .returning();
  // The strategy read counts open comments (decision 0050: cached by content version).
  strategyContentChanged(comment.strategyId);
  return toComment(row!);
}

/** A section's comments and replies, oldest first; or every section's when `key` is left out. */
export async function listComments(
  db: Database,
  strategyId: string,
  key?: string,
): Promise<ReviewComment[]> {
  const rows = await db
    .select()
    .from(sectionComments)
    .where(
      and(
        eq(sectionComments.strategyId, strategyId),
        key === undefined ? undefined : eq(sectionComments.sectionKey, key),
      ),
    )
    .orderBy(asc(sectionComments.createdAt));
  return rows.map(toComment);
}

/** Resolves or reopens a comment of this section (404 for any other). */
export async function setCommentResolved(
  db: Database,
  target: { strategyId: string; key: string; commentId: string; resolved: boolean },
): Promise<ReviewComment> {
  const [row] = await db
    .update(sectionComments)
    .set({ resolvedAt: target.resolved ? sql`now()` : null })
    .where(
      and(
        eq(sectionComments.id, target.commentId),
        eq(sectionComments.strategyId, target.strategyId),
        eq(sectionComments.sectionKey, target.key),
      ),
    )
    .returning();
  if (!row) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
  strategyContentChanged(target.strategyId);
  return toComment(row);
}

/** Open (unresolved) top-level comments per section: the count the owner's cards show. */
export async function openCommentCounts(
  db: Database,
  strategyId: string,
): Promise<Record<string, number>> {
  const rows = await db
    .select({
      key: sectionComments.sectionKey,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(sectionComments)
    .where(
      and(
        eq(sectionComments.strategyId, strategyId),
        isNull(sectionComments.parentId),
        isNull(sectionComments.resolvedAt),
      ),
    )
    .groupBy(sectionComments.sectionKey);
  return Object.fromEntries(rows.map((row) => [row.key, row.count]));
}
