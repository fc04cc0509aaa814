import { formatLabel } from '../deliverable-labels.ts';
import { SPACING } from './deck-geometry.ts';
import { TEXT_STYLES } from './deck-styles.ts';
import type { Box, DeckBlock, DeckRun, LayoutElement } from './deck-types.ts';
import { citedNumbers, textOf } from './key-points.ts';
import { placeTable } from './layout-table.ts';
import { fittedText, plain } from './layout-text.ts';
import { measureStyle } from './text-fit.ts';
import { textWidth } from './text-measure.ts';

const POINTS_PER_INCH = 72;
const GAP = SPACING.paragraphAfter / POINTS_PER_INCH;
/** The sources line: at most this tall (two lines of 10 pt). */
const SOURCES_HEIGHT = (2 * 1.2 * TEXT_STYLES.sources.size) / POINTS_PER_INCH;

export interface PointsLabels {
  /** "Sources" */
  sources: string;
  /** "+{count} more rows in the notes" */
  moreRows: string;
}

export interface PlacedPoints {
  elements: LayoutElement[];
  /** Whether a point was shortened or left out (the notes hold the whole text). */
  leftOut: boolean;
}

/**
 * Key points in a body box, in order, as many as fit whole; the first that does not is shortened
 * into the room left, and the rest are left to the notes. A heading never ends the box; a table
 * is never split (its first rows show when it cannot all fit, the rest named as in the notes).
 * Citations shown are listed under the points with their sources, and only those.
 */
export function placePoints(
  blocks: readonly DeckBlock[],
  box: Box,
  options: { sources: ReadonlyMap<number, string>; labels: PointsLabels },
): PlacedPoints {
  const first = fill(blocks, box, options.labels);
  const cited = citationsOf(first.shown).filter((number) => options.sources.has(number));
  if (cited.length === 0) return first;
  // Room for the sources line under the points: fill again a little shorter.
  const body = { ...box, h: box.h - SOURCES_HEIGHT - GAP };
  const second = fill(blocks, body, options.labels);
  const shown = citationsOf(second.shown).filter((number) => options.sources.has(number));
  if (shown.length === 0) return second;
  const line: DeckRun[] = [
    { text: `${options.labels.sources}: `, bold: true },
    { text: shown.map((number) => `[${number}] ${options.sources.get(number)}`).join('; ') },
  ];
  const sources = fittedText(line, 'sources', {
    x: box.x,
    y: box.y + box.h - SOURCES_HEIGHT,
    w: box.w,
    h: SOURCES_HEIGHT,
  });
  return {
    elements: [...second.elements, ...(sources ? [sources.element] : [])],
    leftOut: second.leftOut || sources?.fitted.shortened === true,
  };
}

interface Filled extends PlacedPoints {
  /** The blocks as shown (shortened where they were). */
  shown: DeckBlock[];
}

function fill(blocks: readonly DeckBlock[], box: Box, labels: PointsLabels): Filled {
  const elements: LayoutElement[] = [];
  const shown: DeckBlock[] = [];
  let y = box.y;
  let leftOut = false;
  const bottom = box.y + box.h;
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index]!;
    const room = bottom - y;
    if (room <= 0) {
      leftOut = true;
      break;
    }
    if (block.kind === 'table') {
      const placed = placeTable(
        block,
        { x: box.x, y },
        { width: box.w, height: room },
        { allowFewerRows: true },
      );
      if (!placed) {
        leftOut = true;
        break;
      }
      elements.push(placed.element);
      shown.push({ ...block, rows: placed.element.rows });
      y += placed.element.box.h;
      if (placed.hiddenRows > 0 || placed.shortened) leftOut = true;
      if (placed.hiddenRows > 0) {
        const more = formatLabel(labels.moreRows, { count: placed.hiddenRows });
        const note = fittedText(
          plain(more),
          'sources',
          { x: box.x, y: y + 2 / POINTS_PER_INCH, w: box.w, h: bottom - y },
          { shrinkToText: true },
        );
        if (note) {
          elements.push(note.element);
          y = note.element.box.y + note.element.box.h;
        }
        break;
      }
      y += GAP;
      continue;
    }
    const placed = placeText(block, { ...box, y, h: room });
    if (!placed) {
      leftOut = true;
      break;
    }
    if (block.kind === 'heading') {
      // A heading travels with the first line of what follows it.
      const next = blocks[index + 1];
      const needed = next ? firstLineHeight(next) : 0;
      if (!next || placed.shortened || placed.height + GAP + needed > room) {
        leftOut = true;
        break;
      }
    }
    elements.push(...placed.elements);
    shown.push(placed.block);
    y += placed.height + GAP;
    if (placed.shortened) {
      leftOut = true;
      break;
    }
  }
  if (shown.length < blocks.length) leftOut = true;
  return { elements, shown, leftOut };
}

function firstLineHeight(block: DeckBlock): number {
  const size = block.kind === 'table' ? 14 : TEXT_STYLES.body.size;
  return (size * 1.2 * (block.kind === 'table' ? 2 : 1)) / POINTS_PER_INCH;
}

interface PlacedText {
  elements: LayoutElement[];
  block: DeckBlock;
  height: number;
  shortened: boolean;
}

/** A heading, point or quote at the top of `room`: its marker, bar and text box. */
function placeText(
  block: Exclude<DeckBlock, { kind: 'table' }>,
  room: Box,
): PlacedText | undefined {
  const marker =
    block.kind === 'point' && block.marker !== 'none'
      ? block.marker === 'number'
        ? `${block.number ?? 1}.`
        : '•'
      : '';
  const markerWidth = marker
    ? Math.max(
        SPACING.markerWidth,
        textWidth(marker, measureStyle('marker', TEXT_STYLES.marker.size)) / POINTS_PER_INCH + 0.1,
      )
    : 0;
  const indent =
    block.kind === 'quote'
      ? SPACING.quoteIndent
      : block.kind === 'point'
        ? block.level * SPACING.nestedIndent + markerWidth
        : 0;
  const style = block.kind === 'heading' ? 'heading' : block.kind === 'quote' ? 'quote' : 'body';
  const textBox = { x: room.x + indent, y: room.y, w: room.w - indent, h: room.h };
  const text = fittedText(block.runs, style, textBox, { shrinkToText: true });
  if (!text || textOf(text.fitted.runs) === '') return undefined;
  const height = text.fitted.height;
  const elements: LayoutElement[] = [];
  if (marker) {
    elements.push({
      kind: 'text',
      box: {
        x: textBox.x - markerWidth,
        y: room.y,
        w: markerWidth,
        h: (TEXT_STYLES.marker.size * 1.2) / POINTS_PER_INCH,
      },
      style: 'marker',
      size: TEXT_STYLES.marker.size,
      runs: plain(marker),
      align: 'left',
      valign: 'top',
    });
  }
  if (block.kind === 'quote') {
    elements.push({
      kind: 'line',
      box: { x: room.x + SPACING.quoteBar, y: room.y, w: 0, h: height },
      colour: 'accent',
      weight: 3,
    });
  }
  elements.push(text.element);
  return {
    elements,
    block: { ...block, runs: text.fitted.runs },
    height,
    shortened: text.fitted.shortened,
  };
}

function citationsOf(blocks: readonly DeckBlock[]): number[] {
  const runs = blocks.flatMap((block): DeckRun[] =>
    block.kind === 'table'
      ? [...block.header, ...block.rows.flat()].map((text) => ({ text }))
      : block.runs,
  );
  return citedNumbers(runs);
}
