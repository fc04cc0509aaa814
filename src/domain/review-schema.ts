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
/**
 * Through a link, a name may not claim to be the owner (issue 32): the page marks the owner's
 * comments with an "Owner" badge that only the owner's own route sets (`fromOwner`), and a name
 * with the word "owner" in it ("Owner", "The owner", "Jane (owner)", also in full-width letters
 * or with invisible characters inside) would read like it. The owner may call themselves anything.
 */
export function claimsToBeOwner(name: string): boolean {
  const plain = name
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .toLowerCase();
  return /(^|[^\p{L}\p{N}])owner($|[^\p{L}\p{N}])/u.test(plain);
}

export const OWNER_NAME_REFUSED =
  'must be your own name: "owner" marks the person who shared this strategy';

const linkAuthor = author.refine((name) => !claimsToBeOwner(name), {
  error: OWNER_NAME_REFUSED,
});

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
  author: linkAuthor,
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
  author: linkAuthor.optional(),
}) satisfies z.ZodType<unknown, ApprovalInput>;
