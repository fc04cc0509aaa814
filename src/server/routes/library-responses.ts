import { z } from 'zod';
import { LANGUAGES } from '../../domain/strategy-limits.ts';
import { outlineResponse, sectionBriefResponse } from './strategy-responses.ts';

/** What the owner's library routes answer (decision 0115): playbooks, report profiles, titles. */

export const playbookSummaryResponse = z.object({
  id: z.string(),
  name: z.string(),
  builtIn: z.boolean(),
  version: z.number().int(),
  sectionCount: z.number().int(),
});

export const playbookResponse = z.object({
  id: z.string(),
  name: z.string(),
  builtIn: z.boolean(),
  version: z.number().int(),
  groups: z.array(
    z.object({
      title: z.string(),
      sections: z.array(
        z.object({
          key: z.string(),
          title: z.string(),
          instructions: z.string().optional(),
          brief: sectionBriefResponse.optional(),
          prerequisites: z.array(z.object({ key: z.string(), context: z.string() })),
        }),
      ),
    }),
  ),
  outline: outlineResponse,
  updatedAt: z.string().optional(),
});

export const reportProfileResponse = z.object({
  id: z.string(),
  name: z.string(),
  sections: z.array(z.string()),
  wordTemplate: z.boolean(),
  preset: z.boolean(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

export const sectionTitlesResponse = z.object({
  language: z.enum(LANGUAGES),
  translatedAt: z.string().optional(),
  titles: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(['group', 'section']),
      english: z.string(),
      translated: z.string(),
      source: z.enum(['edited', 'model', 'english']),
    }),
  ),
});
