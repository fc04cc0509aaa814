import type { Table } from 'mdast';
import { inlineText } from '../../domain/markdown-plain-text.ts';

/** What a column needs: its longest word (`min`) and its longest cell on one line (`max`). */
export interface ColumnNeed {
  min: number;
  max: number;
}

/**
 * Column widths from their content, filling `available`: every column gets its longest word
 * (no word is ever split, "Competito r") and the rest of the room goes to the columns whose text
 * would otherwise wrap, in proportion to how much more they want. A table whose words alone are
 * wider than the page is shared in proportion to them.
 */
export function fitColumnWidths(columns: readonly ColumnNeed[], available: number): number[] {
  if (columns.length === 0) return [];
  const min = columns.map((column) => Math.max(1, column.min));
  const max = columns.map((column, index) => Math.max(min[index]!, column.max));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const totalMax = sum(max);
  if (totalMax <= available) return max.map((width) => (width / totalMax) * available);
  const totalMin = sum(min);
  if (totalMin >= available) return min.map((width) => (width / totalMin) * available);
  const wants = max.map((width, index) => width - min[index]!);
  const totalWants = sum(wants);
  return min.map((width, index) => width + ((available - totalMin) * wants[index]!) / totalWants);
}

/**
 * A Markdown table's column need, measured by the format's own `measure` (its font, size and
 * unit): the header row and a total's cells (all strong) are set bold. Only a breaking space
 * ends a word (`96 148 €` never wraps); a cell's line breaks end its lines.
 */
export function measureColumn(
  table: Table,
  columnIndex: number,
  measure: (text: string, face: 'bold' | 'normal') => number,
): ColumnNeed {
  const header = table.children[0];
  let min = 0;
  let max = 0;
  for (const row of table.children) {
    const cell = row.children[columnIndex];
    if (!cell) continue;
    const strong =
      cell.children.length > 0 && cell.children.every((child) => child.type === 'strong');
    const face = row === header || strong ? 'bold' : 'normal';
    const text = inlineText(cell).trim();
    for (const word of text.split(/[ \t\n]+/)) min = Math.max(min, measure(word, face));
    for (const line of text.split('\n')) max = Math.max(max, measure(line, face));
  }
  return { min, max };
}
