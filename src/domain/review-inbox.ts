import type { ApprovalState, StrategyReview } from './review.ts';

/**
 * The owner's review inbox (issue 33 item 11): what the client said, across all sections, in one
 * list. Pure, so the server answers it and a test checks its order without a page.
 */
export interface ReviewInboxItem {
  kind: 'comment' | 'approval';
  /** The comment's id, or `approval:<section key>` (one approval per section is kept). */
  id: string;
  sectionKey: string;
  sectionTitle: string;
  author: string;
  createdAt: string;
  /**
   * Still asks something of the owner: a comment not resolved (a reply, its thread), a request
   * for changes on text not changed since. Open items come first.
   */
  open: boolean;
  /** A comment's text, the passage it quotes, and whether it answers another comment. */
  body?: string;
  quote?: string | null;
  reply?: boolean;
  /** An approval's state, and whether the text changed after it. */
  state?: ApprovalState;
  changedSince?: boolean;
}

/** `GET /api/strategies/:id/review/inbox` */
export interface ReviewInbox {
  items: ReviewInboxItem[];
  /** How many items are open. */
  open: number;
}

/**
 * At the same millisecond, a comment before an approval: an approval's note is stored right after
 * the approval, so it is the newer of the two (and the owner reads the reason above the verdict).
 */
const SAME_MOMENT_ORDER: Record<ReviewInboxItem['kind'], number> = { comment: 0, approval: 1 };

/**
 * The client's comments and approvals (the owner's own comments left out), open ones first,
 * then newest first.
 */
export function reviewInbox(
  review: StrategyReview,
  titleOf: (sectionKey: string) => string,
): ReviewInbox {
  const resolved = new Map(review.comments.map((comment) => [comment.id, comment.resolved]));
  const items: ReviewInboxItem[] = [];
  for (const comment of review.comments) {
    if (comment.fromOwner) continue;
    const threadResolved = comment.parentId
      ? (resolved.get(comment.parentId) ?? comment.resolved)
      : comment.resolved;
    items.push({
      kind: 'comment',
      id: comment.id,
      sectionKey: comment.sectionKey,
      sectionTitle: titleOf(comment.sectionKey),
      author: comment.author,
      createdAt: comment.createdAt,
      open: !threadResolved,
      body: comment.body,
      quote: comment.quote,
      reply: comment.parentId !== null,
    });
  }
  for (const [sectionKey, approval] of Object.entries(review.approvals)) {
    items.push({
      kind: 'approval',
      id: `approval:${sectionKey}`,
      sectionKey,
      sectionTitle: titleOf(sectionKey),
      author: approval.author,
      createdAt: approval.createdAt,
      open: approval.state === 'changes-requested' && !approval.changedSince,
      state: approval.state,
      changedSince: approval.changedSince,
    });
  }
  items.sort(
    (a, b) =>
      Number(b.open) - Number(a.open) ||
      b.createdAt.localeCompare(a.createdAt) ||
      SAME_MOMENT_ORDER[a.kind] - SAME_MOMENT_ORDER[b.kind] ||
      a.id.localeCompare(b.id),
  );
  return { items, open: items.filter((item) => item.open).length };
}
