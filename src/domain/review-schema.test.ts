import { describe, expect, it } from 'vitest';
import {
  approvalInputSchema,
  claimsToBeOwner,
  commentInputSchema,
  ownerCommentInputSchema,
} from './review-schema.ts';

describe('claimsToBeOwner', () => {
  it('catches names that read like the owner', () => {
    for (const name of [
      'Owner',
      'owner ',
      'OWNER',
      'The owner',
      'Jane (owner)',
      'owner: Jane',
      'Ｏｗｎｅｒ',
      'Ow\u200bner',
      'co-owner',
    ]) {
      expect(claimsToBeOwner(name), name).toBe(true);
    }
  });

  it('lets ordinary names through, including ones that contain the letters', () => {
    for (const name of ['Dana', 'Owen', 'Bowner', 'Ownership Team', 'Consultant', 'Jane Client']) {
      expect(claimsToBeOwner(name), name).toBe(false);
    }
  });
});

describe('who may be called what', () => {
  it('refuses an owner-like name through a link, comment or approval, and lets the owner use it', () => {
    const comment = commentInputSchema.safeParse({ author: 'The Owner', body: 'Fine.' });
    expect(comment.success).toBe(false);
    const approval = approvalInputSchema.safeParse({
      state: 'approved',
      version: 1,
      author: 'Owner',
    });
    expect(approval.success).toBe(false);
    expect(ownerCommentInputSchema.safeParse({ author: 'Owner', body: 'Fine.' }).success).toBe(
      true,
    );
  });

  it('makes a name one line', () => {
    const parsed = commentInputSchema.parse({ author: ' Dana\n\tClient ', body: 'Fine.' });
    expect(parsed.author).toBe('Dana Client');
  });
});
