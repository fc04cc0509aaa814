import type { List, ListItem, Nodes, Paragraph, PhrasingContent, RootContent, Table } from 'mdast';
import { inlineText } from '../../domain/markdown-plain-text.ts';
import type { Language } from '../../domain/strategy-limits.ts';
import { isAbsoluteUrl } from '../../domain/url-policy.ts';
import {
  CODE_FAMILY,
  drawnTextWidth,
  type FontFamily,
  faceCovers,
  splitByCoverage,
  textWidth,
} from './fonts.ts';
import { type MeasureText, visualLines } from './pdf-bidi.ts';
import type { PdfTheme } from './pdf-theme.ts';
import type { PdfContent, PdfInline, PdfTableLayout, PdfText } from './pdf-types.ts';
import { fitColumnWidths, measureColumn } from './table-widths.ts';

const TABLE_FONT_SIZE = 9;
const TABLE_PADDING = 5;
const BODY_FONT_SIZE = 10;
const HEADING_FONT_SIZES: Record<number, number> = { 3: 13, 4: 11.5, 5: 10.5, 6: 10 };
/**
 * Right-to-left lines are broken here at this share of the width: pdfmake must never break a
 * line already in visual order again (it would put its end first). Words are measured shaped,
 * as pdfkit sets them, so the share only absorbs rounding.
 */
export const RTL_SLACK = 0.98;

/** The strategy's language (which CJK face draws Han) and whether its text runs right to left. */
export interface PdfScript {
  language?: Language;
  rtl?: boolean;
}

type InlineStyle = Omit<PdfText, 'text'>;

/**
 * Sanitised section Markdown as pdfmake content: real headings, lists, tables sized to their
 * content, callouts for quotes, links; text in a glyph the brand font lacks falls back per run.
 */
export class PdfBlocks {
  constructor(
    private readonly theme: PdfTheme,
    private readonly width: number,
    private readonly script: PdfScript = {},
  ) {}

  get rtl(): boolean {
    return this.script.rtl === true;
  }

  blocks(blocks: RootContent[]): PdfContent[] {
    const content: PdfContent[] = [];
    for (let index = 0; index < blocks.length; index++) {
      const block = blocks[index]!;
      const next = blocks[index + 1];
      if (block.type === 'heading' && next && fitsBesideHeading(next)) {
        // Keeps a heading off the foot of a page by binding it to its first paragraph.
        content.push({ stack: [this.block(block), this.block(next)], unbreakable: true });
        index++;
        continue;
      }
      content.push(this.block(block));
    }
    return content;
  }

  /** Text a person typed, never read as Markdown. */
  text(text: string, style: InlineStyle = {}): PdfInline[] {
    const pieces = this.piece(text, style);
    if (!this.rtl) return pieces;
    return visualLines(pieces, this.measure(BODY_FONT_SIZE)).flatMap((line, index) =>
      index === 0 ? line : ['\n', ...line],
    );
  }

  /**
   * Text a person typed in lines that fit `width` at `fontSize`: right to left, broken here and
   * each line in visual order (pdfmake keeps the breaks); left to right, pdfmake breaks it.
   */
  wrappedText(text: string, fontSize: number, width: number, style: InlineStyle = {}): PdfInline[] {
    const pieces = this.piece(text, style);
    if (!this.rtl) return pieces;
    return visualLines(pieces, this.measure(fontSize), width * RTL_SLACK).flatMap((line, index) =>
      index === 0 ? line : ['\n', ...line],
    );
  }

  /** A paragraph a person typed, wrapped in the page's width. */
  paragraph(text: string): PdfContent {
    return this.flow(this.piece(text, {}), 'paragraph', BODY_FONT_SIZE, this.width);
  }

  /**
   * Text that may wrap. Right to left, it is broken into lines here and each line is put in
   * visual order (`pdf-bidi.ts`), since pdfmake sets lines left to right.
   */
  private flow(
    inlines: PdfInline[],
    style: string | undefined,
    fontSize: number,
    width: number,
  ): PdfContent {
    const styled = style ? { style } : {};
    if (!this.rtl) return { text: inlines, ...styled };
    const lines = visualLines(inlines, this.measure(fontSize), width * RTL_SLACK);
    return { stack: lines.map((line) => ({ text: line.length > 0 ? line : ' ' })), ...styled };
  }

  private measure(fontSize: number): MeasureText {
    return (text, style) =>
      textWidth(
        text,
        (style?.font as FontFamily | undefined) ?? this.theme.bodyFont,
        style?.bold ? 'bold' : 'normal',
        style?.fontSize ?? fontSize,
      );
  }

