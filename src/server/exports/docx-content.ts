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
import { isAbsoluteUrl } from './report-cover.ts';

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

const CODE_FONT = 'Consolas';
const RULE_COLOUR = 'B0B0B0';
const BULLETS = ['•', '◦', '▪'];
const INDENT_STEP = 360;

interface RunFormat {
  bold?: boolean;
  italics?: boolean;
  strike?: boolean;
  code?: boolean;
  hyperlink?: boolean;
}

interface BlockContext {
  /** Numbers lists apart: every Markdown list restarts its numbering in Word. */
  nextListInstance: () => number;
  quoted?: boolean;
}

export function createBlockContext(): BlockContext {
  let instance = 0;
  return { nextListInstance: () => ++instance };
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
      return [tableToDocx(node), new Paragraph({ spacing: { after: 0 } })];
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
  if (!context.quoted) return new Paragraph({ children });
  return new Paragraph({
    children,
    indent: { left: INDENT_STEP },
    border: { left: { style: BorderStyle.SINGLE, size: 12, color: RULE_COLOUR, space: 8 } },
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

function tableToDocx(table: MarkdownTable): Table {
  const columns = Math.max(...table.children.map((row) => row.children.length), 1);
  const columnWidth = Math.floor(DOCX_CONTENT_WIDTH / columns);
  const alignments = {
    left: AlignmentType.LEFT,
    center: AlignmentType.CENTER,
    right: AlignmentType.RIGHT,
  };
  return new Table({
    width: { size: DOCX_CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: Array(columns).fill(columnWidth),
    rows: table.children.map(
      (row, rowIndex) =>
        new TableRow({
          // Word repeats a header row on every page the table runs onto.
          tableHeader: rowIndex === 0,
          children: Array.from({ length: columns }, (_, columnIndex) => {
            const cell = row.children[columnIndex];
            const align = table.align?.[columnIndex];
            return new TableCell({
              width: { size: columnWidth, type: WidthType.DXA },
              ...(rowIndex === 0
                ? { shading: { type: ShadingType.CLEAR, fill: 'EEF1F5', color: 'auto' } }
                : {}),
              children: [
                new Paragraph({
                  ...(align ? { alignment: alignments[align] } : {}),
                  children: cell ? runs(cell.children, { bold: rowIndex === 0 }) : [],
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
  return new TextRun({
    text,
    ...(format.bold ? { bold: true } : {}),
    ...(format.italics ? { italics: true } : {}),
    ...(format.strike ? { strike: true } : {}),
    ...(format.code ? { font: CODE_FONT } : {}),
    ...(format.hyperlink ? { style: 'Hyperlink' } : {}),
  });
}
