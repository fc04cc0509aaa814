import { Hono } from 'hono';
import { z } from 'zod';
import { OWNER_AUTHOR, type StrategyReview } from '../../domain/review.ts';
import { type ReviewInbox, reviewInbox } from '../../domain/review-inbox.ts';
import { commentPatchSchema, ownerCommentInputSchema } from '../../domain/review-schema.ts';
import { titleInOutline } from '../../domain/summary-section.ts';
import { UUID_PATTERN } from '../../domain/uuid.ts';
import type { ServerContext } from '../context.ts';
import { approvalDetails, findApprovalDetail } from '../store/approvals.ts';
import { addComment, listComments, setCommentResolved } from '../store/comments.ts';
import { getSectionVersion, listSectionVersions } from '../store/section-versions.ts';
import { readSection, writeSectionContent } from '../store/sections.ts';
import { assertStrategyExists, getStrategy } from '../store/strategies.ts';
import { validate } from '../validation.ts';
import { type StrategyVariables, sectionKeyParam, validateSectionKey } from './path-params.ts';
import { sectionOfStrategy } from './section-of-strategy.ts';

const commentParams = sectionKeyParam.extend({
  commentId: z.string().regex(UUID_PATTERN, { error: 'must be a comment id (a UUID)' }),
});
const versionParams = sectionKeyParam.extend({
  versionId: z.string().regex(UUID_PATTERN, { error: 'must be a version id (a UUID)' }),
});

/**
 * Mounted at `/api/strategies/:id`: the owner's side of client review (decisions/0030-0032):
 * comments (add, reply, resolve, reopen), the approval with its text, and the version history
 * with restore.
 */
export function reviewRoutes({ database, bus }: ServerContext) {
  const { db } = database;
  // 400 naming `key` unless the strategy's own outline has the section (issue 16).
  const inOutline = sectionOfStrategy<{ Variables: StrategyVariables }>(
    db,
    (c) => c.var.strategyId,
  );
  /** Every comment and reply, and each section's approval with its text. */
  const readReview = async (id: string) => {
    const strategy = await getStrategy(db, id);
    const [comments, approvals] = await Promise.all([
      listComments(db, id),
      approvalDetails(db, id, strategy.sections),
    ]);
    return { strategy, review: { comments, approvals } satisfies StrategyReview };
  };
  /** The review inbox: the client's comments and approvals, open first, newest first. */
  const readInbox = async (id: string): Promise<ReviewInbox> => {
    const { strategy, review } = await readReview(id);
    const titleOf = (key: string) =>
      strategy.titles?.[key] ?? titleInOutline(strategy.outline, key);
    return reviewInbox(review, titleOf);
  };
  return new Hono<{ Variables: StrategyVariables }>()
    .get('/review', async (c) => c.json((await readReview(c.var.strategyId)).review))
    .get('/review/inbox', async (c) => c.json(await readInbox(c.var.strategyId)))
    .get('/sections/:key/comments', validateSectionKey(), inOutline, async (c) => {
      await assertStrategyExists(db, c.var.strategyId);
      return c.json(await listComments(db, c.var.strategyId, c.req.valid('param').key));
    })
    .post(
      '/sections/:key/comments',
      validateSectionKey(),
      inOutline,
      validate('json', ownerCommentInputSchema),
      async (c) => {
        const id = c.var.strategyId;
        await assertStrategyExists(db, id);
        const { author, ...input } = c.req.valid('json');
        const key = c.req.valid('param').key;
        const comment = await addComment(db, {
          strategyId: id,
          key,
          author: author ?? OWNER_AUTHOR,
          shareId: null,
          ...input,
        });
        bus.publish(id, { type: 'comment-added', data: { key, comment } });
        return c.json(comment, 201);
      },
    )
    .patch(
      '/sections/:key/comments/:commentId',
      validate('param', commentParams),
      inOutline,
      validate('json', commentPatchSchema),
      async (c) => {
        const id = c.var.strategyId;
        const { key, commentId } = c.req.valid('param');
        const comment = await setCommentResolved(db, {
          strategyId: id,
          key,
          commentId,
          resolved: c.req.valid('json').resolved,
        });
        bus.publish(id, {
          type: 'comment-resolved',
          data: { key, commentId, resolved: comment.resolved },
        });
        return c.json(comment);
      },
    )
    .get('/sections/:key/approval', validateSectionKey(), inOutline, async (c) => {
      await assertStrategyExists(db, c.var.strategyId);
      return c.json(await findApprovalDetail(db, c.var.strategyId, c.req.valid('param').key));
    })
    .get('/sections/:key/versions', validateSectionKey(), inOutline, async (c) => {
      await assertStrategyExists(db, c.var.strategyId);
      return c.json(await listSectionVersions(db, c.var.strategyId, c.req.valid('param').key));
    })
    .post(
      '/sections/:key/versions/:versionId/restore',
      validate('param', versionParams),
      inOutline,
      async (c) => {
        const id = c.var.strategyId;
        const { key, versionId } = c.req.valid('param');
        await assertStrategyExists(db, id);
        const earlier = await getSectionVersion(db, id, key, versionId);
        const current = await readSection(db, id, key);
        // Against the version read just now: a change in between is a 409, as for an edit.
        const section = await writeSectionContent(db, {
          strategyId: id,
          key,
          content: earlier.content,
          version: current?.version ?? 0,
          source: 'restore',
        });
        bus.publish(id, { type: 'section-update', data: { section } });
        return c.json(section);
      },
    );
}
