import { describe, expect, it } from 'vitest';
import { SECTION_CHANGED_CODE as SECTION_CHANGED } from '../../domain/section-edit.ts';
import { ApiError } from './api.ts';
import { sectionConflict } from './section-changed.ts';

describe('sectionConflict', () => {
  it('reads the current section from the 409 SECTION_CHANGED answer', () => {
    const error = new ApiError(409, 'Changed', SECTION_CHANGED, {
      error: 'Changed',
      code: SECTION_CHANGED,
      section: { key: 'colors', title: 'Colors', status: 'done', content: 'Theirs', version: 4 },
    });
    expect(sectionConflict(error)).toMatchObject({ key: 'colors', content: 'Theirs', version: 4 });
  });

  it('is undefined for any other failure, or an answer without a readable section', () => {
    expect(sectionConflict(new ApiError(409, 'Being generated', undefined))).toBeUndefined();
    expect(sectionConflict(new ApiError(500, 'x', SECTION_CHANGED))).toBeUndefined();
    expect(sectionConflict(new Error('x'))).toBeUndefined();
    const noVersion = { code: SECTION_CHANGED, section: { key: 'colors', content: 'Theirs' } };
    expect(sectionConflict(new ApiError(409, 'x', SECTION_CHANGED, noVersion))).toBeUndefined();
  });
});
