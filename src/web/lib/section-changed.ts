import { SECTION_CHANGED_CODE } from '../../domain/section-edit.ts';
import type { SectionState } from '../../domain/strategy.ts';
import { ApiError } from './api.ts';

/**
 * The section as it is now on the server, when a save or an approval was refused because it
 * changed since it was read (409 SECTION_CHANGED); undefined for any other error, or an answer
 * without a readable section. The editor offers to merge; the review shows the new text.
 */
export function sectionConflict(error: unknown): SectionState | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  if (error.code !== SECTION_CHANGED_CODE) return undefined;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('section' in body)) return undefined;
  return isSection(body.section) ? body.section : undefined;
}

function isSection(value: unknown): value is SectionState {
  return (
    typeof value === 'object' &&
    value !== null &&
    'key' in value &&
    typeof value.key === 'string' &&
    'content' in value &&
    typeof value.content === 'string' &&
    'version' in value &&
    typeof value.version === 'number'
  );
}
