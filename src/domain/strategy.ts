import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  METADATA_FIELD_MAX_LENGTH,
  OVERVIEW_MAX_LENGTH,
  type RunStatus,
  SECTION_CONTENT_MAX_LENGTH,
  type SectionStatus,
  VERSION_MAX,
} from './strategy-limits.ts';

// The constants live apart from the zod schemas, so the page can use them without zod.
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  LIBRARY_PAGE_LIMITS,
  METADATA_FIELD_MAX_LENGTH,
  OVERVIEW_MAX_LENGTH,
  type RunStatus,
  SECTION_CONTENT_MAX_LENGTH,
  SECTION_STATUSES,
  type SectionStatus,
} from './strategy-limits.ts';

import type { BrandKitInput } from './brand.ts';
import { brandKitInputSchema } from './brand-schema.ts';
import type { Outline } from './outline.ts';
import type { SectionApproval } from './review.ts';
import type { SectionEditInput } from './section-edit.ts';
import type { SectionSource } from './sources/section-source.ts';
import type { StaleReason } from './staleness.ts';
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

/** A calendar date that exists: "2026-13-45" and "2026-02-30" are refused. */
function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const preparedDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(isRealDate, 'must be a real date as YYYY-MM-DD')
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
  /** The playbook whose outline it copies (issue 16); unset: Standard. */
  playbookId: z.string().max(100).optional(),
});
export type CreateStrategyInput = z.input<typeof createStrategySchema>;

export const updateStrategySchema = z.object({
  version: z.number().int().nonnegative().max(VERSION_MAX),
  overview: overviewSchema.optional(),
  metadata: metadataPatchSchema.optional(),
  language: z.enum(LANGUAGES).optional(),
  /** Its name in the library, never on the cover (empty or null: its company name stands for it). */
  name: metadataText.nullable().optional(),
  /**
   * This strategy's own brand: the fields set win over the owner's kit (null: none). Beside the
   * metadata rather than in it, so the editor's metadata form stays plain text fields.
   */
  brand: brandKitInputSchema.nullable().optional(),
});
export type UpdateStrategyInput = z.input<typeof updateStrategySchema>;

export const sectionEditSchema = z.object({
  content: z
    .string()
    .max(SECTION_CONTENT_MAX_LENGTH)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
  /** The section's version the edit started from; a stale one is refused with 409. */
  version: z
    .number({ error: 'must be the section version you edited' })
    .int()
    .nonnegative()
    .max(VERSION_MAX),
}) satisfies z.ZodType<SectionEditInput>;

export interface SectionUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  /** Hidden reasoning tokens, inside `completionTokens`, when the provider reports them. */
  reasoningTokens?: number;
  /** The model that wrote the section: its price gives the section's cost. */
  model?: string;
}

/** An amount in the settings' currency. */
export interface StrategyCost {
  amount: number;
  currency: string;
}

export interface SectionState {
  key: string;
  title: string;
  status: SectionStatus;
  content: string;
  /** Why generation failed, in plain words. */
  error?: string;
  /** The provider's own words behind `error` (keys redacted), for a "Details" toggle. */
  errorDetail?: string;
  truncated?: boolean;
  /** The earlier sections it uses were shortened to fit the model's context window. */
  contextShortened?: boolean;
  usage?: SectionUsage;
  /** The sources its text cites, numbered as it cites them (issue 15). */
  sources?: SectionSource[];
  /** Citations of sources it was not given, removed from the model's text. */
  citationsRemoved?: number;
  /** What writing it cost, in the settings' currency (sections with usage, owner's view). */
  cost?: number;
  /** Bumped on every saved change of the text (edit, end of generation, restore). */
  version: number;
  /**
   * Its text is out of date: something it was written from changed after (`domain/staleness.ts`):
   * a section it draws on, the financial model. Set with `staleReasons`.
   */
  stale?: boolean;
  /** Why it is stale: each input that changed (owner's view). */
  staleReasons?: StaleReason[];
  /** The latest approval through a link, pinned to a version (owner's view, issue 14). */
  approval?: SectionApproval;
  /** Open comments on it, replies not counted (owner's view). */
  openComments?: number;
  updatedAt: string;
}

export interface Strategy {
  id: string;
  /** Its own name in the library (a copy's "… (copy)"); null: its company name stands for it. */
  name: string | null;
  overview: string;
  metadata: Metadata;
  language: Language;
  logoUrl?: string;
  /** This strategy's brand override (issue 12); unset: the owner's brand kit as it is. */
  brand?: BrandKitInput;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** Every section's key in the order the page and the exports show them: the summary first. */
  sectionOrder: string[];
  sections: Record<string, SectionState>;
  /** The run generating sections now, if any. */
  activeRunId: string | null;
  /** The sum of its sections' costs (owner's view). */
  cost?: StrategyCost;
  /** The newest run (the one going on, if any): what the progress line counts against. */
  lastRun: RunSummary | null;
  /** Its own outline, in the catalogue's shape (issue 16): the Standard catalogue or a playbook's copy. */
  outline: Outline;
  /** The playbook it was begun on and the version it copied (unset: Standard). */
  playbookId?: string;
  playbookVersion?: number;
  /** Sections a newer outline removed whose text is kept aside, restorable. */
  setAside?: SetAsideSection[];
  /**
   * Section and group titles in its language by key (`domain/section-titles.ts`, decision 0053):
   * the model's and the person's; unset in English or before they are translated.
   */
  titles?: Record<string, string>;
}

export interface SetAsideSection {
  key: string;
  title: string;
  groupTitle: string;
}

/** A run as the page needs it: the sections it was asked to write and how it ended. */
export interface RunSummary {
  id: string;
  status: RunStatus;
  /** Every section of the run, in its planned order (prerequisites included). */
  sections: string[];
  /**
   * How many of `sections` this run wrote: text a section had before the run (put back by Stop
   * or the budget) is not counted, so the progress bar and the budget's message say the same.
   */
  written: number;
  /**
   * Its sections it neither wrote nor is still writing (put back by Stop or the budget, or
   * failed): what "Continue" writes.
   */
  unwritten: string[];
  /** Its spending limit, in the settings' currency (`currency` set on the strategy's read). */
  budget: { amount: number; currency?: string } | null;
  /** It ended because the next section would have passed its budget (some sections not written). */
  stoppedAtBudget: boolean;
}

/** `GET /api/strategies`: a page of the library, newest first (issue 32). */
export interface StrategyPage {
  items: StrategySummary[];
  /** Pass back as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
  /** Strategies in the library, or matching `q` when given. */
  total: number;
}

export interface StrategySummary {
  id: string;
  /** Its own name in the library (a copy's "… (copy)"); null: its company name stands for it. */
  name: string | null;
  companyName: string;
  clientName: string;
  overview: string;
  /** Written sections of its outline (the executive summary not counted). */
  sectionsDone: number;
  /** Sections in its outline (issue 16): 124 on Standard, a playbook's own count otherwise. */
  sectionCount: number;
  /** What its sections cost, in the settings' currency. */
  cost?: StrategyCost;
  createdAt: string;
  updatedAt: string;
}
