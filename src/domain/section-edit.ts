import type { SectionState } from './strategy.ts';

/**
 * A person's edit of a section (`PUT /api/strategies/:id/sections/:key` and
 * `PUT /api/shares/:shareId/sections/:key`): the text and the section's `version` the editor
 * started from (0 for a section never written). Zod-free, so the page can import it.
 */
export interface SectionEditInput {
  content: string;
  version: number;
}

/** The 409 when the section changed since the editor loaded it; `section` is the current one. */
export const SECTION_CHANGED_CODE = 'SECTION_CHANGED';
export const SECTION_CHANGED_MESSAGE =
  'This section was changed elsewhere since you opened it. Compare with the latest text, then save again.';

export interface SectionChangedResponse {
  error: string;
  code: typeof SECTION_CHANGED_CODE;
  section: SectionState;
}

/** The version of a section the page holds nothing for: it has never been written. */
export const UNWRITTEN_SECTION_VERSION = 0;
