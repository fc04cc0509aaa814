import { describe, expect, it } from 'vitest';
import type { ReviewComment, SectionApprovalDetail } from './review.ts';
import { reviewInbox } from './review-inbox.ts';

const AT = '2026-11-28T10:00:00.000Z';

function note(id: string): ReviewComment {
  return {
    id,
    sectionKey: 'business-goals',
    parentId: null,
    author: 'Jane',
    fromOwner: false,
    body: 'Four shops.',
    quote: null,
    resolved: false,
    createdAt: AT,
  };
}

const changesRequested: SectionApprovalDetail = {
  state: 'changes-requested',
  version: 1,
  changedSince: false,
  author: 'Jane',
  content: 'Three shops by 2028.',
  createdAt: AT,
};

describe('reviewInbox', () => {
  // An approval and its note stored in the same millisecond: the order must not depend on the
  // note's random id (ids after "approval:" put it second before).
  it.each(['0f0e0d0c-0000-4000-8000-000000000000', 'f0e0d0c0-0000-4000-8000-000000000000'])(
    'puts an approval’s note above it when both have the same time (note id %s)',
    (id) => {
      const inbox = reviewInbox(
        { comments: [note(id)], approvals: { 'business-goals': changesRequested } },
        () => 'Business Goals',
      );
      expect(inbox.items.map((item) => item.kind)).toEqual(['comment', 'approval']);
      expect(inbox.open).toBe(2);
    },
  );
});
