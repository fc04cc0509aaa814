import { type StyleToken, TEXT_STYLES } from './deck-styles.ts';
import type { DeckRun } from './deck-types.ts';
import { cutRuns, trim } from './key-points.ts';
import { sentenceEnds } from './sentences.ts';
import { linesHeight, type MeasureStyle, wrap } from './text-measure.ts';

const POINTS_PER_INCH = 72;
export const ELLIPSIS = '…';

export function measureStyle(token: StyleToken, size: number): MeasureStyle {
  const style = TEXT_STYLES[token];
  return {
    size,
    ...('bold' in style ? { bold: style.bold } : {}),
    ...('letterSpacing' in style ? { letterSpacing: style.letterSpacing } : {}),
  };
}

/** The runs as a style shows them: capitals for a kicker or a label. */
export function displayRuns(runs: readonly DeckRun[], token: StyleToken): DeckRun[] {
  const style = TEXT_STYLES[token];
  return 'uppercase' in style && style.uppercase
    ? runs.map((run) => ({ ...run, text: run.text.toLocaleUpperCase() }))
    : runs.map((run) => ({ ...run }));
}

export interface TextSize {
  /** Inches. */
  height: number;
  lines: number;
  /** A word wider than the box: it would be split, so the text does not fit. */
  overflows: boolean;
}

/** How tall the runs are at `size` points in a box `width` inches wide. */
export function textHeight(
  runs: readonly DeckRun[],
  token: StyleToken,
  size: number,
  width: number,
): TextSize {
  const wrapped = wrap(runs, measureStyle(token, size), width * POINTS_PER_INCH);
  return {
    height: linesHeight(wrapped.lines, size) / POINTS_PER_INCH,
    lines: wrapped.lines,
    overflows: wrapped.overflows,
  };
}

export interface Fitted {
  runs: DeckRun[];
  size: number;
  /** Inches. */
  height: number;
  /** Whether text was left out (the notes hold it whole). */
  shortened: boolean;
}

const fits = (size: TextSize, height: number) => !size.overflows && size.height <= height + 1e-9;

/**
 * The runs in a `width` x `height` box: whole at the first of `sizes` (points, largest first) at
 * which they fit; else at the last size, cut to whole sentences (with the citation that closes
 * one), else to whole words with an ellipsis, else (one word wider than the box) to characters.
 * Undefined when not a character fits. Text is chosen, never clipped: nothing overflows its box.
 */
export function fitText(
  input: readonly DeckRun[],
  token: StyleToken,
  box: { w: number; h: number },
  sizes: readonly number[] = [TEXT_STYLES[token].size],
): Fitted | undefined {
  const runs = trim(displayRuns(input, token));
  const measure = (candidate: readonly DeckRun[], size: number) =>
    textHeight(candidate, token, size, box.w);
  for (const size of sizes) {
    const measured = measure(runs, size);
    if (fits(measured, box.h)) {
      return { runs, size, height: measured.height, shortened: false };
    }
  }
  const size = sizes[sizes.length - 1] ?? TEXT_STYLES[token].size;
  const text = runs.map((run) => run.text).join('');
  const withEllipsis = (length: number) => ellipsised(runs, length);
  const fitsAt = (candidate: DeckRun[]) => fits(measure(candidate, size), box.h);

  // The longest prefix ending at a word boundary that fits with an ellipsis.
  const boundaries = wordBoundaries(text);
  const wordCut = largest(boundaries, (length) => fitsAt(withEllipsis(length)));
  // A whole sentence, when it keeps most of what the word cut keeps: no ellipsis needed.
  const sentenceCut = largest(
    sentenceEnds(text).filter((end) => end < text.length),
    (length) => fitsAt(trim(cutRuns(runs, length))),
  );
  let chosen: DeckRun[] | undefined;
  if (sentenceCut !== undefined && sentenceCut >= (wordCut ?? 0) * 0.5) {
    chosen = trim(cutRuns(runs, sentenceCut));
  } else if (wordCut !== undefined) {
    chosen = withEllipsis(wordCut);
  } else {
    const characters = Array.from({ length: text.length - 1 }, (_, index) => index + 1);
    const characterCut = largest(characters, (length) => fitsAt(withEllipsis(length)));
    if (characterCut !== undefined) chosen = withEllipsis(characterCut);
  }
  if (!chosen) return undefined;
  return { runs: chosen, size, height: measure(chosen, size).height, shortened: true };
}

/** Offsets where a line may be cut: before a space, and between full-width characters. */
function wordBoundaries(text: string): number[] {
  const boundaries: number[] = [];
  for (let index = 1; index < text.length; index++) {
    const previous = text[index - 1]!;
    const current = text[index]!;
    if (/\s/.test(current) && !/\s/.test(previous)) boundaries.push(index);
    else if (/[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/u.test(previous) && !/\s/.test(current)) {
      boundaries.push(index);
    }
  }
  return boundaries;
}

/** The largest of ascending `candidates` that passes a test monotone in it (binary search). */
function largest(candidates: readonly number[], passes: (value: number) => boolean) {
  let low = 0;
  let high = candidates.length - 1;
  let found: number | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = candidates[middle]!;
    if (passes(value)) {
      found = value;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

function ellipsised(runs: readonly DeckRun[], length: number): DeckRun[] {
  const kept = trim(cutRuns(runs, length));
  const last = kept[kept.length - 1];
  if (!last) return [{ text: ELLIPSIS }];
  last.text = `${last.text.replace(/[\s,:;–—-]+$/u, '')}${ELLIPSIS}`;
  return kept;
}
