/** Limits of DESIGN.md "Bad input gets a clear error and loses nothing". */
export const OVERVIEW_MAX_LENGTH = 20_000;
export const METADATA_FIELD_MAX_LENGTH = 200;
export const SECTION_CONTENT_MAX_LENGTH = 200_000;

export const SECTION_STATUSES = ['idle', 'queued', 'generating', 'done', 'failed'] as const;
export type SectionStatus = (typeof SECTION_STATUSES)[number];

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
