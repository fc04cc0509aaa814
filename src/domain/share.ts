import { z } from 'zod';
import { type CreateShareInput, SHARE_ACCESS_TYPES, SHARE_EXPIRY_DAYS } from './share-link.ts';
import { READING_LIMITS, type ShareReadingBeacon } from './share-reading.ts';
import { UUID_PATTERN } from './uuid.ts';

// The constants and shapes live apart from the zod schema, so the page can use them without zod.
export {
  type CreateShareInput,
  SHARE_ACCESS_TYPES,
  SHARE_EXPIRY_DAYS,
  type ShareAccessType,
  type SharedAnswersInput,
  type SharedAnswersResult,
  type SharedChangeMemo,
  type SharedIntake,
  type SharedIntakeResponse,
  type SharedMemoResponse,
  type SharedResponse,
  type SharedStrategy,
  type SharedStrategyResponse,
  type ShareExpiryDays,
  type ShareLink,
} from './share-link.ts';

// `satisfies`: the page's plain `CreateShareInput` must stay what this schema accepts.
export const createShareSchema = z.object({
  accessType: z.enum(SHARE_ACCESS_TYPES, { error: 'must be view, comment, edit, intake or memo' }),
  expiresInDays: z
    .union([z.null(), ...SHARE_EXPIRY_DAYS.map((days) => z.literal(days))], {
      error: 'must be null (never), 1, 7 or 30',
    })
    .default(null),
  /** Checked against the stored profiles by the route (400 when unknown). */
  profileId: z.string({ error: 'must be a report profile id' }).max(100).nullable().default(null),
}) satisfies z.ZodType<unknown, CreateShareInput>;

/** `POST /api/shares/:shareId/reading`; the keys are checked against the outline by the route. */
export const shareReadingSchema = z
  .object({
    visitId: z.string().regex(UUID_PATTERN, { error: "must be the visit's id (a UUID)" }),
    sections: z
      .array(
        z.object({
          key: z.string().max(200, { error: 'must be a section key' }),
          seconds: z
            .number({ error: 'must be a whole number of seconds' })
            .int({ error: 'must be a whole number of seconds' })
            .min(1, { error: 'must be at least 1' })
            .max(READING_LIMITS.maxSecondsPerEntry, {
              error: `must be at most ${READING_LIMITS.maxSecondsPerEntry}`,
            }),
        }),
      )
      .max(READING_LIMITS.maxEntries, {
        error: `must hold at most ${READING_LIMITS.maxEntries} sections`,
      })
      .default([]),
  })
  .superRefine((beacon, context) => {
    const seen = new Set<string>();
    beacon.sections.forEach((section, index) => {
      if (seen.has(section.key)) {
        context.addIssue({
          code: 'custom',
          path: ['sections', index, 'key'],
          message: 'names a section already in this beacon',
        });
      }
      seen.add(section.key);
    });
  }) satisfies z.ZodType<unknown, ShareReadingBeacon>;
