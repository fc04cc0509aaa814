import {
  AlignmentType,
  BorderStyle,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  type NumberingDefinition,
  Paragraph,
  type ParagraphChild,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { List, ListItem, Table as MarkdownTable, PhrasingContent, RootContent } from 'mdast';
import { isAbsoluteUrl } from '../../domain/url-policy.ts';
import { drawnTextWidth, type FontFamily } from './fonts.ts';
import { fitColumnWidths, measureColumn } from './table-widths.ts';

export type DocxBlock = Paragraph | Table;

/** A4 less the spec's 20 mm margins, in twentieths of a point. */
export const DOCX_CONTENT_WIDTH = 11_906 - 2 * 1_134;

const HEADINGS = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
  4: HeadingLevel.HEADING_4,
  5: HeadingLevel.HEADING_5,
  6: HeadingLevel.HEADING_6,
} as const;

const CODE_FONT = 'DejaVu Sans Mono';
const RULE_COLOUR = 'D4D9E0';
/** Table text in half-points (9.5 pt) and cell padding in twentieths of a point. */
const TABLE_TEXT_SIZE = 19;
const CELL_PADDING = 100;

/** The brand kit as Word colours (hex without `#`) and fonts. */
export interface DocxTheme {
  bodyFont: FontFamily;
  primary: string;
  onPrimary: string;
  zebra: string;
  accent: string;
  calloutFill: string;
  /** A right-to-left document: its paragraphs are bidi, so Word reads `left`/`right` as start/end. */
  rightToLeft?: boolean;
  /** A firm's template table style (issue 31): tables take its borders and shading, not ours. */
  tableStyle?: string;
  /** The text's width in twips: A4 less 20 mm margins, or a firm template's page less its own. */
  contentWidth: number;
}
const BULLETS = ['•', '◦', '▪'];
const INDENT_STEP = 360;

interface RunFormat {
  size?: number;
  color?: string;
  bold?: boolean;
  italics?: boolean;
  strike?: boolean;
  code?: boolean;
  hyperlink?: boolean;
}

interface BlockContext {
  theme: DocxTheme;
  /** Numbers lists apart: every Markdown list restarts its numbering in Word. */
  nextListInstance: () => number;
  quoted?: boolean;
}

export function createBlockContext(theme: DocxTheme): BlockContext {
  let instance = 0;
  return { theme, nextListInstance: () => ++instance };
}

/** Sanitised section Markdown as Word blocks: Heading styles, real lists, tables, hyperlinks. */
export function blocksToDocx(blocks: RootContent[], context: BlockContext): DocxBlock[] {
  return blocks.flatMap((block) => blockToDocx(block, context));
}

function blockToDocx(node: RootContent, context: BlockContext): DocxBlock[] {
  switch (node.type) {
    case 'heading':
      return [new Paragraph({ heading: HEADINGS[node.depth], children: runs(node.children) })];
    case 'paragraph':
      return [paragraph(runs(node.children), context)];
    case 'list':
      return listToDocx(node, 0, context);
    case 'table':
      // Word puts no space after a table: an empty paragraph keeps the next block off it.
      return [tableToDocx(node, context.theme), new Paragraph({ spacing: { after: 0 } })];
    case 'blockquote':
      return blocksToDocx(node.children, { ...context, quoted: true });
    case 'code':
      return [codeBlock(node.value)];
    case 'thematicBreak':
      return [
        new Paragraph({
          border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: RULE_COLOUR, space: 1 } },
        }),
      ];
    case 'footnoteDefinition': {
      const label = new TextRun({ text: `[${node.label ?? node.identifier}] `, bold: true });
      const [first, ...rest] = node.children;
      return first?.type === 'paragraph'
        ? [paragraph([label, ...runs(first.children)], context), ...blocksToDocx(rest, context)]
        : [paragraph([label], context), ...blocksToDocx(node.children, context)];
    }
    case 'definition':
      return [];
    default:
      return 'children' in node
        ? [paragraph(runs(node.children as PhrasingContent[]), context)]
        : [];
  }
}

function paragraph(children: ParagraphChild[], context: BlockContext): Paragraph {
  return context.quoted ? calloutParagraph(children, context.theme) : new Paragraph({ children });
}

