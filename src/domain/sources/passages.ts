import { toStorableText } from '../stored-text.ts';
import { PASSAGE_MAX_CHARACTERS, PASSAGE_TARGET_CHARACTERS, type Passage } from './passage.ts';

/** A paragraph, heading or table as a reader extracted it, with the page or slide it is on. */
export interface TextBlock {
  text: string;
  kind?: 'paragraph' | 'heading';
  page?: number;
  slide?: number;
}

/** A heading starts a new passage once the current one holds at least this much. */
const HEADING_BREAK_CHARACTERS = 300;

interface Unit {
  /** A sentence or line with the whitespace that followed it, so joined units read as written. */
  raw: string;
  startsBlock: boolean;
  heading: boolean;
  /** On a block's first unit: the whole block's length, to decide whether it still fits. */
  blockLength: number;
}

/**
 * Packs blocks into passages of ~800-1,200 characters. Passages break between paragraphs where
 * they can, else between sentences, else between words; a heading opens a new passage rather
 * than ending one; a passage never spans two pages or slides, so its reference stays true.
 */
export function splitIntoPassages(blocks: readonly TextBlock[]): Passage[] {
  const passages: Passage[] = [];
  let group: TextBlock[] = [];
  for (const block of blocks) {
    const previous = group[0];
    if (previous && (previous.page !== block.page || previous.slide !== block.slide)) {
      passages.push(...packGroup(group));
      group = [];
    }
    group.push(block);
  }
  passages.push(...packGroup(group));
  return passages;
}

function packGroup(blocks: readonly TextBlock[]): Passage[] {
  const first = blocks[0];
  if (!first) return [];
  const location: Omit<Passage, 'text'> = {
    ...(first.page !== undefined ? { page: first.page } : {}),
    ...(first.slide !== undefined ? { slide: first.slide } : {}),
  };
  return packUnits(blocks.flatMap(blockUnits)).map((text) => ({ text, ...location }));
}

function blockUnits(block: TextBlock): Unit[] {
  const text = normaliseText(block.text);
  if (!text) return [];
  const heading = block.kind === 'heading';
  return splitIntoPieces(text, PASSAGE_MAX_CHARACTERS).map((raw, index) => ({
    raw,
    startsBlock: index === 0,
    heading,
    blockLength: index === 0 ? text.length : 0,
  }));
}

function packUnits(units: readonly Unit[]): string[] {
  const passages: string[] = [];
  let current = '';
  const flush = () => {
    const text = current.trim();
    if (text) passages.push(text);
    current = '';
  };
  for (const unit of units) {
    const length = current.trim().length;
    if (unit.startsBlock && length > 0) {
      const breakHere = unit.heading
        ? length >= HEADING_BREAK_CHARACTERS
        : length >= PASSAGE_TARGET_CHARACTERS &&
          length + 2 + unit.blockLength > PASSAGE_MAX_CHARACTERS;
      if (breakHere) flush();
    }
    const next =
      current && unit.startsBlock ? `${current.trimEnd()}\n\n${unit.raw}` : current + unit.raw;
    if (next.trim().length > PASSAGE_MAX_CHARACTERS) {
      flush();
      current = unit.raw;
    } else {
      current = next;
    }
  }
  flush();
  return passages;
}

/** One spreadsheet or CSV table: its rows with the numbers the spreadsheet shows. */
export interface TableInput {
  sheet?: string;
  rows: readonly { row: number; cells: readonly string[] }[];
}

/**
 * Rows become readable lines: with a header, `Year: 2024; Revenue: 1,200,000`, so every passage
 * carries the meaning of its numbers; without one, `2024 | 1,200,000`. Lines are packed into
 * passages of at most 1,200 characters that keep the sheet and the row range they cover.
 */
export function tablePassages(table: TableInput): Passage[] {
  const rows = table.rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  const header = looksLikeHeader(rows.map((row) => row.cells))
    ? rows[0]!.cells.map(normaliseCell)
    : undefined;
  const body = header ? rows.slice(1) : rows;
  const passages: Passage[] = [];
  let lines: string[] = [];
  let first = 0;
  let last = 0;
  const sheet = table.sheet !== undefined ? { sheet: table.sheet } : {};
  const flush = () => {
    if (lines.length > 0)
      passages.push({ text: lines.join('\n'), ...sheet, rowRange: { first, last } });
    lines = [];
  };
  for (const { row, cells } of body) {
    const line = tableRowText(cells, header);
    if (!line) continue;
    const length = lines.reduce((sum, text) => sum + text.length + 1, 0);
    if (lines.length > 0 && length + line.length > PASSAGE_MAX_CHARACTERS) flush();
    if (line.length > PASSAGE_MAX_CHARACTERS) {
      for (const piece of splitIntoPieces(line, PASSAGE_MAX_CHARACTERS)) {
        passages.push({ text: piece.trim(), ...sheet, rowRange: { first: row, last: row } });
      }
      continue;
    }
    if (lines.length === 0) first = row;
    lines.push(line);
    last = row;
  }
  flush();
  return passages;
}

/** `Header: value; Header: value` (empty cells left out), or the cells joined by ` | `. */
export function tableRowText(cells: readonly string[], header?: readonly string[]): string {
  const values = cells.map(normaliseCell);
  if (!header) return values.filter(Boolean).join(' | ');
  return values
    .map((value, index) => {
      if (!value) return '';
      const name = header[index];
      return name ? `${name}: ${value}` : value;
    })
    .filter(Boolean)
    .join('; ');
}

const NUMERIC_CELL = /^[-+]?[$€£¥]?\s?[\d.,]+\s?%?$/;

/** A first row of two or more labels, none of them a number, above at least one other row. */
export function looksLikeHeader(rows: readonly (readonly string[])[]): boolean {
  const [first, second] = rows;
  if (!first || !second) return false;
  const labels = first.map(normaliseCell).filter(Boolean);
  return labels.length >= 2 && labels.every((label) => !NUMERIC_CELL.test(label));
}

function normaliseCell(cell: string): string {
  return toStorableText(cell).replace(/\s+/g, ' ').trim();
}

/**
 * NUL, broken Unicode and control characters out; runs of spaces and tabs become one space;
 * lines trimmed; more than one blank line becomes one.
 */
export function normaliseText(text: string): string {
  return (
    toStorableText(text)
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
      .replace(/[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

const sentenceSegmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });

/**
 * The text cut into sentences (each with its trailing whitespace) no longer than `max`; a longer
 * sentence is cut between words, and a longer word is cut where it must be.
 */
export function splitIntoPieces(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const pieces: string[] = [];
  for (const { segment } of sentenceSegmenter.segment(text)) {
    if (segment.trim().length <= max) pieces.push(segment);
    else pieces.push(...splitAtWords(segment, max));
  }
  return pieces;
}

function splitAtWords(text: string, max: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const word of text.match(/\S+\s*/g) ?? []) {
    if (word.trim().length > max) {
      if (current) pieces.push(current);
      current = '';
      pieces.push(...hardCut(word, max));
    } else if ((current + word).trim().length > max) {
      pieces.push(current);
      current = word;
    } else {
      current += word;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

function hardCut(text: string, max: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + max);
    // Never split a surrogate pair: the half would be stored as U+FFFD.
    if (end < text.length && /[\ud800-\udbff]/.test(text[end - 1]!)) end -= 1;
    pieces.push(text.slice(start, end));
    start = end;
  }
  return pieces;
}
