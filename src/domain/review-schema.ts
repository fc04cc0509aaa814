import { z } from 'zod';
import {
  APPROVAL_STATES,
  type ApprovalInput,
  AUTHOR_MAX_CHARS,
  COMMENT_MAX_CHARS,
  COMMENT_TOO_LONG,
  type CommentInput,
  type OwnerCommentInput,
  QUOTE_MAX_CHARS,
} from './review.ts';
import { VERSION_MAX } from './strategy-limits.ts';
import { UUID_PATTERN } from './uuid.ts';

const body = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(COMMENT_MAX_CHARS, { error: COMMENT_TOO_LONG });
/** A name is one line: runs of white space (line breaks, tabs) become one space. */
const author = z
  .string({ error: 'must be text' })
  .overwrite((value) => value.replace(/\s+/g, ' ').trim())
  .min(1, { error: 'must not be empty: say who you are' })
  .max(AUTHOR_MAX_CHARS, { error: `must be at most ${AUTHOR_MAX_CHARS} characters` });
const quote = z
  .string()
  .trim()
  .max(QUOTE_MAX_CHARS, { error: `must be at most ${QUOTE_MAX_CHARS} characters` })
  .nullable()
  .optional()
  .transform((value) => value || null);
const parentId = z
  .string()
  .regex(UUID_PATTERN, { error: 'must be a comment id (a UUID)' })
  .nullable()
  .optional()
  .transform((value) => value ?? null);

export const commentInputSchema = z.object({
  author,
  body,
  quote,
  parentId,
}) satisfies z.ZodType<unknown, CommentInput>;

export const ownerCommentInputSchema = z.object({
  author: author.optional(),
  body,
  quote,
  parentId,
}) satisfies z.ZodType<unknown, OwnerCommentInput>;

export const commentPatchSchema = z.object({
  resolved: z.boolean({ error: 'must be true or false' }),
});

export const approvalInputSchema = z.object({
  state: z.enum(APPROVAL_STATES, { error: 'must be approved or changes-requested' }),
  version: z
    .number({ error: 'must be the version of the section you read' })
    .int({ error: 'must be the version of the section you read' })
    .nonnegative()
    .max(VERSION_MAX),
  comment: body.optional(),
  author: author.optional(),
}) satisfies z.ZodType<unknown, ApprovalInput>;
