import type { List, ListItem, Nodes, Paragraph, PhrasingContent, RootContent, Table } from 'mdast';
import { CODE_FONT } from './pdf-fonts.ts';
import type { PdfContent, PdfInline, PdfTableLayout, PdfText } from './pdf-types.ts';
import { inlineText } from './plain-text.ts';
import { isAbsoluteUrl } from './report-cover.ts';

const LINK_COLOUR = '#1a56db';
const RULE_COLOUR = '#b0b0b0';
const CODE_BACKGROUND = '#f2f2f2';

/** Sanitised section Markdown as pdfmake content: real headings, lists, tables and links. */
export function blocksToPdf(blocks: RootContent[], contentWidth: number): PdfContent[] {
  const content: PdfContent[] = [];
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index]!;
    const next = blocks[index + 1];
    if (block.type === 'heading' && next && fitsBesideHeading(next)) {
      // Keeps a heading off the foot of a page by binding it to its first paragraph.
      content.push({
        stack: [blockToPdf(block, contentWidth), blockToPdf(next, contentWidth)],
        unbreakable: true,
      });
      index++;
      continue;
    }
    content.push(blockToPdf(block, contentWidth));
  }
  return content;
}

/** Room for roughly 15 lines: well under a page, so the pair always fits on the next one. */
const SHORT_PARAGRAPH_CHARACTERS = 1_200;
const CHARACTERS_PER_LINE = 90;

/**
 * pdfmake drops an unbreakable block taller than a page without a word, so only a paragraph
 * that surely fits is bound to the heading above it.
 */
export function fitsBesideHeading(node: RootContent): node is Paragraph {
  if (node.type !== 'paragraph') return false;
  const lineBreaks = node.children.filter((child) => child.type === 'break').length;
  return inlineText(node).length + lineBreaks * CHARACTERS_PER_LINE <= SHORT_PARAGRAPH_CHARACTERS;
}

function blockToPdf(node: RootContent, contentWidth: number): PdfContent {
  switch (node.type) {
    case 'heading':
      return { text: inlines(node.children), style: `heading${node.depth}` };
    case 'paragraph':
      return { text: inlines(node.children), style: 'paragraph' };
    case 'list':
      return listToPdf(node, contentWidth);
    case 'table':
      return tableToPdf(node);
    case 'blockquote':
      return {
        table: { widths: ['*'], body: [[{ stack: blocksToPdf(node.children, contentWidth) }]] },
        layout: QUOTE_LAYOUT,
        style: 'quote',
      };
    case 'code':
      return {
        table: {
          widths: ['*'],
          body: [[{ text: node.value, font: CODE_FONT, fontSize: 9, preserveLeadingSpaces: true }]],
        },
        layout: CODE_LAYOUT,
        style: 'block',
      };
    case 'thematicBreak':
      return {
        canvas: [
          {
            type: 'line',
            x1: 0,
            y1: 0,
            x2: contentWidth,
            y2: 0,
            lineWidth: 0.5,
            lineColor: RULE_COLOUR,
          },
        ],
        style: 'block',
      };
    case 'footnoteDefinition':
      return {
        stack: [
          { text: `[${node.label ?? node.identifier}]`, bold: true },
          ...blocksToPdf(node.children, contentWidth),
        ],
        style: 'footnote',
      };
    default:
      return { text: inlines(phrasingOf(node)), style: 'paragraph' };
  }
}

function listToPdf(list: List, contentWidth: number, nested = false): PdfContent {
  const items = list.children.map((item) => listItemToPdf(item, contentWidth));
  // Only the outermost list keeps space below it; a nested one runs on into its parent's items.
  const style = nested ? {} : { style: 'list' };
  return list.ordered ? { ol: items, start: list.start ?? 1, ...style } : { ul: items, ...style };
}

