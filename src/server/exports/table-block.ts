import type { Table } from 'mdast';
import type { ExportBlock } from './export-document.ts';

type TableBlock = Extract<ExportBlock, { kind: 'table' }>;

/**
 * A table block (the financial statements) as a Markdown table, so the PDF and Word draw it with
 * the same design as a section's tables: the brand's header row, thin rules, numbers on the side
 * asked for; a total's cells are strong, so bold.
 */
export function tableBlockAsMarkdown(block: TableBlock): Table {
  return {
    type: 'table',
    align: block.align,
    children: [block.header, ...block.rows].map((row, rowIndex) => ({
      type: 'tableRow',
      children: row.map((cell) => ({
        type: 'tableCell',
        children:
          rowIndex > 0 && block.totals?.[rowIndex - 1]
            ? [{ type: 'strong', children: [{ type: 'text', value: cell }] }]
            : [{ type: 'text', value: cell }],
      })),
    })),
  };
}