  block(node: RootContent): PdfContent {
    switch (node.type) {
      case 'heading': {
        const family = node.depth === 3 ? this.theme.headingFont : this.theme.bodyFont;
        return this.flow(
          this.inlines(node.children, {}, family),
          `heading${node.depth}`,
          HEADING_FONT_SIZES[node.depth] ?? BODY_FONT_SIZE,
          this.width,
        );
      }
      case 'paragraph':
        return this.flow(this.inlines(node.children), 'paragraph', BODY_FONT_SIZE, this.width);
      case 'list':
        return this.list(node);
      case 'table':
        return this.table(node);
      case 'blockquote':
        return this.callout(this.blocks(node.children));
      case 'code':
        return {
          table: {
            widths: ['*'],
            body: [
              [
                {
                  text: this.piece(node.value, { font: CODE_FAMILY }),
                  fontSize: 8.5,
                  preserveLeadingSpaces: true,
                },
              ],
            ],
          },
          layout: this.codeLayout(),
          style: 'block',
        };
      case 'thematicBreak':
        return {
          canvas: [
            {
              type: 'line',
              x1: 0,
              y1: 0,
              x2: this.width,
              y2: 0,
              lineWidth: 0.5,
              lineColor: this.theme.rule,
            },
          ],
          style: 'block',
        };
      case 'footnoteDefinition':
        return {
          stack: [
            { text: `[${node.label ?? node.identifier}]`, bold: true },
            ...this.blocks(node.children),
          ],
          style: 'footnote',
        };
      default:
        return this.flow(this.inlines(phrasingOf(node)), 'paragraph', BODY_FONT_SIZE, this.width);
    }
  }

  /** A tinted box with the accent colour's bar on its left. */
  callout(content: PdfContent[], style = 'callout'): PdfContent {
    return {
      table: { widths: ['*'], body: [[{ stack: content }]] },
      layout: {
        hLineWidth: () => 0,
        vLineWidth: (index) => (index === 0 ? 3 : 0),
        vLineColor: () => this.theme.accent,
        fillColor: () => this.theme.calloutFill,
        paddingLeft: () => 12,
        paddingRight: () => 10,
        paddingTop: () => 8,
        paddingBottom: () => 2,
      },
      style,
    };
  }

  private list(list: List, nested = false): PdfContent {
    if (this.rtl) return this.rightToLeftList(list, nested);
    const items = list.children.map((item) => this.listItem(item));
    // Only the outermost list keeps space below it; a nested one runs on into its parent's items.
    const style = nested ? {} : { style: 'list' };
    return list.ordered
      ? { ol: items, start: list.start ?? 1, ...style }
      : { ul: items, markerColor: this.theme.accent, ...style };
  }

  private listItem(item: ListItem): PdfContent {
    const task = item.checked === true ? '☑ ' : item.checked === false ? '☐ ' : '';
    const [first, ...rest] = item.children;
    const lead: PdfContent =
      first?.type === 'paragraph'
        ? { text: [...this.piece(task, {}), ...this.inlines(first.children)] }
        : { text: this.piece(task, {}) };
    const blocks = first?.type === 'paragraph' ? rest : item.children;
    if (blocks.length === 0) return lead;
    const following = blocks.flatMap((block) =>
      block.type === 'list' ? [this.list(block, true)] : this.blocks([block]),
    );
    return { stack: [lead, ...following] };
  }

  /**
   * pdfmake draws list markers on the left only: right to left, each item is a paragraph whose
   * marker is its first character, so it lands on the right, indented from the right margin.
   */
  private rightToLeftList(list: List, nested: boolean, depth = 0): PdfContent {
    const indent = 14 * (depth + 1);
    const items = list.children.flatMap((item, index): PdfContent[] => {
      const marker = list.ordered ? `${(list.start ?? 1) + index}. ` : '• ';
      const task = item.checked === true ? '☑ ' : item.checked === false ? '☐ ' : '';
      const [first, ...rest] = item.children;
      const lead = first?.type === 'paragraph' ? this.inlines(first.children) : [];
      const blocks = first?.type === 'paragraph' ? rest : item.children;
      return [
        {
          ...(this.flow(
            [...this.piece(`${marker}${task}`, {}), ...lead],
            undefined,
            BODY_FONT_SIZE,
            this.width - indent,
          ) as object),
          margin: [0, 0, indent - 14, 2],
        } as PdfContent,
        ...blocks.flatMap((block) =>
          block.type === 'list'
            ? [this.rightToLeftList(block, true, depth + 1)]
            : this.blocks([block]).map(
                (content) => ({ stack: [content], margin: [0, 0, indent, 0] }) as PdfContent,
              ),
        ),
      ];
    });
    return { stack: items, ...(nested ? {} : { style: 'list' }) };
  }

