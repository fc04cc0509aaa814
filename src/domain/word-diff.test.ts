import { describe, expect, it } from 'vitest';
import { diffCounts, wordDiff } from './word-diff.ts';

const join = (parts: ReturnType<typeof wordDiff>, drop: 'added' | 'removed') =>
  parts
    .filter((part) => part.kind !== drop)
    .map((part) => part.text)
    .join('');

describe('wordDiff', () => {
  it('marks the words changed and joins back into both texts exactly', () => {
    const before = 'Bread for everyone.\n\n| a | b |\n';
    const after = 'Bread and coffee for everyone!\n\n| a | b |\n';
    const parts = wordDiff(before, after);
    expect(parts).toEqual([
      { kind: 'same', text: 'Bread ' },
      { kind: 'added', text: 'and coffee ' },
      { kind: 'same', text: 'for ' },
      { kind: 'removed', text: 'everyone.' },
      { kind: 'added', text: 'everyone!' },
      { kind: 'same', text: '\n\n| a | b |\n' },
    ]);
    expect(join(parts, 'added')).toBe(before);
    expect(join(parts, 'removed')).toBe(after);
    expect(diffCounts(parts)).toEqual({ added: 3, removed: 1 });
  });

  it('handles empty texts and identical texts', () => {
    expect(wordDiff('', 'New text')).toEqual([{ kind: 'added', text: 'New text' }]);
    expect(wordDiff('Same', 'Same')).toEqual([{ kind: 'same', text: 'Same' }]);
  });

  it('stays exact for a long rewrite past the comparison limit', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `old${i}`).join(' ');
    const after = Array.from({ length: 3000 }, (_, i) => `new${i}`).join(' ');
    const parts = wordDiff(`Start ${before} end`, `Start ${after} end`);
    expect(join(parts, 'added')).toBe(`Start ${before} end`);
    expect(join(parts, 'removed')).toBe(`Start ${after} end`);
  });
});
