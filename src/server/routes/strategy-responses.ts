import { z } from 'zod';
import { brandKitInputSchema } from '../../domain/brand-schema.ts';
import { APPROVAL_STATES } from '../../domain/review.ts';
import { SHARE_ACCESS_TYPES } from '../../domain/share-link.ts';
import type { StalenessInputName } from '../../domain/staleness.ts';
import { LANGUAGES, metadataSchema, SECTION_STATUSES } from '../../domain/strategy.ts';
import { RUN_STATUSES } from '../../domain/strategy-limits.ts';

/**
 * What the strategy routes answer, as zod schemas (decision 0115): the OpenAPI document shows
 * them, and each handler ties its answer to one with `satisfies z.input<typeof …>`, so a field
 * renamed in `domain/strategy.ts` fails the type check until the schema follows.
 */

const STALENESS_INPUTS = [
  'sections',
  'financials',
  'facts',
  'brief',
  'answers',
] as const satisfies readonly StalenessInputName[];

const amount = z.object({ amount: z.number(), currency: z.string() });

export const sectionBriefResponse = z.object({
  objective: z.string(),
  mustCover: z.array(z.string()),
  framework: z.string().optional(),
  targetWords: z.number().optional(),
});

/** The catalogue's shape: `GET /api/catalogue` and every strategy's own outline. */
export const outlineResponse = z
  .array(
    z.object({
      title: z.string(),
      sections: z
        .array(
          z.object({
            key: z.string(),
            title: z.string(),
            groupTitle: z.string(),
            index: z.number(),
            prerequisites: z
              .array(
                z.object({
                  key: z.string(),
                  title: z.string(),
                  relevance: z.literal('high'),
                  context: z.string(),
                }),
              )
              .readonly(),
            instructions: z.string().optional(),
            brief: sectionBriefResponse.optional(),
          }),
        )
        .readonly(),
    }),
  )
  .readonly();

export const sectionSourceResponse = z.object({
  n: z.number(),
  documentId: z.string().optional(),
  url: z.string().optional(),
  title: z.string(),
  page: z.number().optional(),
  location: z.string().optional(),
});

export const sectionResponse = z.object({
  key: z.string(),
  title: z.string(),
  status: z.enum(SECTION_STATUSES),
  content: z.string(),
  error: z.string().optional(),
  errorDetail: z.string().optional(),
  truncated: z.boolean().optional(),
  contextShortened: z.boolean().optional(),
  usage: z
    .object({
      promptTokens: z.number(),
      completionTokens: z.number(),
      totalTokens: z.number(),
      reasoningTokens: z.number().optional(),
      model: z.string().optional(),
    })
    .optional(),
  sources: z.array(sectionSourceResponse).optional(),
  citationsRemoved: z.number().optional(),
  cost: z.number().optional(),
  version: z.number().int(),
  stale: z.boolean().optional(),
  staleReasons: z
    .array(
      z.object({
        input: z.enum(STALENESS_INPUTS),
        key: z.string().optional(),
        change: z.enum(['changed', 'out-of-date']),
      }),
    )
    .optional(),
  approval: z
    .object({ state: z.enum(APPROVAL_STATES), version: z.number(), changedSince: z.boolean() })
    .optional(),
  openComments: z.number().optional(),
  updatedAt: z.string(),
});

export const runSummaryResponse = z.object({
  id: z.string(),
  status: z.enum(RUN_STATUSES),
  sections: z.array(z.string()),
  written: z.number(),
  unwritten: z.array(z.string()),
  budget: z.object({ amount: z.number(), currency: z.string().optional() }).nullable(),
  stoppedAtBudget: z.boolean(),
});

/** `GET /api/strategies/:id` and every write that answers the strategy. */
export const strategyResponse = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  overview: z.string(),
  metadata: metadataSchema,
  language: z.enum(LANGUAGES),
  logoUrl: z.string().optional(),
  brand: brandKitInputSchema.optional(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sectionOrder: z.array(z.string()),
  sections: z.record(z.string(), sectionResponse),
  activeRunId: z.string().nullable(),
  cost: amount.optional(),
  lastRun: runSummaryResponse.nullable(),
  outline: outlineResponse,
  playbookId: z.string().optional(),
  playbookVersion: z.number().optional(),
  setAside: z
    .array(z.object({ key: z.string(), title: z.string(), groupTitle: z.string() }))
    .optional(),
  titles: z.record(z.string(), z.string()).optional(),
});

/** `GET /api/strategies`: a page of the library. */
export const strategyPageResponse = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      name: z.string().nullable(),
      companyName: z.string(),
      clientName: z.string(),
      overview: z.string(),
      sectionsDone: z.number().int(),
      sectionCount: z.number().int(),
      cost: amount.optional(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});

export type StrategyAnswer = z.input<typeof strategyResponse>;
export type StrategyPageAnswer = z.input<typeof strategyPageResponse>;
export type SectionAnswer = z.input<typeof sectionResponse>;

/** `POST …/runs` and `POST …/revisions`: the run started, its sections in planned order. */
export const startedRunResponse = z.object({ runId: z.uuid(), sections: z.array(z.string()) });

export const shareLinkResponse = z.object({
  id: z.uuid(),
  url: z.string(),
  accessType: z.enum(SHARE_ACCESS_TYPES),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  profileId: z.string().nullable(),
});

/** A cost before the model is asked: what would be sent, and its price when the model has one. */
export const costEstimateResponse = z.object({
  sections: z.number().int(),
  estimatedCost: amount.nullable(),
});

const titledSection = z.object({ key: z.string(), title: z.string() });

/** `GET …/playbook-update`: what applying its playbook's current version would change. */
export const playbookUpdateResponse = z.object({
  playbookId: z.string(),
  name: z.string(),
  fromVersion: z.number().int(),
  toVersion: z.number().int(),
  changes: z.object({
    added: z.array(titledSection),
    removed: z.array(titledSection.extend({ written: z.boolean() })),
    renamed: z.array(z.object({ key: z.string(), from: z.string(), to: z.string() })),
    changed: z.boolean(),
  }),
});