  private table(table: Table): PdfContent {
    const columns = Math.max(...table.children.map((row) => row.children.length), 1);
    const widths = fitColumnWidths(
      Array.from({ length: columns }, (_, columnIndex) => this.columnNeed(table, columnIndex)),
      this.width - columns * 2 * TABLE_PADDING,
    );
    const body = table.children.map((row, rowIndex) =>
      Array.from({ length: columns }, (_, columnIndex): PdfContent => {
        const cell = row.children[columnIndex];
        const heading = rowIndex === 0;
        const inlines = cell ? this.inlines(cell.children, heading ? { bold: true } : {}) : [];
        const align = table.align?.[columnIndex] ?? (this.rtl ? 'right' : 'left');
        return {
          ...(this.rtl
            ? (this.flow(
                inlines,
                undefined,
                TABLE_FONT_SIZE,
                widths[columnIndex] ?? this.width,
              ) as object)
            : { text: cell ? inlines : '' }),
          ...(heading ? { color: this.theme.onPrimary } : {}),
          alignment: align,
        } as PdfContent;
      }),
    );
    const theme = this.theme;
    // Right to left, the first column is the rightmost: pdfmake lays columns out left to right.
    const inOrder = <Item>(items: Item[]) => (this.rtl ? [...items].reverse() : items);
    // headerRows repeats the header row on every page the table runs onto.
    return {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: inOrder(widths),
        body: body.map(inOrder),
      },
      layout: {
        hLineWidth: (index) => (index === 0 ? 0 : 0.5),
        vLineWidth: () => 0,
        hLineColor: () => theme.rule,
        fillColor: (rowIndex) =>
          rowIndex === 0 ? theme.primary : rowIndex % 2 === 0 ? theme.zebra : null,
        paddingLeft: () => TABLE_PADDING,
        paddingRight: () => TABLE_PADDING,
        paddingTop: () => 3.5,
        paddingBottom: () => 3.5,
      },
      style: 'table',
    };
  }

  /** A column's longest word and longest cell, measured in the font it is set in. */
  private columnNeed(table: Table, columnIndex: number) {
    const { min, max } = measureColumn(table, columnIndex, (text, face) =>
      drawnTextWidth(text, this.theme.bodyFont, face, TABLE_FONT_SIZE, this.script.language),
    );
    // A little slack: pdfkit's kerning and rounding must never push the longest word to wrap.
    return { min: min + 1.5, max: max + 1.5 };
  }

  private codeLayout(): PdfTableLayout {
    return {
      hLineWidth: () => 0,
      vLineWidth: () => 0,
      fillColor: () => this.theme.codeFill,
      paddingLeft: () => 6,
      paddingRight: () => 6,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    };
  }

  /**
   * Phrasing as a flat run of styled pieces: pdfmake does not pass a style down to nested text
   * arrays (its issue 1174), so each piece carries the bold, italics or link it sits in.
   */
  inlines(nodes: PhrasingContent[], style: InlineStyle = {}, family?: FontFamily): PdfInline[] {
    return nodes.flatMap((node) => this.inline(node, style, family));
  }

  private inline(node: PhrasingContent, style: InlineStyle, family?: FontFamily): PdfInline[] {
    switch (node.type) {
      case 'text':
        return this.piece(node.value, style, family);
      case 'strong':
        return this.inlines(node.children, { ...style, bold: true }, family);
      case 'emphasis':
        return this.inlines(node.children, { ...style, italics: true }, family);
      case 'delete':
        return this.inlines(node.children, { ...style, decoration: 'lineThrough' }, family);
      case 'inlineCode':
        return this.piece(node.value, {
          ...style,
          font: CODE_FAMILY,
          background: this.theme.codeFill,
        });
      case 'break':
        return ['\n'];
      case 'link':
        return isAbsoluteUrl(node.url)
          ? this.inlines(
              node.children,
              { ...style, link: node.url, color: this.theme.link },
              family,
            )
          : this.inlines(node.children, style, family);
      case 'footnoteReference':
        return this.piece(`[${node.label ?? node.identifier}]`, { ...style, sup: true });
      default:
        return this.inlines(phrasingOf(node), style, family);
    }
  }

  /** One styled piece, cut where another family must draw a character. */
  private piece(text: string, style: InlineStyle, family?: FontFamily): PdfInline[] {
    if (text === '') return [];
    const font = (style.font as FontFamily | undefined) ?? family ?? this.theme.bodyFont;
    return splitByCoverage(text, font, this.script.language).map((run) => {
      const family = run.family ?? font;
      // An italic face without the script's glyphs (DejaVu Sans Oblique has no Arabic) would
      // print empty boxes: the piece is set upright instead.
      const upright =
        style.italics === true &&
        !faceCovers(family, style.bold ? 'bolditalics' : 'italics', run.text);
      const pieceStyle = {
        ...style,
        ...(run.family ? { font: run.family } : {}),
        ...(upright ? { italics: false } : {}),
      };
      return Object.keys(pieceStyle).length === 0 ? run.text : { ...pieceStyle, text: run.text };
    });
  }
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
