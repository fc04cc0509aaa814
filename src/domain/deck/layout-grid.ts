import { CARDS, FRAME } from './deck-geometry.ts';
import type { Box, DeckRun, LayoutElement } from './deck-types.ts';
import { fittedText, plain } from './layout-text.ts';

const POINTS_PER_INCH = 72;
const line = (size: number) => (size * 1.2) / POINTS_PER_INCH;

/** `count` boxes in rows and columns filling `area`, in reading order. */
export function grid(
  count: number,
  columns: number,
  area: Box,
  gutter: number = CARDS.gutter,
): Box[] {
  const rows = Math.max(1, Math.ceil(count / columns));
  const width = (area.w - (columns - 1) * gutter) / columns;
  const height = (area.h - (rows - 1) * gutter) / rows;
  return Array.from({ length: count }, (_, index) => ({
    x: area.x + (index % columns) * (width + gutter),
    y: area.y + Math.floor(index / columns) * (height + gutter),
    w: width,
    h: height,
  }));
}

export interface Card {
  title: string;
  runs: DeckRun[];
}

/** Columns for `count` cards: one for two, two up to six, else three. */
export function cardColumns(count: number): number {
  return count <= 2 ? 1 : count <= 6 ? 2 : 3;
}

/**
 * A group's sections as cards: each its title and its takeaway, as much of it as the card
 * holds (whole sentences, else words with an ellipsis). Returns whether any was shortened.
 */
export function cardElements(cards: readonly Card[]): {
  elements: LayoutElement[];
  shortened: boolean;
} {
  const elements: LayoutElement[] = [];
  let shortened = false;
  const boxes = grid(cards.length, cardColumns(cards.length), FRAME.body);
  cards.forEach((card, index) => {
    const box = boxes[index]!;
    elements.push({ kind: 'rect', box, fill: 'zebra' });
    elements.push({
      kind: 'line',
      box: { x: box.x, y: box.y, w: 0, h: box.h },
      colour: 'accent',
      weight: 3,
    });
    const inner = {
      x: box.x + CARDS.padding + 0.04,
      y: box.y + CARDS.padding * 0.8,
      w: box.w - 2 * CARDS.padding - 0.04,
      h: box.h - 1.6 * CARDS.padding,
    };
    const title = fittedText(
      plain(card.title),
      'cardTitle',
      { ...inner, h: Math.min(inner.h, line(15) * 2) },
      { sizes: [15, 13, 12], shrinkToText: true },
    );
    if (!title) return;
    elements.push(title.element);
    const below = title.element.box.h + 0.05;
    const body =
      inner.h - below >= line(11) &&
      fittedText(
        card.runs,
        'cardBody',
        { ...inner, y: inner.y + below, h: inner.h - below },
        { sizes: [13, 12, 11], shrinkToText: true },
      );
    if (body) {
      elements.push(body.element);
      if (body.fitted.shortened) shortened = true;
    } else if (card.runs.length > 0) {
      shortened = true;
    }
  });
  return { elements, shortened };
}

export interface Figure {
  label: string;
  value: string;
  detail?: string;
}

/** The model's key figures as tiles: a label, the figure large, a line of detail. */
export function figureElements(figures: readonly Figure[]): LayoutElement[] {
  const elements: LayoutElement[] = [];
  const columns = figures.length <= 4 ? 2 : 3;
  const boxes = grid(figures.length, columns, FRAME.body, 0.25);
  figures.forEach((figure, index) => {
    const box = boxes[index]!;
    elements.push({ kind: 'rect', box, fill: 'zebra' });
    const inner = { x: box.x + 0.2, y: box.y + 0.18, w: box.w - 0.4, h: box.h - 0.36 };
    let y = inner.y;
    for (const [text, style, sizes, lines] of [
      [figure.label, 'figureLabel', [11, 10], 2],
      [figure.value, 'figureValue', [28, 24, 20, 16], 1],
      [figure.detail ?? '', 'figureDetail', [12, 11], 3],
    ] as const) {
      if (!text) continue;
      const room = inner.y + inner.h - y;
      const height = Math.min(room, line(sizes[0]) * lines);
      if (height <= 0) break;
      const placed = fittedText(
        plain(text),
        style,
        { ...inner, y, h: height },
        { sizes, shrinkToText: true },
      );
      if (!placed) break;
      elements.push(placed.element);
      y += placed.element.box.h + 0.08;
    }
  });
  return elements;
}

/** The contents: each group numbered, in one column or two. */
export function contentsElements(titles: readonly string[]): LayoutElement[] {
  const columns = titles.length > 8 ? 2 : 1;
  const rows = Math.ceil(titles.length / columns);
  const area = FRAME.body;
  const rowHeight = Math.min(0.5, area.h / Math.max(1, rows));
  const size = rowHeight >= line(16) ? 16 : rowHeight >= line(14) ? 14 : 12;
  const columnWidth = (area.w - (columns - 1) * 0.4) / columns;
  const numberWidth = 0.55;
  const elements: LayoutElement[] = [];
  titles.forEach((title, index) => {
    const column = Math.floor(index / rows);
    const row = index % rows;
    const x = area.x + column * (columnWidth + 0.4);
    const y = area.y + row * rowHeight;
    const number = fittedText(
      plain(String(index + 1).padStart(2, '0')),
      'contentsNumber',
      { x, y, w: numberWidth, h: rowHeight },
      { sizes: [size] },
    );
    const text = fittedText(
      plain(title),
      'contentsItem',
      { x: x + numberWidth, y, w: columnWidth - numberWidth, h: rowHeight },
      { sizes: [size] },
    );
    if (number) elements.push(number.element);
    if (text) elements.push(text.element);
  });
  return elements;
}
