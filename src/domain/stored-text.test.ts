import { describe, expect, it } from 'vitest';
import { isStorableText, toStorableText } from './stored-text.ts';

describe('toStorableText', () => {
  it('drops NUL and replaces unpaired surrogates, keeping everything else', () => {
    expect(toStorableText('a\u0000b')).toBe('ab');
    expect(toStorableText('x\ud800y')).toBe('x\ufffdy');
    expect(toStorableText('x\udc00')).toBe('x\ufffd');
    expect(toStorableText('emoji 😀 ok')).toBe('emoji 😀 ok');
    for (const text of ['a\u0000b', 'x\ud800y', '\udc00\ud800']) {
      expect(isStorableText(toStorableText(text))).toBe(true);
    }
  });
});