/** A quote as a callout: tinted, with the accent colour's bar on its left. */
export function calloutParagraph(
  children: ParagraphChild[],
  theme: DocxTheme,
  options: { first?: boolean; last?: boolean } = {},
): Paragraph {
  return new Paragraph({
    children,
    indent: { left: 240, right: 120 },
    shading: { type: ShadingType.CLEAR, fill: theme.calloutFill, color: 'auto' },
    spacing: { before: options.first ? 120 : 0, after: options.last === false ? 0 : 160 },
    border: { left: { style: BorderStyle.SINGLE, size: 24, color: theme.accent, space: 10 } },
  });
}

function listToDocx(list: List, level: number, context: BlockContext): DocxBlock[] {
  const reference = list.ordered ? orderedList(list.start ?? 1) : BULLET_LIST;
  const instance = context.nextListInstance();
  return list.children.flatMap((item) =>
    listItemToDocx(item, { reference, level, instance }, context),
  );
}

function listItemToDocx(
  item: ListItem,
  numbering: { reference: NumberingDefinition; level: number; instance: number },
  context: BlockContext,
): DocxBlock[] {
  const task = item.checked === true ? '☑ ' : item.checked === false ? '☐ ' : '';
  const [first, ...rest] = item.children;
  const leadRuns = first?.type === 'paragraph' ? runs(first.children) : [];
  const blocks: DocxBlock[] = [
    new Paragraph({
      numbering,
      spacing: { after: 60 },
      children: task ? [new TextRun(task), ...leadRuns] : leadRuns,
    }),
  ];
  const more = first?.type === 'paragraph' ? rest : item.children;
  for (const child of more) {
    if (child.type === 'list') {
      blocks.push(...listToDocx(child, Math.min(numbering.level + 1, 8), context));
    } else if (child.type === 'paragraph') {
      blocks.push(
        new Paragraph({
          children: runs(child.children),
          indent: { left: INDENT_STEP * (numbering.level + 2) },
        }),
      );
    } else {
      blocks.push(...blockToDocx(child, context));
    }
  }
  return blocks;
}

function levels(format: (typeof LevelFormat)[keyof typeof LevelFormat], start: number) {
  return Array.from({ length: 9 }, (_, level) => ({
    level,
    format,
    start,
    text:
      format === LevelFormat.BULLET ? (BULLETS[level % BULLETS.length] ?? '•') : `%${level + 1}.`,
    alignment: AlignmentType.START,
    style: { paragraph: { indent: { left: INDENT_STEP * (level + 2), hanging: INDENT_STEP } } },
  }));
}

const BULLET_LIST: NumberingDefinition = {
  reference: 'bullet-list',
  levels: levels(LevelFormat.BULLET, 1),
};

/** One numbering definition per start number: Markdown may open a list at "3.". */
function orderedList(start: number): NumberingDefinition {
  return { reference: `ordered-list-${start}`, levels: levels(LevelFormat.DECIMAL, start) };
}

