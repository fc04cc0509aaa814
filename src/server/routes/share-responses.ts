import { z } from 'zod';
import { brandKitSchema } from '../../domain/brand-schema.ts';
import { financialAssumptionsSchema } from '../../domain/financial/assumptions.ts';
import { SCENARIO_ADJUSTMENTS } from '../../domain/financial/scenarios.ts';
import { intakeAnswerSchema } from '../../domain/intake.ts';
import { APPROVAL_STATES } from '../../domain/review.ts';
import { LANGUAGES, metadataSchema, SECTION_STATUSES } from '../../domain/strategy.ts';
import { forecastResponse } from './financial-responses.ts';
import { changeMemoResponse } from './source-responses.ts';
import { sectionSourceResponse } from './strategy-responses.ts';

/**
 * `GET /api/shares/:shareId` (decision 0115): the strategy as a view, comment or edit link shows
 * it; a questionnaire link's questions; a memo link's memo. Never an owner's field.
 */

const shareOf = <Access extends z.ZodType>(accessType: Access) =>
  z.object({
    id: z.uuid(),
    accessType,
    createdAt: z.string(),
    expiresAt: z.string().nullable(),
    profileId: z.string().nullable(),
  });

/** The consultant's dress for what a link shows. */
const dressed = {
  language: z.enum(LANGUAGES),
  brand: brandKitSchema,
  logoUrl: z.string().optional(),
  firmLogoUrl: z.string().optional(),
};

export const sharedStrategyResponse = z.object({
  share: shareOf(z.enum(['view', 'comment', 'edit'])),
  strategy: z.object({
    ...dressed,
    overview: z.string(),
    metadata: metadataSchema,
    updatedAt: z.string(),
    sectionOrder: z.array(z.string()),
    outline: z
      .array(
        z.object({
          title: z.string(),
          sections: z.array(z.object({ key: z.string(), title: z.string() })),
        }),
      )
      .optional(),
    sections: z.record(
      z.string(),
      z.object({
        key: z.string(),
        title: z.string(),
        status: z.enum(SECTION_STATUSES),
        content: z.string(),
        version: z.number().int(),
        updatedAt: z.string(),
        stale: z.boolean().optional(),
        approval: z
          .object({
            state: z.enum(APPROVAL_STATES),
            version: z.number().int(),
            changedSince: z.boolean(),
          })
          .optional(),
        sources: z.array(sectionSourceResponse).optional(),
        citationsRemoved: z.number().optional(),
      }),
    ),
    financials: z
      .object({
        assumptions: financialAssumptionsSchema,
        forecast: forecastResponse,
        scenarios: z
          .array(
            z.object({
              name: z.string(),
              adjustments: z.partialRecord(z.enum(SCENARIO_ADJUSTMENTS), z.number()),
            }),
          )
          .readonly()
          .optional(),
      })
      .optional(),
  }),
});

export const sharedIntakeResponse = z.object({
  share: shareOf(z.literal('intake')),
  intake: z.object({
    ...dressed,
    questions: z.array(z.object({ id: z.string(), text: z.string(), why: z.string().optional() })),
    answers: z.array(intakeAnswerSchema),
    companyName: z.string(),
    sentAt: z.string().optional(),
  }),
});

export const sharedMemoResponse = z.object({
  share: shareOf(z.literal('memo')),
  memo: changeMemoResponse.extend({
    ...dressed,
    title: z.string(),
    companyName: z.string(),
  }),
});

export const sharedResponse = z.union([
  sharedStrategyResponse,
  sharedIntakeResponse,
  sharedMemoResponse,
]);