function listItemToPdf(item: ListItem, contentWidth: number): PdfContent {
  const task = item.checked === true ? '☑ ' : item.checked === false ? '☐ ' : '';
  const [first, ...rest] = item.children;
  const lead: PdfContent =
    first?.type === 'paragraph' ? { text: [task, ...inlines(first.children)] } : { text: task };
  const blocks = first?.type === 'paragraph' ? rest : item.children;
  if (blocks.length === 0) return lead;
  const following = blocks.flatMap((block) =>
    block.type === 'list'
      ? [listToPdf(block, contentWidth, true)]
      : blocksToPdf([block], contentWidth),
  );
  return { stack: [lead, ...following] };
}

function tableToPdf(table: Table): PdfContent {
  const columns = Math.max(...table.children.map((row) => row.children.length), 1);
  const body = table.children.map((row, rowIndex) =>
    Array.from({ length: columns }, (_, columnIndex): PdfContent => {
      const cell = row.children[columnIndex];
      return {
        text: cell ? inlines(cell.children) : '',
        bold: rowIndex === 0,
        alignment: table.align?.[columnIndex] ?? 'left',
      };
    }),
  );
  // headerRows repeats the header row on every page the table runs onto.
  return {
    table: { headerRows: 1, widths: Array(columns).fill('*'), body },
    layout: TABLE_LAYOUT,
    style: 'table',
  };
}

type InlineStyle = Omit<PdfText, 'text'>;

/**
 * Phrasing as a flat run of styled pieces: pdfmake does not pass a style down to nested text
 * arrays (its issue 1174), so each piece carries the bold, italics or link it sits in.
 */
export function inlines(nodes: PhrasingContent[], style: InlineStyle = {}): PdfInline[] {
  return nodes.flatMap((node) => inline(node, style));
}

function piece(text: string, style: InlineStyle): PdfInline {
  return Object.keys(style).length === 0 ? text : { ...style, text };
}

function inline(node: PhrasingContent, style: InlineStyle): PdfInline[] {
  switch (node.type) {
    case 'text':
      return [piece(node.value, style)];
    case 'strong':
      return inlines(node.children, { ...style, bold: true });
    case 'emphasis':
      return inlines(node.children, { ...style, italics: true });
    case 'delete':
      return inlines(node.children, { ...style, decoration: 'lineThrough' });
    case 'inlineCode':
      return [piece(node.value, { ...style, font: CODE_FONT, background: CODE_BACKGROUND })];
    case 'break':
      return ['\n'];
    case 'link':
      return isAbsoluteUrl(node.url)
        ? inlines(node.children, {
            decoration: 'underline',
            ...style,
            link: node.url,
            color: LINK_COLOUR,
          })
        : inlines(node.children, style);
    case 'footnoteReference':
      return [piece(`[${node.label ?? node.identifier}]`, { ...style, sup: true })];
    default:
      return inlines(phrasingOf(node), style);
  }
}

/** Anything the sanitiser let through that has no layout of its own is shown as its text. */
function phrasingOf(node: Nodes): PhrasingContent[] {
  if ('children' in node) return (node.children as Nodes[]).filter(isPhrasing);
  return 'value' in node ? [{ type: 'text', value: node.value }] : [];
}

function isPhrasing(node: Nodes): node is PhrasingContent {
  return [
    'text',
    'strong',
    'emphasis',
    'delete',
    'inlineCode',
    'break',
    'link',
    'footnoteReference',
  ].includes(node.type);
}

const TABLE_LAYOUT: PdfTableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => RULE_COLOUR,
  vLineColor: () => RULE_COLOUR,
  fillColor: (rowIndex) => (rowIndex === 0 ? '#eef1f5' : null),
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

const QUOTE_LAYOUT: PdfTableLayout = {
  hLineWidth: () => 0,
  vLineWidth: (index) => (index === 0 ? 2 : 0),
  vLineColor: () => RULE_COLOUR,
  paddingLeft: () => 10,
  paddingRight: () => 0,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

const CODE_LAYOUT: PdfTableLayout = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  fillColor: () => CODE_BACKGROUND,
  paddingLeft: () => 6,
  paddingRight: () => 6,
  paddingTop: () => 4,
  paddingBottom: () => 4,
};
