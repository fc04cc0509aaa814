import { describe, expect, it } from 'vitest';
import { visualLines } from './pdf-bidi.ts';
import type { PdfInline } from './pdf-types.ts';

/** One unit a character: a line's width is its length. */
const byLength = (text: string) => Array.from(text).length;
const texts = (line: PdfInline[]) =>
  line.map((piece) => (typeof piece === 'string' ? piece : piece.text));

describe('right-to-left lines in visual order', () => {
  it('keeps a signed number, a currency and a percent sign as one left-to-right unit', () => {
    const [line] = visualLines(['انخفض الهامش بنسبة -12% وبلغ الدخل -€5,000 أو (-3)'], byLength);
    const pieces = texts(line!);
    for (const number of ['-12%', '-€5,000', '-3']) expect(pieces).toContain(number);
    expect(pieces.join('')).not.toMatch(/\d-|%\d/);
  });

  it('leaves a range and a name with a hyphen as they are', () => {
    const [line] = visualLines(['من 2024-2025 حتى COVID-19'], byLength);
    expect(texts(line!)).toEqual(['COVID-19', ' ', 'حتى', ' ', '2024-2025', ' ', 'من']);
  });

  it('breaks a line only at a space: punctuation stays with the Latin name before it', () => {
    const text = 'كلمة كلمة Maker Works، وShopify.';
    // Room for exactly "كلمة كلمة Maker Works": the comma after it does not fit.
    const width = byLength('كلمة كلمة Maker Works');
    const lines = visualLines([text], byLength, width).map(texts);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual(['Maker', ' ', 'كلمة', ' ', 'كلمة']);
    // Right to left the comma follows "Works" on its left; the period ends the line on the left.
    expect(lines[1]).toEqual(['.', 'Shopify', 'و', ' ', '،', 'Works']);
  });

  it('does not break inside an amount whose spaces do not break', () => {
    const lines = visualLines(['الرصيد 96\u00a0148\u00a0€ في النهاية'], byLength, 12).map(texts);
    expect(lines.some((line) => line.join('').includes('96\u00a0148'))).toBe(true);
  });
});
