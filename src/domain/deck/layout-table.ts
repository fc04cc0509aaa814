import { SPACING } from './deck-geometry.ts';
import type { TableBlock, TableElement } from './deck-types.ts';
import { ELLIPSIS, measureStyle, textHeight } from './text-fit.ts';
import { textWidth, wrap } from './text-measure.ts';

const POINTS_PER_INCH = 72;
/** Table sizes in points, largest first: a wide or long table takes a smaller one. */
const TABLE_SIZES = [14, 12, 11, 10] as const;
/** A cell cut to this many characters when the table does not fit otherwise (notes hold it). */
const SHORT_CELL = 60;

export interface PlacedTable {
  element: TableElement;
  /** Rows left to the notes when not all fit. */
  hiddenRows: number;
  /** Whether a cell was shortened. */
  shortened: boolean;
}

/**
 * A table placed at `x, y` in at most `width` x `height` inches. Each column is at least as wide
 * as its longest word, so no word is ever split across lines of a cell ("Thr/eat"); a table too
 * wide or long at 14 pt takes a smaller size, then shorter cells, then shows its first rows
 * (`allowFewerRows`, at least `minimumRows`) with the rest left to the notes. Undefined when it
 * cannot be shown even so.
 */
export function placeTable(
  block: TableBlock,
  at: { x: number; y: number },
  room: { width: number; height: number },
  options: { allowFewerRows?: boolean; minimumRows?: number } = {},
): PlacedTable | undefined {
  const attempts = [
    ...TABLE_SIZES.map((size) => ({ size, block, shortened: false })),
    ...[12, 10].map((size) => ({ size, block: shortCells(block), shortened: true })),
  ];
  let last: { size: number; block: TableBlock; columns: number[]; shortened: boolean } | undefined;
  for (const attempt of attempts) {
    const columns = columnWidths(attempt.block, attempt.size, room.width);
    if (!columns) continue;
    const heights = rowHeights(attempt.block, attempt.size, columns);
    const total = heights.reduce((sum, height) => sum + height, 0);
    if (total <= room.height + 1e-9) {
      return {
        element: element(attempt.block, attempt.size, at, columns, heights),
        hiddenRows: 0,
        shortened: attempt.shortened,
      };
    }
    last = { ...attempt, columns };
  }
  if (!last || !options.allowFewerRows) return undefined;
  const heights = rowHeights(last.block, last.size, last.columns);
  let used = heights[0] ?? 0;
  let rows = 0;
  while (rows < last.block.rows.length && used + heights[rows + 1]! <= room.height + 1e-9) {
    used += heights[rows + 1]!;
    rows++;
  }
  if (rows < (options.minimumRows ?? 2)) return undefined;
  const shown = {
    ...last.block,
    rows: last.block.rows.slice(0, rows),
    ...(last.block.bold ? { bold: last.block.bold.slice(0, rows) } : {}),
  };
  return {
    element: element(shown, last.size, at, last.columns, heights.slice(0, rows + 1)),
    hiddenRows: last.block.rows.length - rows,
    shortened: last.shortened,
  };
}

function element(
  block: TableBlock,
  size: number,
  at: { x: number; y: number },
  columns: number[],
  heights: number[],
): TableElement {
  return {
    kind: 'table',
    box: {
      x: at.x,
      y: at.y,
      w: columns.reduce((sum, width) => sum + width, 0),
      h: heights.reduce((sum, height) => sum + height, 0),
    },
    size,
    header: block.header,
    rows: block.rows,
    bold: block.rows.map((_, index) => block.bold?.[index] === true),
    align: block.align,
    columns,
    rowHeights: heights,
  };
}

const cellsOf = (block: TableBlock) => [block.header, ...block.rows];

/**
 * Each column's width in inches, summing to `width`: at least its longest word (so no word
 * breaks), then the room left shared by how much more each column's longest line wants.
 * Undefined when the longest words alone are wider than the table may be.
 */
function columnWidths(block: TableBlock, size: number, width: number): number[] | undefined {
  const padding = 2 * SPACING.cellPaddingX;
  const count = block.header.length;
  const minimum = new Array<number>(count).fill(0);
  const wanted = new Array<number>(count).fill(0);
  cellsOf(block).forEach((row, rowIndex) => {
    const style = measureStyle(rowIndex === 0 ? 'tableHeader' : 'table', size);
    const bold = rowIndex > 0 && block.bold?.[rowIndex - 1] === true;
    for (let column = 0; column < count; column++) {
      const cell = row[column] ?? '';
      const measured = { ...style, bold: style.bold || bold };
      const words = wrap([{ text: cell }], measured, Number.POSITIVE_INFINITY);
      minimum[column] = Math.max(minimum[column]!, words.widestWord / POINTS_PER_INCH + padding);
      const line = textWidth(cell, measured) / POINTS_PER_INCH + padding;
      wanted[column] = Math.max(wanted[column]!, Math.min(line, width * 0.45));
    }
  });
  for (let column = 0; column < count; column++) {
    // A little room on top of the longest word: painters round and kern differently.
    minimum[column] = minimum[column]! * 1.04 + 0.02;
    wanted[column] = Math.max(wanted[column]!, minimum[column]!);
  }
  const least = minimum.reduce((sum, value) => sum + value, 0);
  if (least > width) return undefined;
  const want = wanted.reduce((sum, value) => sum + value, 0);
  if (want <= width) {
    // Everything fits on one line: the rest shared in proportion to what each wants.
    return wanted.map((value) => (value / want) * width);
  }
  const room = width - least;
  const extra = want - least;
  return minimum.map((value, column) => value + ((wanted[column]! - value) / extra) * room);
}

function rowHeights(block: TableBlock, size: number, columns: readonly number[]): number[] {
  const padding = 2 * SPACING.cellPaddingY;
  return cellsOf(block).map((row, rowIndex) => {
    const style = rowIndex === 0 ? 'tableHeader' : 'table';
    const bold = rowIndex > 0 && block.bold?.[rowIndex - 1] === true;
    const lines = row.map((cell, column) => {
      const width = (columns[column] ?? 0) - 2 * SPACING.cellPaddingX;
      return textHeight([{ text: cell, ...(bold ? { bold } : {}) }], style, size, width).height;
    });
    return Math.max(size / POINTS_PER_INCH, ...lines) * 1 + padding;
  });
}

function shortCells(block: TableBlock): TableBlock {
  const cut = (cell: string) => {
    if (cell.length <= SHORT_CELL) return cell;
    const space = cell.lastIndexOf(' ', SHORT_CELL);
    return `${cell.slice(0, space > SHORT_CELL / 2 ? space : SHORT_CELL).trimEnd()}${ELLIPSIS}`;
  };
  return { ...block, header: block.header.map(cut), rows: block.rows.map((row) => row.map(cut)) };
}
