/**
 * Client review (issue 14): comments, approvals and version history of a section. Plain
 * constants and types, free of zod, so the page may import them (the schemas are in
 * `review-schema.ts`).
 */

export const COMMENT_MAX_CHARS = 5000;
export const COMMENT_TOO_LONG = 'A comment can be at most 5,000 characters';
export const AUTHOR_MAX_CHARS = 80;
export const QUOTE_MAX_CHARS = 1000;
/**
 * What one share link may write (issue 32: 1,320 comments in a minute from 11 addresses): the
 * comments and replies it keeps on one section and in all, and how many a minute. An approval's
 * note counts as a comment.
 */
export const LINK_COMMENT_LIMITS = {
  perSection: 100,
  perLink: 1_000,
  perMinute: 10,
} as const;

/** Versions kept per section; the oldest go first (decisions/0032). */
export const SECTION_VERSIONS_KEPT = 30;

/** The 409 of an approval given on text that changed since it was read. */
export const APPROVAL_OF_CHANGED_TEXT =
  'The text of this section changed since you read it. Read the new text, then approve it or ask for changes again.';

/**
 * The owner's name on a comment when they gave none, and the badge the page puts on every
 * comment the owner's route wrote (`fromOwner`): a link's name may not say it (review-schema.ts).
 */
export const OWNER_AUTHOR = 'Owner';

export const APPROVAL_STATES = ['approved', 'changes-requested'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** A comment or a reply (`parentId`). Rendered as plain text, never as Markdown or HTML. */
export interface ReviewComment {
  id: string;
  sectionKey: string;
  /** The comment it answers: replies are one level deep. */
  parentId: string | null;
  author: string;
  /** True when the owner wrote it (from the page, not through a link). */
  fromOwner: boolean;
  body: string;
  /** The passage of the section it is about, when the commenter chose one. */
  quote: string | null;
  resolved: boolean;
  createdAt: string;
}

/** `POST .../comments` through a link. */
export interface CommentInput {
  author: string;
  body: string;
  quote?: string | null;
  parentId?: string | null;
}

/** `POST /api/strategies/:id/sections/:key/comments`: the owner's name is optional. */
export interface OwnerCommentInput {
  author?: string;
  body: string;
  quote?: string | null;
  parentId?: string | null;
}

/** `POST /api/shares/:shareId/sections/:key/approval` */
export interface ApprovalInput {
  state: ApprovalState;
  /**
   * The section's `version` the person read: an approval of text that changed since is refused
   * (409 SECTION_CHANGED with the current section, as for a stale edit).
   */
  version: number;
  comment?: string;
  /** The commenter's name, kept with the approval (and its comment). */
  author?: string;
}

/** On each section of `GET /api/strategies/:id`: the latest approval, pinned to a version. */
export interface SectionApproval {
  state: ApprovalState;
  /** The section's `version` it was given on. */
  version: number;
  /** The section's text changed after it. */
  changedSince: boolean;
}

/** `GET .../approval`: the approval with the text approved, for the diff. */
export interface SectionApprovalDetail extends SectionApproval {
  author: string;
  content: string;
  createdAt: string;
}

/** What made a version. */
export const VERSION_SOURCES = [
  'generation',
  'regeneration',
  'edit',
  'link-edit',
  'restore',
  'earlier',
  'revision',
] as const;
export type VersionSource = (typeof VERSION_SOURCES)[number];

export const VERSION_SOURCE_LABELS: Record<VersionSource, string> = {
  generation: 'Generated',
  regeneration: 'Regenerated',
  edit: 'Edited by you',
  'link-edit': 'Edited through a link',
  restore: 'Restored',
  earlier: 'Earlier text',
  revision: 'Revised from the quality review',
};

/** `GET /api/strategies/:id/sections/:key/versions`, newest first. */
export interface SectionVersion {
  id: string;
  createdAt: string;
  source: VersionSource;
  content: string;
}

/** A comment's id and a version's id are UUIDs. */
export const COMMENT_NOT_FOUND = 'Comment not found';
export const VERSION_NOT_FOUND = 'Version not found';

/** `GET /api/strategies/:id/review`: everything the owner's page shows of the review. */
export interface StrategyReview {
  comments: ReviewComment[];
  approvals: Record<string, SectionApprovalDetail>;
}
