import type { Link, List, ListItem, Nodes, PhrasingContent, Root, RootContent, Table } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfm } from 'micromark-extension-gfm';
import type { Mark, Node } from 'prosemirror-model';
import { safeUrl } from '../../../domain/url-policy.ts';
import { markdownSchema as schema } from './markdown-schema.ts';
import { markdownWriteOptions } from './markdown-write-options.ts';

/** One top-level block as it was read: its node and the exact source it came from. */
export interface SourceBlock {
  node: Node;
  /** Its mdast type, to check that copied blocks still read as themselves beside written ones. */
  type: string;
  /** Offsets into the normalised Markdown, and the text between them. */
  start: number;
  end: number;
  text: string;
  /** False when writing the source back would keep something the editor refused (an address). */
  preservable: boolean;
}

/** What `documentToMarkdown` needs to give back untouched blocks byte for byte. */
export interface MarkdownSource {
  markdown: string;
  blocks: SourceBlock[];
  /** Whitespace before the first block and after the last one. */
  leading: string;
  trailing: string;
}

export interface ParsedMarkdown {
  doc: Node;
  source: MarkdownSource;
}

/** The one documented change made before reading: every line ending becomes `\n`. */
export function normaliseLineEndings(markdown: string): string {
  return markdown.replace(/\r\n?/g, '\n');
}

