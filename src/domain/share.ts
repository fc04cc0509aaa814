import { z } from 'zod';
import { type CreateShareInput, SHARE_ACCESS_TYPES, SHARE_EXPIRY_DAYS } from './share-link.ts';

// The constants and shapes live apart from the zod schema, so the page can use them without zod.
export {
  type CreateShareInput,
  SHARE_ACCESS_TYPES,
  SHARE_EXPIRY_DAYS,
  type ShareAccessType,
  type SharedStrategy,
  type SharedStrategyResponse,
  type ShareExpiryDays,
  type ShareLink,
} from './share-link.ts';

// `satisfies`: the page's plain `CreateShareInput` must stay what this schema accepts.
export const createShareSchema = z.object({
  accessType: z.enum(SHARE_ACCESS_TYPES, { error: 'must be view, comment or edit' }),
  expiresInDays: z
    .union([z.null(), ...SHARE_EXPIRY_DAYS.map((days) => z.literal(days))], {
      error: 'must be null (never), 1, 7 or 30',
    })
    .default(null),
  /** Checked against the stored profiles by the route (400 when unknown). */
  profileId: z.string({ error: 'must be a report profile id' }).max(100).nullable().default(null),
}) satisfies z.ZodType<unknown, CreateShareInput>;
