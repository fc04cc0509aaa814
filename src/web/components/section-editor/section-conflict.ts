import { SECTION_CHANGED_CODE, type SectionChangedResponse } from '../../../domain/section-edit.ts';
import type { SectionState } from '../../../domain/strategy.ts';
import { ApiError } from '../../lib/api.ts';

/** The server's current section when `error` is the 409 SECTION_CHANGED, else undefined. */
export function sectionConflict(error: unknown): SectionState | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  if (error.code !== SECTION_CHANGED_CODE) return undefined;
  const section = (error.body as Partial<SectionChangedResponse> | undefined)?.section;
  if (typeof section?.content !== 'string' || typeof section.version !== 'number') return undefined;
  return section;
}

/** "Merge": both texts in the editor, the person's on top, to tidy before saving. */
export function mergeTexts(mine: string, theirs: string): string {
  const top = mine.trimEnd();
  const bottom = theirs.trim();
  if (!bottom || top.includes(bottom)) return mine;
  return `${top}\n\n${bottom}\n`;
}
