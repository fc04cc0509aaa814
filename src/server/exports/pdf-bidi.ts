import bidiFactory from 'bidi-js';
import type { PdfInline, PdfText } from './pdf-types.ts';
import { NUMBER } from './signed-numbers.ts';

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
  const currentLine = () => lines[lines.length - 1] as Token[];
  const widthOf = (token: Token) => (width === undefined ? 0 : measure(token.text, token.style));
  let used = 0;
  // A line breaks only at a space: the tokens between two spaces (an Arabic word and the Latin
  // name joined to it, a word and its comma) are one word and move to the next line together.
  let word: Token[] = [];
  let wordWidth = 0;
  const placeWord = () => {
    if (word.length === 0) return;
    if (width !== undefined && used + wordWidth > width && currentLine().some(isWord)) {
      lines.push([]);
      used = 0;
    }
    currentLine().push(...word);
    used += wordWidth;
    word = [];
    wordWidth = 0;
  };
  for (const token of tokens) {
    if (token.newline) {
      placeWord();
      lines.push([]);
      used = 0;
    } else if (token.space) {
      placeWord();
      if (!currentLine().some(isWord)) continue;
      currentLine().push(token);
      used += widthOf(token);
    } else {
      word.push(token);
      wordWidth += widthOf(token);
    }
  }
  placeWord();
  return lines.map((line) => {
    while (line.length > 0 && (line[line.length - 1] as Token).space) line.pop();
    return reorder(line).map(visualPiece);
  });
}

function isWord(token: Token): boolean {
  return !token.space;
}

/** Where a line may break: any white space but the no-break ones (`96 148 €` stays whole). */
function isBreakingSpace(character: string): boolean {
  return /\s/.test(character) && !/[\u00a0\u2007\u202f\ufeff]/.test(character);
}

function tokenise(inlines: readonly PdfInline[]): Token[] {
  const pieces = inlines.map((inline) =>
    typeof inline === 'string'
      ? { text: inline, style: undefined }
      : { text: typeof inline.text === 'string' ? inline.text : '', style: styleOf(inline) },
  );
  const whole = pieces.map((piece) => piece.text).join('');
  // A paragraph without a right-to-left letter (an English quote, a list of names) runs left
  // to right inside the right-to-left page, as a browser's `dir="auto"` sets it: its full stop
  // stays after its last word.
  const { levels } = bidi.getEmbeddingLevels(whole, RTL_SCRIPT.test(whole) ? 'rtl' : 'ltr');
  keepNumbersWhole(whole, levels);
  const tokens: Token[] = [];
  let offset = 0;
  for (const piece of pieces) {
    let current: Token | undefined;
    for (let index = 0; index < piece.text.length; index++) {
      const character = piece.text[index] as string;
      const level = levels[offset + index] as number;
      const newline = character === '\n';
      const space = !newline && isBreakingSpace(character);
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

/**
 * A signed number is one left-to-right unit (`signed-numbers.ts`), and `bidi-js` leaves a
 * percent sign after digits on the text's level (`%12`): every character of a number gets its
 * digits' level.
 */
function keepNumbersWhole(text: string, levels: Uint8Array): void {
  for (const match of text.matchAll(NUMBER)) {
    const start = match.index ?? 0;
    const digit = start + match[0].search(/\p{Nd}/u);
    const level = levels[digit] as number;
    for (let index = start; index < start + match[0].length; index++) levels[index] = level;
  }
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
