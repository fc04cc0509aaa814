import type { ExportModel } from './export-document.ts';
import { drawnTextWidth } from './fonts.ts';
import { type PdfBlocks, RTL_SLACK } from './pdf-content.ts';
import type { PdfTheme } from './pdf-theme.ts';
import type { PdfContent } from './pdf-types.ts';

export interface ContentsEntry {
  title: string;
  /** The `id` of the node the entry points to; its page is printed. */
  target: string;
  level: 0 | 1;
}

// pdfmake prints a page reference into "00000" (its placeholder), so the column fits five digits.
const NUMBER_WIDTH = 34;
const GAP = 5;
const INDENT = 14;

/**
 * The contents: every part and section with a dot leader to the page it starts on, each entry
 * a link. pdfmake's own table of contents draws no leaders, so the title is measured and the
 * dots fill exactly the room between it and the page number.
 */
export function pdfContents(
  model: ExportModel,
  entries: readonly ContentsEntry[],
  width: number,
  theme: PdfTheme,
  blocks: PdfBlocks,
): PdfContent[] {
  // A row is kept whole: a page break inside it left its dots on one page, its title on the next.
  const rows = entries.map(
    (entry): PdfContent => ({ stack: [contentsRow(entry)], unbreakable: true }),
  );
  function contentsRow(entry: ContentsEntry): PdfContent {
    const group = entry.level === 0;
    const size = group ? 10.5 : 9.5;
    const face = group ? 'bold' : 'normal';
    const indent = group ? 0 : INDENT;
    const room = width - indent - NUMBER_WIDTH - 2 * GAP;
    const measured = drawnTextWidth(entry.title, theme.bodyFont, face, size, model.language);
    const titleWidth = Math.min(room - 16, Math.ceil(measured / RTL_SLACK) + 2);
    const dotsWidth = Math.max(0, room - titleWidth);
    const colour = group ? theme.headingColour : theme.text;
    const columns: PdfContent[] = [
      {
        width: titleWidth,
        text: blocks.wrappedText(entry.title, size, titleWidth, group ? { bold: true } : {}),
        linkToDestination: entry.target,
        fontSize: size,
        bold: group,
        color: colour,
      },
      {
        width: dotsWidth,
        canvas: [
          {
            type: 'line',
            x1: 0,
            y1: size * 0.95,
            x2: dotsWidth,
            y2: size * 0.95,
            lineWidth: 0.9,
            lineColor: '#9AA3AE',
            dash: { length: 0.01, space: 3 },
            lineCap: 'round',
          },
        ],
      },
      {
        width: NUMBER_WIDTH,
        text: '00',
        pageReference: entry.target,
        linkToDestination: entry.target,
        alignment: blocks.rtl ? 'left' : 'right',
        fontSize: size,
        bold: group,
        color: colour,
      },
    ];
    // Right to left, the title is on the right, indented from it, and the page on the left.
    return {
      columns: blocks.rtl ? columns.reverse() : columns,
      columnGap: GAP,
      margin: blocks.rtl ? [0, group ? 9 : 2.5, indent, 0] : [indent, group ? 9 : 2.5, 0, 0],
    };
  }
  return [
    { text: blocks.text(model.labels.contents), style: 'partTitle', pageBreak: 'before' },
    ...rows,
  ];
}
