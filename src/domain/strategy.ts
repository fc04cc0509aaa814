import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  METADATA_FIELD_MAX_LENGTH,
  OVERVIEW_MAX_LENGTH,
  SECTION_CONTENT_MAX_LENGTH,
  type SectionStatus,
} from './strategy-limits.ts';

// The constants live apart from the zod schemas, so the page can use them without zod.
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  METADATA_FIELD_MAX_LENGTH,
  OVERVIEW_MAX_LENGTH,
  SECTION_CONTENT_MAX_LENGTH,
  SECTION_STATUSES,
  type SectionStatus,
} from './strategy-limits.ts';

import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './stored-text.ts';

export { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './stored-text.ts';

const httpUrl = z
  .string()
  .trim()
  .max(2_000)
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http(s) address');

const metadataText = z
  .string()
  .trim()
  .max(METADATA_FIELD_MAX_LENGTH)
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

const preparedDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .or(z.literal(''));
const digitalLink = z.union([httpUrl, z.literal('')]);

export const metadataSchema = z.object({
  companyName: metadataText.default(''),
  clientName: metadataText.default(''),
  preparedBy: metadataText.default(''),
  preparedDate: preparedDate.default(''),
  digitalLink: digitalLink.optional(),
});

/** A change of some metadata fields: no defaults, so fields left out stay as they are. */
export const metadataPatchSchema = z
  .object({
    companyName: metadataText,
    clientName: metadataText,
    preparedBy: metadataText,
    preparedDate,
    digitalLink,
  })
  .partial();
export type Metadata = z.infer<typeof metadataSchema>;

const overviewSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'Business overview is required' : 'must be text',
  })
  .max(
    OVERVIEW_MAX_LENGTH,
    `must be at most ${OVERVIEW_MAX_LENGTH.toLocaleString('en')} characters`,
  )
  .refine((value) => value.trim().length > 0, 'Business overview is required')
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

export const createStrategySchema = z.object({
  overview: overviewSchema,
  metadata: metadataSchema.default({
    companyName: '',
    clientName: '',
    preparedBy: '',
    preparedDate: '',
  }),
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
});
export type CreateStrategyInput = z.input<typeof createStrategySchema>;

export const updateStrategySchema = z.object({
  version: z.number().int().nonnegative(),
  overview: overviewSchema.optional(),
  metadata: metadataPatchSchema.optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type UpdateStrategyInput = z.input<typeof updateStrategySchema>;

export const sectionEditSchema = z.object({
  content: z
    .string()
    .max(SECTION_CONTENT_MAX_LENGTH)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
});

export interface SectionUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export interface SectionState {
  key: string;
  title: string;
  status: SectionStatus;
  content: string;
  error?: string;
  truncated?: boolean;
  usage?: SectionUsage;
  updatedAt: string;
}

export interface Strategy {
  id: string;
  overview: string;
  metadata: Metadata;
  language: Language;
  logoUrl?: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  sections: Record<string, SectionState>;
  /** The run generating sections now, if any. */
  activeRunId: string | null;
}

export interface StrategySummary {
  id: string;
  companyName: string;
  clientName: string;
  overview: string;
  sectionsDone: number;
  createdAt: string;
  updatedAt: string;
}
