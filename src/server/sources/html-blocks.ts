import { parseHTML } from 'linkedom';
import { looksLikeHeader, type TextBlock, tableRowText } from '../../domain/sources/passages.ts';

/** The part of a linkedom node the walk below uses. */
export interface HtmlNode {
  nodeType: number;
  tagName?: string;
  textContent: string | null;
  childNodes: ArrayLike<HtmlNode>;
  children: ArrayLike<HtmlNode>;
  querySelectorAll(selector: string): ArrayLike<HtmlNode>;
  remove(): void;
}

/** A body parsed with linkedom: no script runs and nothing is fetched. */
export function parseHtmlBody(html: string): HtmlNode {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  return document.body as unknown as HtmlNode;
}

const ELEMENT = 1;
const TEXT = 3;
const UNREAD =
  'script,style,noscript,template,svg,math,iframe,object,embed,canvas,button,select,img';
const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
const PARAGRAPHS = new Set(['P', 'PRE', 'DT', 'DD', 'FIGCAPTION', 'CAPTION', 'ADDRESS']);
const CONTAINERS = new Set([
  'DIV',
  'SECTION',
  'ARTICLE',
  'MAIN',
  'HEADER',
  'FOOTER',
  'NAV',
  'ASIDE',
  'BLOCKQUOTE',
  'FIGURE',
  'DL',
  'FORM',
  'FIELDSET',
  'DETAILS',
  'SUMMARY',
  'LI',
  'BODY',
  'CENTER',
]);

/**
 * Readable blocks from HTML: headings, paragraphs, list items as `- item` lines (nested ones
 * indented), tables as `Header: value; ...` rows. Scripts, styles and images are dropped: the
 * text is kept as text, never as HTML.
 */
export function htmlBlocks(root: HtmlNode): TextBlock[] {
  for (const element of Array.from(root.querySelectorAll(UNREAD))) element.remove();
  const blocks: TextBlock[] = [];
  const visitChildren = (parent: HtmlNode) => {
    let inline = '';
    const flushInline = () => {
      pushText(blocks, inline, 'paragraph');
      inline = '';
    };
    for (const node of Array.from(parent.childNodes)) {
      if (node.nodeType === TEXT) inline += node.textContent ?? '';
      if (node.nodeType !== ELEMENT) continue;
      const tag = (node.tagName ?? '').toUpperCase();
      if (tag === 'BR') inline += ' ';
      else if (isBlock(tag)) {
        flushInline();
        visitBlock(node, tag);
      } else inline += node.textContent ?? '';
    }
    flushInline();
  };
  const visitBlock = (element: HtmlNode, tag: string) => {
    if (HEADINGS.has(tag)) pushText(blocks, element.textContent, 'heading');
    else if (PARAGRAPHS.has(tag)) pushText(blocks, element.textContent, 'paragraph');
    else if (tag === 'UL' || tag === 'OL') {
      const lines = listLines(element, 0);
      if (lines.length > 0) blocks.push({ text: lines.join('\n') });
    } else if (tag === 'TABLE') {
      const text = tableText(element);
      if (text) blocks.push({ text });
    } else visitChildren(element);
  };
  visitChildren(root);
  return blocks;
}

function isBlock(tag: string): boolean {
  return (
    HEADINGS.has(tag) ||
    PARAGRAPHS.has(tag) ||
    CONTAINERS.has(tag) ||
    tag === 'UL' ||
    tag === 'OL' ||
    tag === 'TABLE' ||
    tag === 'HR'
  );
}

function pushText(blocks: TextBlock[], text: string | null, kind: TextBlock['kind']): void {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean) blocks.push({ text: clean, kind });
}

function listLines(list: HtmlNode, depth: number): string[] {
  const lines: string[] = [];
  for (const item of Array.from(list.children)) {
    if ((item.tagName ?? '').toUpperCase() !== 'LI') continue;
    const nested = Array.from(item.children).filter((child) =>
      ['UL', 'OL'].includes((child.tagName ?? '').toUpperCase()),
    );
    for (const child of nested) child.remove();
    const text = (item.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text) lines.push(`${'  '.repeat(depth)}- ${text}`);
    for (const child of nested) lines.push(...listLines(child, depth + 1));
  }
  return lines;
}

function tableText(table: HtmlNode): string {
  const rows = Array.from(table.querySelectorAll('tr')).map((row) => {
    const cells = Array.from(row.children).filter((cell) =>
      ['TD', 'TH'].includes((cell.tagName ?? '').toUpperCase()),
    );
    return {
      headerCells: cells.length > 0 && cells.every((cell) => cell.tagName?.toUpperCase() === 'TH'),
      cells: cells.map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
    };
  });
  const [first, ...rest] = rows;
  if (!first) return '';
  const hasHeader =
    rest.length > 0 && (first.headerCells || looksLikeHeader(rows.map((row) => row.cells)));
  const header = hasHeader ? first.cells : undefined;
  return (hasHeader ? rest : rows)
    .map((row) => tableRowText(row.cells, header))
    .filter(Boolean)
    .join('\n');
}
