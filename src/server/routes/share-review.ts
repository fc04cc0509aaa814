import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { approvalInputSchema, commentInputSchema } from '../../domain/review-schema.ts';
import type { SharedStrategy } from '../../domain/share.ts';
import type { ServerContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { describeRoute } from '../route-description.ts';
import { approvalsOf, approveSection } from '../store/approvals.ts';
import { addComment, listComments } from '../store/comments.ts';
import {
  addLinkComment,
  type CommentLimitRefusal,
  commentLimitRefusal,
} from '../store/link-comments.ts';
import { validate } from '../validation.ts';
import { validateSectionKey } from './path-params.ts';
import { approvalGivenResponse, commentResponse } from './review-responses.ts';
import { sectionOfStrategy } from './section-of-strategy.ts';
import type { ShareVariables } from './share-holder.ts';

/** Who approved when the link holder gave no name. */
const UNNAMED_REVIEWER = 'Client';

/**
 * A link holder's comments and approvals, mounted in the share holder's sub-app behind
 * `reviewLink` (comment and edit links; 403 for a view link). Rate-limited there like the reads.
 * Each reaches the owner's open page live.
 */
export function shareReviewRoutes(context: ServerContext, reviewLink: MiddlewareHandler) {
  const { db } = context.database;
  const { bus } = context;
  const inOutline = sectionOfStrategy<{ Variables: ShareVariables }>(
    db,
    (c) => c.var.share.strategyId,
  );
  return new Hono<{ Variables: ShareVariables }>()
    .get(
      '/sections/:key/comments',
      describeRoute({
        summary: "comment and edit links: the section's comments",
        responses: { 200: z.array(commentResponse) },
      }),
      reviewLink,
      validateSectionKey(),
      inOutline,
      async (c) =>
        c.json(
          (await listComments(
            db,
            c.var.share.strategyId,
            c.req.valid('param').key,
          )) satisfies z.input<typeof commentResponse>[],
          200,
        ),
    )
    .post(
      '/sections/:key/comments',
      describeRoute({
        summary:
          'comment and edit links: `{author, body, quote?, parentId?}` → 201 (`fromOwner: false`; an `author` with the word "owner" is refused with 400); 403 for view links; 429 naming the limit: 100 comments of a link on one section, 1,000 in all, 10 a minute (`Retry-After`)',
        responses: { 201: commentResponse },
      }),
      reviewLink,
      validateSectionKey(),
      inOutline,
      validate('json', commentInputSchema),
      async (c) => {
        const { strategyId, id: shareId } = c.var.share;
        const key = c.req.valid('param').key;
        const added = await addLinkComment(db, {
          strategyId,
          key,
          shareId,
          ...c.req.valid('json'),
        });
        if ('refused' in added) return tooManyComments(c, added.refused);
        const { comment } = added;
        bus.publish(strategyId, { type: 'comment-added', data: { key, comment } });
        return c.json(comment satisfies z.input<typeof commentResponse>, 201);
      },
    )
    .post(
      '/sections/:key/approval',
      describeRoute({
        summary:
          'comment and edit links: `{state: "approved" | "changes-requested", version, comment?, author?}`, `version` the section\'s version the person read; 409 `SECTION_CHANGED` with the current section when it is no longer current',
        responses: { 200: approvalGivenResponse },
      }),
      reviewLink,
      validateSectionKey(),
      inOutline,
      validate('json', approvalInputSchema),
      async (c) => {
        const { strategyId, id: shareId } = c.var.share;
        const key = c.req.valid('param').key;
        const { state, version, comment: body, author = UNNAMED_REVIEWER } = c.req.valid('json');
        // A note is a comment: refused before the approval when the link may not add one.
        const refused = body
          ? await commentLimitRefusal(db, { strategyId, shareId, key })
          : undefined;
        if (refused) return tooManyComments(c, refused);
        const { approval } = await approveSection(db, {
          strategyId,
          key,
          state,
          version,
          author,
          shareId,
        });
        bus.publish(strategyId, { type: 'approval-update', data: { key, approval } });
        // "Changes requested" usually says which: the note becomes a comment the owner sees.
        const comment = body
          ? await addComment(db, {
              strategyId,
              key,
              shareId,
              author,
              body,
              quote: null,
              parentId: null,
            })
          : null;
        if (comment) bus.publish(strategyId, { type: 'comment-added', data: { key, comment } });
        return c.json({ approval, comment } satisfies z.input<typeof approvalGivenResponse>, 200);
      },
    );
}

/** 429 naming the link's limit; `Retry-After` when it is the rate. */
function tooManyComments(c: Context, refused: CommentLimitRefusal) {
  return c.json(
    { error: refused.message },
    429,
    refused.retryAfterSeconds === undefined
      ? undefined
      : { 'Retry-After': String(refused.retryAfterSeconds) },
  );
}

/** Puts each section's approval on the shared strategy's sections (comment and edit links). */
export async function withSharedApprovals(
  db: Database,
  shared: SharedStrategy,
  strategyId: string,
): Promise<void> {
  const approvals = await approvalsOf(db, strategyId, shared.sections);
  for (const [key, approval] of Object.entries(approvals)) {
    const section = shared.sections[key];
    if (section) shared.sections[key] = { ...section, approval };
  }
}
