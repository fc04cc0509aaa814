import { SECTION_CHANGED_CODE, type SectionChangedResponse } from '../../domain/section-edit.ts';
import type { SectionState } from '../../domain/strategy.ts';
import { ApiError } from './api.ts';

/**
 * The section as it is now on the server, when a save was refused because it changed since the
 * editor opened (409 SECTION_CHANGED); undefined for any other error. The editor offers to merge
 * the person's text with it or to reload.
 */
export function currentSectionOf(error: unknown): SectionState | undefined {
  if (!(error instanceof ApiError) || error.code !== SECTION_CHANGED_CODE) return undefined;
  const body = error.body as Partial<SectionChangedResponse> | undefined;
  return body?.section;
}
