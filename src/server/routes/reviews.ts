import { Hono } from 'hono';
import { z } from 'zod';
import { OWNER_AUTHOR, type StrategyReview } from '../../domain/review.ts';
import { type ReviewInbox, reviewInbox } from '../../domain/review-inbox.ts';
import { commentPatchSchema, ownerCommentInputSchema } from '../../domain/review-schema.ts';
import { titleInOutline } from '../../domain/summary-section.ts';
import { UUID_PATTERN } from '../../domain/uuid.ts';
import type { ServerContext } from '../context.ts';
import { describeRoute } from '../route-description.ts';
import { approvalDetails, findApprovalDetail } from '../store/approvals.ts';
import { addComment, listComments, setCommentResolved } from '../store/comments.ts';
import { getSectionVersion, listSectionVersions } from '../store/section-versions.ts';
import { readSection, writeSectionContent } from '../store/sections.ts';
import { assertStrategyExists, getStrategy } from '../store/strategies.ts';
import { validate } from '../validation.ts';
import { type StrategyVariables, sectionKeyParam, validateSectionKey } from './path-params.ts';
import {
  approvalResponse,
  commentResponse,
  reviewInboxResponse,
  reviewResponse,
  sectionVersionsResponse,
} from './review-responses.ts';
import { sectionOfStrategy } from './section-of-strategy.ts';
import { sectionResponse } from './strategy-responses.ts';

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
    .get(
      '/review',
      describeRoute({
        summary:
          "`{comments, approvals}`: every comment and reply (oldest first), each section's approval with its text",
        responses: { 200: reviewResponse },
      }),
      async (c) =>
        c.json(
          (await readReview(c.var.strategyId)).review satisfies z.input<typeof reviewResponse>,
          200,
        ),
    )
    .get(
      '/review/inbox',
      describeRoute({
        summary:
          'the review inbox: `{items: [{kind: "comment" | "approval", id, sectionKey, sectionTitle, author, createdAt, open, body?, quote?, reply?, state?, changedSince?}], open}`, the client\'s comments (replies too) and approvals across the sections, the owner\'s own comments left out; open first (a comment not resolved, changes requested on text not changed since), then newest first',
        responses: { 200: reviewInboxResponse },
      }),
      async (c) =>
        c.json(
          (await readInbox(c.var.strategyId)) satisfies z.input<typeof reviewInboxResponse>,
          200,
        ),
    )
    .get(
      '/sections/:key/comments',
      describeRoute({
        summary: "the section's comments and replies, oldest first",
        responses: { 200: z.array(commentResponse) },
      }),
      validateSectionKey(),
      inOutline,
      async (c) => {
        await assertStrategyExists(db, c.var.strategyId);
        return c.json(
          (await listComments(db, c.var.strategyId, c.req.valid('param').key)) satisfies z.input<
            typeof commentResponse
          >[],
          200,
        );
      },
    )
    .post(
      '/sections/:key/comments',
      describeRoute({
        summary: '`{body, author?, quote?, parentId?}` (≤ 5,000 characters, plain text) → 201',
        responses: { 201: commentResponse },
      }),
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
        return c.json(comment satisfies z.input<typeof commentResponse>, 201);
      },
    )
    .patch(
      '/sections/:key/comments/:commentId',
      describeRoute({
        summary: '`{resolved}`: resolve or reopen',
        responses: { 200: commentResponse },
      }),
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
        return c.json(comment satisfies z.input<typeof commentResponse>, 200);
      },
    )
    .get(
      '/sections/:key/approval',
      describeRoute({
        summary: 'the approval with the text approved (for the diff), or `null`',
        responses: { 200: approvalResponse },
      }),
      validateSectionKey(),
      inOutline,
      async (c) => {
        await assertStrategyExists(db, c.var.strategyId);
        return c.json(
          (await findApprovalDetail(
            db,
            c.var.strategyId,
            c.req.valid('param').key,
          )) satisfies z.input<typeof approvalResponse>,
          200,
        );
      },
    )
    .get(
      '/sections/:key/versions',
      describeRoute({
        summary: '`[{id, createdAt, source, content}]`, newest first (30 kept)',
        responses: { 200: sectionVersionsResponse },
      }),
      validateSectionKey(),
      inOutline,
      async (c) => {
        await assertStrategyExists(db, c.var.strategyId);
        return c.json(
          (await listSectionVersions(
            db,
            c.var.strategyId,
            c.req.valid('param').key,
          )) satisfies z.input<typeof sectionVersionsResponse>,
          200,
        );
      },
    )
    .post(
      '/sections/:key/versions/:versionId/restore',
      describeRoute({
        summary: 'saves that text as a new version → the section; 409 while generating',
        responses: { 200: sectionResponse },
      }),
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
        return c.json(section satisfies z.input<typeof sectionResponse>, 200);
      },
    );
}
