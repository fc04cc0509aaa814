import { and, eq, sql } from 'drizzle-orm';
import { LINK_COMMENT_LIMITS, type ReviewComment } from '../../domain/review.ts';
import { strategyContentChanged } from '../cache/content-versions.ts';
import type { Database } from '../db/client.ts';
import { sectionComments } from '../db/schema.ts';
import { addComment } from './comments.ts';
import type { Queryable } from './section-versions.ts';

/** Why a link may not comment now: a sentence naming the limit, and when to try again. */
export interface CommentLimitRefusal {
  message: string;
  /** Only for the rate: the seconds until the oldest comment of the last minute ages out. */
  retryAfterSeconds?: number;
}

export type CommentLimits = { perSection: number; perLink: number; perMinute: number };

const RATE_WINDOW_SECONDS = 60;

const count = (value: number) => value.toLocaleString('en-US');

/** Whether the link may add one more comment to the section now; the first limit it meets. */
export async function commentLimitRefusal(
  db: Queryable,
  link: { strategyId: string; shareId: string; key: string },
  limits: CommentLimits = LINK_COMMENT_LIMITS,
): Promise<CommentLimitRefusal | undefined> {
  const [usage] = await db
    .select({
      inSection:
        sql<number>`count(*) FILTER (WHERE ${sectionComments.sectionKey} = ${link.key})`.mapWith(
          Number,
        ),
      inLink: sql<number>`count(*)`.mapWith(Number),
      lastMinute:
        sql<number>`count(*) FILTER (WHERE ${sectionComments.createdAt} > now() - make_interval(secs => ${RATE_WINDOW_SECONDS}))`.mapWith(
          Number,
        ),
      // Seconds until the oldest comment of the last minute leaves it.
      freeInSeconds:
        sql<number>`coalesce(extract(epoch FROM min(${sectionComments.createdAt}) FILTER (WHERE ${sectionComments.createdAt} > now() - make_interval(secs => ${RATE_WINDOW_SECONDS})) + make_interval(secs => ${RATE_WINDOW_SECONDS}) - now()), 0)`.mapWith(
          Number,
        ),
    })
    .from(sectionComments)
    .where(
      and(
        eq(sectionComments.strategyId, link.strategyId),
        eq(sectionComments.shareId, link.shareId),
      ),
    );
  if (!usage) return undefined;
  if (usage.inSection >= limits.perSection) {
    return {
      message: `This link has reached its limit of ${count(limits.perSection)} comments on this section.`,
    };
  }
  if (usage.inLink >= limits.perLink) {
    return { message: `This link has reached its limit of ${count(limits.perLink)} comments.` };
  }
  if (usage.lastMinute >= limits.perMinute) {
    const seconds = Math.max(1, Math.ceil(usage.freeInSeconds));
    return {
      message: `Too many comments from this link: at most ${count(limits.perMinute)} a minute. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      retryAfterSeconds: seconds,
    };
  }
  return undefined;
}

/**
 * Adds a link holder's comment unless it would pass one of the link's limits. The check and the
 * insert hold the link's lock, so comments sent at once cannot all slip under a limit.
 */
export async function addLinkComment(
  db: Database,
  comment: Parameters<typeof addComment>[1] & { shareId: string },
  limits: CommentLimits = LINK_COMMENT_LIMITS,
): Promise<{ comment: ReviewComment } | { refused: CommentLimitRefusal }> {
  const result = await db.transaction(async (transaction) => {
    await transaction.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${comment.shareId}))`);
    const refused = await commentLimitRefusal(transaction, comment, limits);
    if (refused) return { refused };
    return { comment: await addComment(transaction, comment) };
  });
  // After the commit: a read cached in between would otherwise keep the count without it.
  if ('comment' in result) strategyContentChanged(comment.strategyId);
  return result;
}
