import type { Root } from 'mdast';
import type { ForecastChart } from '../financial/chart-data.ts';
import { toPlainText } from '../markdown-plain-text.ts';
import { DECK_GEOMETRY } from './deck-geometry.ts';
import type { ChartSlide, Deck, DeckBlock, SectionSlide, Slide } from './deck-types.ts';
import { keyPoints, textOf } from './key-points.ts';

export interface DeckSection {
  key: string;
  title: string;
  groupTitle: string;
  /** The section's Markdown, parsed (and, on the server, sanitised). */
  content: Root;
}

export interface DeckInput {
  sections: readonly DeckSection[];
  /** Sections left out, listed on a slide when the person chose to go on without them. */
  unwritten?: readonly { title: string; status: string }[];
  /** The financial model's charts and statements, after the sections. */
  financial?: FinancialDeck;
}

/** What the deck shows of the financial model (`financialDeck` builds it from a forecast). */
export interface FinancialDeck {
  title: string;
  charts: readonly ForecastChart[];
  statements: readonly { title: string; header: string[]; rows: string[][] }[];
}

/** The section key of the financial model's statement slides. */
export const FINANCIAL_MODEL_SLIDE_KEY = 'financial-model';

/**
 * The deck of a strategy: a cover, then each section's key points on one slide or, when they
 * do not fit, on as many as they need (never a taller slide), with the section's full text in
 * the notes of its first slide. Pure, so the page's slides and every exported deck agree.
 */
export function composeDeck(input: DeckInput): Deck {
  const slides: Slide[] = [{ kind: 'cover' }];
  if (input.unwritten && input.unwritten.length > 0) {
    slides.push({ kind: 'unwritten', sections: [...input.unwritten] });
  }
  for (const section of input.sections) slides.push(...sectionSlides(section));
  if (input.financial) slides.push(...financialSlides(input.financial));
  return { slides };
}

/** A slide per chart, then the statements as tables on as many slides as they need. */
export function financialSlides(financial: FinancialDeck): (ChartSlide | SectionSlide)[] {
  const charts: ChartSlide[] = financial.charts.map((chart) => ({
    kind: 'chart',
    title: chart.title,
    groupTitle: financial.title,
    chart,
  }));
  const blocks: DeckBlock[] = financial.statements.flatMap((statement): DeckBlock[] => [
    { kind: 'heading', runs: [{ text: statement.title, bold: true }] },
    {
      kind: 'table',
      header: statement.header,
      rows: statement.rows,
      align: statement.header.map((_, index) => (index === 0 ? 'left' : 'right')),
    },
  ]);
  const tables = paginate(blocks).map(
    (page, continuation): SectionSlide => ({
      kind: 'section',
      key: FINANCIAL_MODEL_SLIDE_KEY,
      title: financial.title,
      groupTitle: financial.title,
      continuation,
      blocks: page,
      notes: '',
    }),
  );
  return [...charts, ...tables];
}

export function sectionSlides(section: DeckSection): SectionSlide[] {
  const pages = paginate(keyPoints(section.content));
  return pages.map((blocks, continuation) => ({
    kind: 'section',
    key: section.key,
    title: section.title,
    groupTitle: section.groupTitle,
    continuation,
    blocks,
    notes: continuation === 0 ? toPlainText(section.content) : '',
  }));
}

/** Fills slides in order by the lines each block takes; a heading never ends a slide. */
export function paginate(blocks: readonly DeckBlock[]): DeckBlock[][] {
  const capacity = DECK_GEOMETRY.bodyLines;
  const pages: DeckBlock[][] = [[]];
  let used = 0;
  const current = () => pages[pages.length - 1]!;
  const newPage = () => {
    if (current().length > 0) pages.push([]);
    used = 0;
  };
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index]!;
    if (block.kind === 'table') {
      for (const part of splitTable(block, capacity - used, capacity)) {
        const lines = blockLines(part);
        if (used > 0 && used + lines > capacity) newPage();
        current().push(part);
        used += lines;
      }
      continue;
    }
    const lines = blockLines(block);
    // A heading travels with what follows it.
    const next = blocks[index + 1];
    const needed = block.kind === 'heading' && next ? lines + Math.min(blockLines(next), 2) : lines;
    if (used > 0 && used + needed > capacity) newPage();
    current().push(block);
    used += lines;
  }
  return pages;
}

/** The lines a block takes on a slide, counted cautiously (see DECK_GEOMETRY). */
export function blockLines(block: DeckBlock): number {
  const { charactersPerLine, blockGap } = DECK_GEOMETRY;
  switch (block.kind) {
    case 'heading':
      return wrappedLines(textOf(block.runs), charactersPerLine) + blockGap;
    case 'point': {
      const indent = block.level === 0 ? (block.marker === 'none' ? 0 : 4) : 9;
      return wrappedLines(textOf(block.runs), charactersPerLine - indent) + blockGap;
    }
    case 'quote':
      return wrappedLines(textOf(block.runs), charactersPerLine - 6) + blockGap * 2;
    case 'table':
      return tableLines(block);
  }
}

function wrappedLines(text: string, perLine: number): number {
  return Math.max(1, Math.ceil((text.length * 1.06) / perLine));
}

type TableBlock = Extract<DeckBlock, { kind: 'table' }>;

function rowLines(cells: readonly string[], shares: readonly number[]): number {
  const perLine = DECK_GEOMETRY.tableCharactersPerLine;
  const lines = cells.map((cell, index) =>
    wrappedLines(cell, Math.max(6, Math.floor(perLine * (shares[index] ?? 1)) - 2)),
  );
  // Each row also has its cell padding: about a third of a line.
  return (Math.max(1, ...lines) + 0.35) * DECK_GEOMETRY.tableLineShare;
}

/** Each column's share of the width, by its longest text: as the renderers lay it out. */
export function tableColumnShares(block: TableBlock): number[] {
  const longest = block.header.map((_, index) =>
    Math.max(
      4,
      ...[block.header, ...block.rows].map((row) => Math.min(40, (row[index] ?? '').length)),
    ),
  );
  const total = longest.reduce((sum, width) => sum + width, 0);
  return longest.map((width) => width / total);
}

function tableLines(block: TableBlock): number {
  const shares = tableColumnShares(block);
  return (
    [block.header, ...block.rows].reduce((sum, row) => sum + rowLines(row, shares), 0) +
    DECK_GEOMETRY.blockGap
  );
}

/** A table longer than a slide, cut into tables that each repeat the header. */
function splitTable(block: TableBlock, firstRoom: number, capacity: number): TableBlock[] {
  if (tableLines(block) <= firstRoom) return [block];
  const shares = tableColumnShares(block);
  const headerLines = rowLines(block.header, shares) + DECK_GEOMETRY.blockGap;
  const parts: TableBlock[] = [];
  let room = firstRoom >= headerLines + 2 ? firstRoom : capacity;
  let rows: string[][] = [];
  let used = headerLines;
  for (const row of block.rows) {
    const lines = rowLines(row, shares);
    if (rows.length > 0 && used + lines > room) {
      parts.push({ ...block, rows });
      rows = [];
      used = headerLines;
      room = capacity;
    }
    rows.push(row);
    used += lines;
  }
  parts.push({ ...block, rows });
  return parts;
}
