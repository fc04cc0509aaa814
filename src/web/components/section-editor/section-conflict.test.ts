import { describe, expect, it } from 'vitest';
import { SECTION_CHANGED_CODE as SECTION_CHANGED } from '../../../domain/section-edit.ts';
import { ApiError } from '../../lib/api.ts';
import { mergeTexts, sectionConflict } from './section-conflict.ts';

describe('sectionConflict', () => {
  it('reads the current section from the 409 SECTION_CHANGED answer', () => {
    const error = new ApiError(409, 'Changed', SECTION_CHANGED, {
      error: 'Changed',
      code: SECTION_CHANGED,
      section: { key: 'colors', title: 'Colors', status: 'done', content: 'Theirs', version: 4 },
    });
    expect(sectionConflict(error)).toMatchObject({ key: 'colors', content: 'Theirs', version: 4 });
  });

  it('is undefined for any other failure', () => {
    expect(sectionConflict(new ApiError(409, 'Being generated', undefined))).toBeUndefined();
    expect(sectionConflict(new ApiError(500, 'x', SECTION_CHANGED))).toBeUndefined();
    expect(sectionConflict(new Error('x'))).toBeUndefined();
  });
});

describe('mergeTexts', () => {
  it('keeps the person’s text on top of the other text', () => {
    expect(mergeTexts('Mine.\n', 'Theirs.')).toBe('Mine.\n\nTheirs.\n');
  });
  it('adds nothing the person’s text already holds', () => {
    expect(mergeTexts('Mine.\n\nTheirs.', 'Theirs.')).toBe('Mine.\n\nTheirs.');
    expect(mergeTexts('Mine.', '  ')).toBe('Mine.');
  });
});
