import { describe, expect, it } from 'vitest';
import { isStorableText, toStorableText } from './stored-text.ts';

describe('toStorableText', () => {
  it('drops NUL and the other control characters and replaces unpaired surrogates, keeping everything else', () => {
    expect(toStorableText('a\u0000b')).toBe('ab');
    expect(toStorableText('a\u0007b\u001bc\u007fd\u0085e')).toBe('abcde');
    expect(toStorableText('x\ud800y')).toBe('x\ufffdy');
    expect(toStorableText('x\udc00')).toBe('x\ufffd');
    expect(toStorableText('emoji 😀 ok')).toBe('emoji 😀 ok');
    for (const text of ['a\u0000b', 'x\ud800y', '\udc00\ud800', 'bell\u0007']) {
      expect(isStorableText(toStorableText(text))).toBe(true);
    }
  });

  it('keeps tabs, line breaks, emoji, bidi marks and a byte-order mark', () => {
    const text = '## Title\r\n\n\tindented 🥖 \u202e\u2028\ufeff é';
    expect(isStorableText(text)).toBe(true);
    expect(toStorableText(text)).toBe(text);
  });

  it('refuses every C0 control but tab, line feed and carriage return, DEL and C1', () => {
    for (let code = 0; code <= 0x9f; code += 1) {
      const allowed = code === 9 || code === 10 || code === 13 || (code >= 0x20 && code < 0x7f);
      expect(isStorableText(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(
        allowed,
      );
    }
  });
});
