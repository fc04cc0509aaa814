import { z } from 'zod';
import { APPROVAL_STATES, VERSION_SOURCES } from '../../domain/review.ts';

/** What the review routes answer (decision 0115): comments, approvals, versions, the inbox. */

export const commentResponse = z.object({
  id: z.uuid(),
  sectionKey: z.string(),
  parentId: z.string().nullable(),
  author: z.string(),
  fromOwner: z.boolean(),
  body: z.string(),
  quote: z.string().nullable(),
  resolved: z.boolean(),
  createdAt: z.string(),
});

const approvalDetailResponse = z.object({
  state: z.enum(APPROVAL_STATES),
  version: z.number().int(),
  changedSince: z.boolean(),
  author: z.string(),
  content: z.string(),
  createdAt: z.string(),
});

export const approvalResponse = approvalDetailResponse.nullable();

export const reviewResponse = z.object({
  comments: z.array(commentResponse),
  approvals: z.record(z.string(), approvalDetailResponse),
});

export const reviewInboxResponse = z.object({
  items: z.array(
    z.object({
      kind: z.enum(['comment', 'approval']),
      id: z.string(),
      sectionKey: z.string(),
      sectionTitle: z.string(),
      author: z.string(),
      createdAt: z.string(),
      open: z.boolean(),
      body: z.string().optional(),
      quote: z.string().nullable().optional(),
      reply: z.boolean().optional(),
      state: z.enum(APPROVAL_STATES).optional(),
      changedSince: z.boolean().optional(),
    }),
  ),
  open: z.number().int(),
});

export const sectionVersionsResponse = z.array(
  z.object({
    id: z.uuid(),
    createdAt: z.string(),
    source: z.enum(VERSION_SOURCES),
    content: z.string(),
  }),
);

/** `POST /api/shares/:shareId/sections/:key/approval`: the approval, and the note as a comment. */
export const approvalGivenResponse = z.object({
  approval: z.object({
    state: z.enum(APPROVAL_STATES),
    version: z.number().int(),
    changedSince: z.boolean(),
  }),
  comment: commentResponse.nullable(),
});