function tableToDocx(table: MarkdownTable, theme: DocxTheme): Table {
  const columns = Math.max(...table.children.map((row) => row.children.length), 1);
  const twips = (points: number) => points * 20;
  const widths = fitColumnWidths(
    Array.from({ length: columns }, (_, columnIndex) => {
      const { min, max } = measureColumn(table, columnIndex, (text, face) =>
        drawnTextWidth(text, theme.bodyFont, face, TABLE_TEXT_SIZE / 2),
      );
      // Slack for Word's own measuring: the longest word must never wrap.
      return { min: twips(min) * 1.08 + 60, max: twips(max) * 1.08 + 60 };
    }),
    theme.contentWidth - columns * 2 * CELL_PADDING,
  ).map((width) => Math.floor(width + 2 * CELL_PADDING));
  // In a bidi paragraph Word and LibreOffice take `left` and `right` as its start and end: a
  // column of amounts asked to sit on the right is `left` there.
  const alignments = theme.rightToLeft
    ? { left: AlignmentType.RIGHT, center: AlignmentType.CENTER, right: AlignmentType.LEFT }
    : { left: AlignmentType.LEFT, center: AlignmentType.CENTER, right: AlignmentType.RIGHT };
  const none = { style: BorderStyle.NONE, size: 0, color: 'auto' };
  const rule = { style: BorderStyle.SINGLE, size: 4, color: RULE_COLOUR };
  const styled = theme.tableStyle !== undefined;
  return new Table({
    width: { size: widths.reduce((sum, width) => sum + width, 0), type: WidthType.DXA },
    columnWidths: widths,
    ...(styled
      ? { style: theme.tableStyle, borders: {} }
      : {
          borders: {
            top: none,
            left: none,
            right: none,
            bottom: rule,
            insideHorizontal: rule,
            insideVertical: none,
          },
        }),
    rows: table.children.map(
      (row, rowIndex) =>
        new TableRow({
          // Word repeats a header row on every page the table runs onto.
          tableHeader: rowIndex === 0,
          cantSplit: true,
          children: Array.from({ length: columns }, (_, columnIndex) => {
            const cell = row.children[columnIndex];
            const align = table.align?.[columnIndex];
            const fill = styled
              ? ''
              : rowIndex === 0
                ? theme.primary
                : rowIndex % 2 === 0
                  ? theme.zebra
                  : '';
            return new TableCell({
              width: { size: widths[columnIndex] ?? 0, type: WidthType.DXA },
              margins: { left: CELL_PADDING, right: CELL_PADDING, top: 60, bottom: 60 },
              ...(fill ? { shading: { type: ShadingType.CLEAR, fill, color: 'auto' } } : {}),
              children: [
                new Paragraph({
                  spacing: { after: 0, line: 252 },
                  ...(align ? { alignment: alignments[align] } : {}),
                  children: cell
                    ? runs(cell.children, {
                        bold: rowIndex === 0,
                        size: TABLE_TEXT_SIZE,
                        ...(rowIndex === 0 && !styled ? { color: theme.onPrimary } : {}),
                      })
                    : [],
                }),
              ],
            });
          }),
        }),
    ),
  });
}

function codeBlock(value: string): Paragraph {
  const lines = value.split('\n');
  return new Paragraph({
    shading: { type: ShadingType.CLEAR, fill: 'F2F2F2', color: 'auto' },
    children: lines.map(
      (line, index) =>
        new TextRun({ text: line, font: CODE_FONT, size: 18, ...(index > 0 ? { break: 1 } : {}) }),
    ),
  });
}

export function runs(nodes: PhrasingContent[], format: RunFormat = {}): ParagraphChild[] {
  return nodes.flatMap((node) => inlineToDocx(node, format));
}

function inlineToDocx(node: PhrasingContent, format: RunFormat): ParagraphChild[] {
  switch (node.type) {
    case 'text':
      return [textRun(node.value, format)];
    case 'inlineCode':
      return [textRun(node.value, { ...format, code: true })];
    case 'strong':
      return runs(node.children, { ...format, bold: true });
    case 'emphasis':
      return runs(node.children, { ...format, italics: true });
    case 'delete':
      return runs(node.children, { ...format, strike: true });
    case 'break':
      return [new TextRun({ text: '', break: 1 })];
    case 'link': {
      if (!isAbsoluteUrl(node.url)) return runs(node.children, format);
      const children = runs(node.children, { ...format, hyperlink: true });
      return [new ExternalHyperlink({ link: node.url, children })];
    }
    case 'footnoteReference':
      return [new TextRun({ text: `[${node.label ?? node.identifier}]`, superScript: true })];
    default:
      return 'children' in node ? runs(node.children as PhrasingContent[], format) : [];
  }
}

function textRun(text: string, format: RunFormat): TextRun {
  // The complex-script twins too: Word sets right-to-left text, and a number led by a bidi
  // mark, in them, so without them a table's negative amounts came out smaller and not bold.
  return new TextRun({
    text,
    ...(format.size ? { size: format.size, sizeComplexScript: format.size } : {}),
    ...(format.color ? { color: format.color } : {}),
    ...(format.bold ? { bold: true, boldComplexScript: true } : {}),
    ...(format.italics ? { italics: true, italicsComplexScript: true } : {}),
    ...(format.strike ? { strike: true } : {}),
    ...(format.code ? { font: CODE_FONT } : {}),
    ...(format.hyperlink ? { style: 'Hyperlink' } : {}),
  });
}
