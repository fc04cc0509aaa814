/** Input limits: the page checks them first, the server refuses more with 400 naming the field. */
export const OVERVIEW_MAX_LENGTH = 20_000;
export const METADATA_FIELD_MAX_LENGTH = 200;
export const SECTION_CONTENT_MAX_LENGTH = 200_000;
/** Versions are PostgreSQL `integer` columns: a larger number sent back is refused, not a 500. */
export const VERSION_MAX = 2_147_483_647;

/**
 * `GET /api/strategies` (the library, issue 32): strategies per page, by default and at most,
 * and the longest search text.
 */
export const LIBRARY_PAGE_LIMITS = { defaultItems: 50, maxItems: 100, searchLength: 200 } as const;

export const SECTION_STATUSES = ['idle', 'queued', 'generating', 'done', 'failed'] as const;
export type SectionStatus = (typeof SECTION_STATUSES)[number];
/** A section a run still holds: not to be edited, claimed or counted as written yet. */
export const IN_PROGRESS_STATUSES = [
  'queued',
  'generating',
] as const satisfies readonly SectionStatus[];
export type InProgressStatus = (typeof IN_PROGRESS_STATUSES)[number];
export function isInProgress(status: SectionStatus): status is InProgressStatus {
  return (IN_PROGRESS_STATUSES as readonly SectionStatus[]).includes(status);
}

export const RUN_STATUSES = ['running', 'done', 'cancelled'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
/** A generation writes sections; a revision (issue 27) rewrites written ones from their findings. */
export const RUN_KINDS = ['generation', 'revision'] as const;
export type RunKind = (typeof RUN_KINDS)[number];

export const LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Portuguese',
  'Dutch',
  'Polish',
  'Swedish',
  'Greek',
  'Russian',
  'Ukrainian',
  'Turkish',
  'Japanese',
  'Chinese',
  'Korean',
  'Arabic',
  'Hindi',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'English';
