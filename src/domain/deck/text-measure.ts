/**
 * How wide text is and how it wraps, estimated without a font file so the page and the server
 * lay a slide out alike. Widths are cautious: each class of character is given about the widest
 * advance among the bundled brand fonts (DejaVu Sans's, ~25% wider than Source Sans 3's) and
 * what PowerPoint puts in their place when a viewer lacks them (Arial, Calibri), so text laid out
 * by these figures fits its box in every painter. Units: em (a fraction of the font size).
 */

/** Full-width scripts: Han, kana, Hangul, full-width forms. A line may break between any two. */
const WIDE_RANGES =
  '\u1100-\u11ff\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3130-\u318f\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef';
const WIDE = new RegExp(`[${WIDE_RANGES}]`, 'u');
/** A word (up to a space or a full-width character) with its trailing space, or one wide character. */
const BREAK_PIECE = new RegExp(`[^\\s${WIDE_RANGES}]+\\s*|[${WIDE_RANGES}]\\s*|\\s+`, 'gu');
const ARABIC = /[\u0600-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
const DEVANAGARI = /[\u0900-\u097f\ua8e0-\ua8ff]/u;
const MARK = /[\p{M}\u200c\u200d]/u;
const NARROW = /[.,;:'"!|()[\]\u2018\u2019\u201c\u201d]/u;
const UPPER = /\p{Lu}/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;

const widths = new Map<string, number>();

/** A character's advance in em, upright; bold text is `BOLD_FACTOR` wider. */
export function characterWidth(character: string): number {
  let width = widths.get(character);
  if (width === undefined) {
    width = classWidth(character);
    widths.set(character, width);
  }
  return width;
}

function classWidth(character: string): number {
  if (character === ' ' || character === '\u00a0') return 0.33;
  if (MARK.test(character)) return 0;
  if (WIDE.test(character)) return 1;
  if (ARABIC.test(character)) return 0.68;
  if (DEVANAGARI.test(character)) return 0.6;
  if (NARROW.test(character)) return 0.36;
  if (UPPER.test(character)) return 0.76;
  if (DIGIT.test(character)) return 0.66;
  if (LETTER.test(character)) return 0.58;
  return 0.72;
}

export const BOLD_FACTOR = 1.1;

/** What decides a run's width: its size in points, weight, and any letter spacing. */
export interface MeasureStyle {
  size: number;
  bold?: boolean;
  /** Extra points after every character. */
  letterSpacing?: number;
}

/** Points. */
export function textWidth(text: string, style: MeasureStyle): number {
  let em = 0;
  let characters = 0;
  for (const character of text) {
    em += characterWidth(character);
    characters++;
  }
  return em * style.size * (style.bold ? BOLD_FACTOR : 1) + characters * (style.letterSpacing ?? 0);
}

/** A piece of a paragraph with its own weight (a bold phrase inside a point). */
export interface MeasuredRun {
  text: string;
  bold?: boolean;
}

/**
 * Where a line may break: after a space, and before and after a full-width character. Each
 * piece keeps its trailing space; a piece never straddles two runs' weights.
 */
function pieces(runs: readonly MeasuredRun[]): { text: string; bold: boolean }[] {
  const result: { text: string; bold: boolean }[] = [];
  for (const run of runs) {
    for (const part of run.text.match(BREAK_PIECE) ?? []) {
      result.push({ text: part, bold: run.bold === true });
    }
  }
  return result;
}

export interface Wrapped {
  lines: number;
  /** The widest piece that cannot be broken (a long word), in points. */
  widestWord: number;
  /** Whether some word is wider than the line: it would be split or overflow. */
  overflows: boolean;
}

/** How many lines the runs take at `width` points, broken greedily as a browser breaks them. */
export function wrap(runs: readonly MeasuredRun[], style: MeasureStyle, width: number): Wrapped {
  let lines = 1;
  let used = 0;
  let widestWord = 0;
  let overflows = false;
  let lineStart = true;
  for (const piece of pieces(runs)) {
    const measured = { ...style, bold: style.bold || piece.bold };
    const word = piece.text.trimEnd();
    const wordWidth = textWidth(word, measured);
    const spaceWidth = textWidth(piece.text.slice(word.length), measured);
    widestWord = Math.max(widestWord, wordWidth);
    if (wordWidth > width) overflows = true;
    if (!lineStart && used + wordWidth > width) {
      lines++;
      used = 0;
    }
    used += wordWidth + spaceWidth;
    lineStart = false;
  }
  return { lines, widestWord, overflows };
}

/** A line's height in points for a font size: every painter sets lines 1.2 sizes apart. */
export const LINE_HEIGHT = 1.2;

export function linesHeight(lines: number, size: number): number {
  return lines * size * LINE_HEIGHT;
}
