import bidiFactory from 'bidi-js';
import type { PdfInline, PdfText } from './pdf-types.ts';

const bidi = bidiFactory();

/** Characters fontkit treats as a right-to-left script and reverses when it shapes them. */
const RTL_SCRIPT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

interface Token {
  text: string;
  style: Omit<PdfText, 'text'> | undefined;
  level: number;
  space: boolean;
  newline: boolean;
}

export type MeasureText = (text: string, style: Omit<PdfText, 'text'> | undefined) => number;

/**
 * A right-to-left paragraph as lines in visual order, for pdfmake, which sets every line left to
 * right. The Unicode Bidirectional Algorithm (`bidi-js`) gives each character its level; the
 * paragraph is broken into lines in logical order (`width` unset: one line), then each line's
 * words are reordered by rule L2. A word stays in logical order: fontkit shapes an Arabic word
 * and reverses it itself; a word it would not reverse (neutrals on a right-to-left level) is
 * reversed here, and an Arabic-script word on a left-to-right level (Arabic-Indic digits) is
 * reversed here so fontkit's reversal puts it back. Brackets on right-to-left levels are mirrored.
 */
export function visualLines(
  inlines: readonly PdfInline[],
  measure: MeasureText,
  width?: number,
): PdfInline[][] {
  const tokens = tokenise(inlines);
  const lines: Token[][] = [[]];
  let used = 0;
  for (const token of tokens) {
    let line = lines[lines.length - 1] as Token[];
    if (token.newline) {
      lines.push([]);
      used = 0;
      continue;
    }
    const tokenWidth = width === undefined ? 0 : measure(token.text, token.style);
    if (width !== undefined && !token.space && used + tokenWidth > width && line.some(isWord)) {
      line = [];
      lines.push(line);
      used = 0;
    }
    if (token.space && !line.some(isWord)) continue;
    line.push(token);
    used += tokenWidth;
  }
  return lines.map((line) => {
    while (line.length > 0 && (line[line.length - 1] as Token).space) line.pop();
    return reorder(line).map(visualPiece);
  });
}

function isWord(token: Token): boolean {
  return !token.space;
}

function tokenise(inlines: readonly PdfInline[]): Token[] {
  const pieces = inlines.map((inline) =>
    typeof inline === 'string'
      ? { text: inline, style: undefined }
      : { text: typeof inline.text === 'string' ? inline.text : '', style: styleOf(inline) },
  );
  const whole = pieces.map((piece) => piece.text).join('');
  const { levels } = bidi.getEmbeddingLevels(whole, 'rtl');
  const tokens: Token[] = [];
  let offset = 0;
  for (const piece of pieces) {
    let current: Token | undefined;
    for (let index = 0; index < piece.text.length; index++) {
      const character = piece.text[index] as string;
      const level = levels[offset + index] as number;
      const newline = character === '\n';
      const space = !newline && /\s/.test(character);
      if (current && !newline && current.space === space && current.level === level) {
        current.text += character;
        continue;
      }
      current = { text: character, style: piece.style, level, space, newline };
      tokens.push(current);
      if (newline) current = undefined;
    }
    offset += piece.text.length;
  }
  return tokens;
}

function styleOf(inline: PdfText): Omit<PdfText, 'text'> {
  const { text: _text, ...style } = inline;
  return style;
}

/** Rule L2: from the highest level down to 1, reverse every run at that level or above. */
function reorder(line: Token[]): Token[] {
  const order = [...line];
  const highest = Math.max(0, ...order.map((token) => token.level));
  for (let level = highest; level >= 1; level--) {
    for (let start = 0; start < order.length; start++) {
      if ((order[start] as Token).level < level) continue;
      let end = start;
      while (end + 1 < order.length && (order[end + 1] as Token).level >= level) end++;
      const run = order.slice(start, end + 1).reverse();
      order.splice(start, run.length, ...run);
      start = end;
    }
  }
  return order;
}

function visualPiece(token: Token): PdfInline {
  let text = token.text;
  const rightToLeft = token.level % 2 === 1;
  if (rightToLeft) text = mirrored(text);
  const fontkitReverses = RTL_SCRIPT.test(text);
  if (rightToLeft !== fontkitReverses) text = Array.from(text).reverse().join('');
  return token.style ? { ...token.style, text } : text;
}

/** Swaps brackets for their mirror images: an involution, so it also undoes itself. */
export function mirrored(text: string): string {
  return Array.from(text, (character) => bidi.getMirroredCharacter(character) ?? character).join(
    '',
  );
}

export function hasRightToLeftScript(text: string): boolean {
  return RTL_SCRIPT.test(text);
}
