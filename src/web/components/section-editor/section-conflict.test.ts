import { describe, expect, it } from 'vitest';
import { mergeTexts } from './section-conflict.ts';

describe('mergeTexts', () => {
  it('keeps the person’s text on top of the other text', () => {
    expect(mergeTexts('Mine.\n', 'Theirs.')).toBe('Mine.\n\nTheirs.\n');
  });
  it('adds nothing the person’s text already holds', () => {
    expect(mergeTexts('Mine.\n\nTheirs.', 'Theirs.')).toBe('Mine.\n\nTheirs.');
    expect(mergeTexts('Mine.', '  ')).toBe('Mine.');
  });
});
