import { z } from 'zod';

/** What the documents, research and change-memo routes answer (decision 0115). */

export const sourceDocumentResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(['document', 'web']),
  type: z.string(),
  url: z.string().optional(),
  pages: z.number().int().nullable(),
  passages: z.number().int(),
  warnings: z.array(z.string()),
  bytes: z.number().int(),
  createdAt: z.string(),
  fetchedAt: z.string().optional(),
});

export const passagesResponse = z.array(
  z.object({ ordinal: z.number().int(), text: z.string(), location: z.string() }),
);

export const researchResponse = z.object({
  sources: z.array(sourceDocumentResponse),
  skipped: z.array(z.object({ url: z.string(), reason: z.string() })),
});

export const changeMemoResponse = z.object({
  since: z.union([z.string(), z.object({ approvals: z.literal(true) })]),
  createdAt: z.string(),
  sections: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      summary: z.string(),
      summarised: z.boolean(),
      diff: z.array(z.object({ kind: z.enum(['same', 'removed', 'added']), text: z.string() })),
      added: z.number().int(),
      removed: z.number().int(),
    }),
  ),
});