/** Markdown to mdast with the same micromark GFM extensions the page renders with. */
export function parseMarkdownTree(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/** Reads section Markdown into an editor document, remembering each top-level block's source. */
export function markdownToDocument(input: string): ParsedMarkdown {
  const markdown = normaliseLineEndings(input);
  const tree = parseMarkdownTree(markdown);
  const blocks: SourceBlock[] = [];
  for (const child of tree.children) {
    const reader = new BlockReader(markdown);
    const node = reader.block(child);
    const start = child.position?.start.offset ?? 0;
    const end = child.position?.end.offset ?? start;
    blocks.push({
      node,
      type: child.type,
      start,
      end,
      text: markdown.slice(start, end),
      preservable: !reader.refusedAddress,
    });
  }
  const first = blocks[0];
  const last = blocks.at(-1);
  const leading = first ? markdown.slice(0, first.start) : '';
  const trailing = last ? markdown.slice(last.end) : markdown;
  const content =
    blocks.length > 0 ? blocks.map((block) => block.node) : [schema.node('paragraph')];
  return {
    doc: schema.node('doc', null, content),
    source: { markdown, blocks, leading, trailing },
  };
}

/** Converts one top-level mdast block (and everything in it) to editor nodes. */
class BlockReader {
  refusedAddress = false;

  constructor(private readonly markdown: string) {}

  private source(node: Nodes): string {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    return start === undefined || end === undefined ? '' : this.markdown.slice(start, end);
  }

  private firstCharacter(node: Nodes): string {
    const start = node.position?.start.offset;
    return start === undefined ? '' : (this.markdown[start] ?? '');
  }

  private address(url: string): string {
    const safe = safeUrl(url);
    if (safe !== url) this.refusedAddress = true;
    return safe;
  }

  /**
   * The source of a construct shown as raw text; when it holds a refused address, it is written
   * anew from its tree with the address emptied, so the editor never holds such an address.
   */
  private rawSource(node: Nodes): string {
    let refused = false;
    const visit = (current: Nodes) => {
      if (
        'url' in current &&
        typeof current.url === 'string' &&
        safeUrl(current.url) !== current.url
      ) {
        current.url = '';
        refused = true;
      }
      if ('children' in current) for (const child of current.children) visit(child);
    };
    visit(node);
    if (!refused) return this.source(node);
    this.refusedAddress = true;
    return toMarkdown(node, markdownWriteOptions).trimEnd();
  }

  block(node: RootContent): Node {
    switch (node.type) {
      case 'paragraph':
        return schema.node('paragraph', null, this.inline(node.children, []));
      case 'heading': {
        const source = this.source(node);
        return schema.node(
          'heading',
          {
            level: node.depth,
            setext: !source.startsWith('#'),
            closed: source.startsWith('#') && /\s#+[ \t]*$/.test(source),
          },
          this.inline(node.children, []),
        );
      }
      case 'blockquote':
        return schema.node('blockquote', null, this.blocksOrEmptyParagraph(node.children));
      case 'list':
        return this.list(node);
      case 'code':
        return schema.node(
          'code_block',
          {
            language: node.lang ?? '',
            meta: node.meta ?? '',
            fence: this.fenceOf(node),
          },
          node.value ? schema.text(node.value) : [],
        );
      case 'thematicBreak':
        return schema.node('horizontal_rule', { markup: this.source(node) });
      case 'html':
        return schema.node('html_block', null, node.value ? schema.text(node.value) : []);
      case 'table':
        return this.table(node);
      default:
        return schema.node('raw_block', { source: this.rawSource(node) });
    }
  }

  private fenceOf(node: Nodes): string {
    const first = this.firstCharacter(node);
    return first === '`' || first === '~' ? first : 'indented';
  }

  private blocksOrEmptyParagraph(children: RootContent[]): Node[] {
    const nodes = children.map((child) => this.block(child));
    return nodes.length > 0 ? nodes : [schema.node('paragraph')];
  }

  private list(node: List): Node {
    const items = node.children.map((item) => this.listItem(item));
    const firstItem = node.children[0];
    if (!node.ordered) {
      const bullet = firstItem ? this.firstCharacter(firstItem) : '-';
      return schema.node(
        'bullet_list',
        { bullet: bullet === '*' || bullet === '+' ? bullet : '-', spread: node.spread === true },
        items,
      );
    }
    const marker = firstItem ? /^\d+([.)])/.exec(this.source(firstItem)) : null;
    const secondItem = node.children[1];
    const secondNumber = secondItem ? Number.parseInt(this.source(secondItem), 10) : undefined;
    const start = node.start ?? 1;
    return schema.node(
      'ordered_list',
      {
        start,
        delimiter: marker?.[1] === ')' ? ')' : '.',
        // "1. 1. 1." stays that way; anything else is written 1, 2, 3 from the start.
        increment: secondNumber !== start,
        spread: node.spread === true,
      },
      items,
    );
  }

  private listItem(node: ListItem): Node {
    return schema.node(
      'list_item',
      {
        checked: typeof node.checked === 'boolean' ? node.checked : null,
        spread: node.spread === true,
      },
      this.blocksOrEmptyParagraph(node.children),
    );
  }

  private table(node: Table): Node {
    const columns = Math.max(1, ...node.children.map((row) => row.children.length));
    const rows = node.children.map((row, rowIndex) => {
      const cellType = rowIndex === 0 ? 'table_header' : 'table_cell';
      const cells: Node[] = [];
      for (let column = 0; column < columns; column++) {
        const cell = row.children[column];
        cells.push(
          schema.node(
            cellType,
            { align: node.align?.[column] ?? null },
            cell ? this.inline(cell.children, []) : [],
          ),
        );
      }
      return schema.node('table_row', null, cells);
    });
    return schema.node('table', null, rows);
  }

  inline(children: PhrasingContent[], marks: readonly Mark[]): Node[] {
    return children.flatMap((child) => this.inlineNode(child, marks));
  }

  private inlineNode(node: PhrasingContent, marks: readonly Mark[]): Node[] {
    switch (node.type) {
      case 'text':
        return node.value ? [schema.text(node.value, marks)] : [];
      case 'strong':
        return this.inline(node.children, this.withMark(marks, 'strong', node));
      case 'emphasis':
        return this.inline(node.children, this.withMark(marks, 'em', node));
      case 'delete':
        return this.inline(node.children, schema.marks.strike!.create().addToSet(marks));
      case 'inlineCode':
        return node.value
          ? [schema.text(node.value, schema.marks.code!.create().addToSet(marks))]
          : [];
      case 'link':
        return this.link(node, marks);
      case 'break':
        return [
          schema.node(
            'hard_break',
            { style: this.firstCharacter(node) === '\\' ? 'backslash' : 'spaces' },
            undefined,
            marks,
          ),
        ];
      case 'html':
        return [schema.node('inline_raw', { source: node.value }, undefined, marks)];
      default:
        return [schema.node('inline_raw', { source: this.rawSource(node) }, undefined, marks)];
    }
  }

  private withMark(marks: readonly Mark[], type: 'strong' | 'em', node: Nodes): readonly Mark[] {
    const marker = this.firstCharacter(node) === '_' ? '_' : '*';
    return schema.marks[type]!.create({ marker }).addToSet(marks);
  }

  private link(node: Link, marks: readonly Mark[]): Node[] {
    const link = schema.marks.link!.create({
      href: this.address(node.url),
      title: node.title ?? null,
    });
    const content = this.inline(node.children, link.addToSet(marks));
    // A link with no text cannot be held by a mark: keep its source as raw text.
    return content.length > 0
      ? content
      : [schema.node('inline_raw', { source: this.rawSource(node) }, undefined, marks)];
  }
}
