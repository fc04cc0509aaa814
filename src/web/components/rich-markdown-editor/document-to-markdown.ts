import type {
  AlignType,
  BlockContent,
  Data,
  ListItem,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableRow,
} from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import type { Mark, Node } from 'prosemirror-model';
import {
  type MarkdownSource,
  parseMarkdownTree,
  type SourceBlock,
} from './markdown-to-document.ts';
import { markdownWriteOptions } from './markdown-write-options.ts';

/**
 * Writes an editor document as Markdown. With the `source` it was read from, every run of
 * top-level blocks the person did not change is copied from that source byte for byte (with the
 * blank lines between them); only changed blocks are written anew, in the style their attributes
 * remember, one blank line from their neighbours. Should two pieces read differently side by
 * side (two lists that would merge once the paragraph between them is deleted, a written block
 * after a fence left open), the whole document is written anew instead.
 */
export function documentToMarkdown(doc: Node, source?: MarkdownSource): string {
  const canonical = () => finish(writeBlocks(blocksOf(doc)), source);
  if (!source) return canonical();
  const runs = matchSourceRuns(doc, source);
  const only = runs[0];
  if (runs.length === 1 && only?.kind === 'source' && only.blocks.length === source.blocks.length) {
    return source.markdown;
  }
  const pieces = piecesOf(runs);
  if (pieces.every((piece) => piece.kind === 'written')) return canonical();
  for (let index = 1; index < pieces.length; index++) {
    if (!joinsCleanly(pieces[index - 1]!, pieces[index]!)) return canonical();
  }
  const body = pieces
    .map((piece) => piece.text)
    .filter((text) => text !== '')
    .join('\n\n');
  return `${source.leading}${body}${source.trailing}`;
}

type Piece =
  | { kind: 'source'; text: string; blocks: SourceBlock[] }
  | { kind: 'written'; text: string; types: string[] };

/** Copied runs as they were; consecutive written blocks serialised together, so they join right. */
function piecesOf(runs: Run[]): Piece[] {
  const pieces: Piece[] = [];
  let written: RootContent[] = [];
  const flush = () => {
    if (written.length === 0) return;
    const types = written.map((block) => (block.type === 'rawMarkdown' ? '*' : block.type));
    pieces.push({ kind: 'written', text: writeBlocks(written).replace(/\n$/, ''), types });
    written = [];
  };
  for (const run of runs) {
    if (run.kind === 'written') {
      written.push(...toBlock(run.node));
      continue;
    }
    flush();
    pieces.push({ kind: 'source', text: run.text, blocks: run.blocks });
  }
  flush();
  return pieces;
}

/** The end of one piece: a copied run's last block, or a whole written piece. */
function tailOf(piece: Piece): { text: string; types: string[] } {
  if (piece.kind === 'written') return piece;
  const last = piece.blocks.at(-1)!;
  return { text: last.text, types: [last.type] };
}

function headOf(piece: Piece): { text: string; types: string[] } {
  if (piece.kind === 'written') return piece;
  const first = piece.blocks[0]!;
  return { text: first.text, types: [first.type] };
}

/**
 * Two pieces, one blank line apart, still read as their own blocks. Only the blocks at the
 * junction matter: past a blank line, only a list, an open fence or an unclosed HTML block of the
 * block before can go on, and each shows in that block's own text.
 */
function joinsCleanly(left: Piece, right: Piece): boolean {
  const tail = tailOf(left);
  const head = headOf(right);
  const expected = [...tail.types, ...head.types];
  const actual = parseMarkdownTree(`${tail.text}\n\n${head.text}`).children;
  return (
    actual.length === expected.length &&
    expected.every((type, index) => type === '*' || actual[index]?.type === type)
  );
}

type Run =
  | { kind: 'source'; text: string; blocks: SourceBlock[] }
  | { kind: 'written'; node: Node };

/**
 * Which top-level blocks are unchanged: the very node that was read (ProseMirror keeps untouched
 * nodes), or failing that an equal node where the next original stood (after an undo).
 */
function matchSourceRuns(doc: Node, source: MarkdownSource): Run[] {
  const indexOf = new Map(source.blocks.map((block, index) => [block.node, index]));
  const runs: Run[] = [];
  let next = 0;
  let open: { first: number; last: number } | undefined;
  const close = () => {
    if (!open) return;
    const blocks = source.blocks.slice(open.first, open.last + 1);
    const text = source.markdown.slice(blocks[0]!.start, blocks.at(-1)!.end);
    runs.push({ kind: 'source', text, blocks });
    open = undefined;
  };
  doc.forEach((node) => {
    let index = indexOf.get(node);
    if (index === undefined && source.blocks[next]?.node.eq(node)) index = next;
    if (index === undefined || !source.blocks[index]!.preservable) {
      close();
      runs.push({ kind: 'written', node });
      return;
    }
    if (open && open.last === index - 1) open.last = index;
    else {
      close();
      open = { first: index, last: index };
    }
    next = index + 1;
  });
  close();
  return runs;
}

function writeBlocks(children: RootContent[]): string {
  const root: Root = { type: 'root', children };
  return toMarkdown(root, markdownWriteOptions);
}

/** The person's leading and trailing whitespace stays; the serialiser's own final `\n` goes. */
function finish(written: string, source: MarkdownSource | undefined): string {
  const body = written.replace(/\n$/, '');
  if (!source) return `${body}\n`;
  return `${source.leading}${body}${source.trailing}`;
}

function blocksOf(node: Node): RootContent[] {
  const blocks: RootContent[] = [];
  node.forEach((child) => {
    blocks.push(...toBlock(child));
  });
  return blocks;
}

function style(value: NonNullable<Data['style']>): { data: Data } {
  return { data: { style: value } };
}

function toBlock(node: Node): RootContent[] {
  const attrs = node.attrs;
  switch (node.type.name) {
    case 'paragraph':
      // Markdown has no empty paragraph.
      return node.childCount === 0 ? [] : [{ type: 'paragraph', children: toPhrasing(node) }];
    case 'heading':
      return [
        {
          type: 'heading',
          depth: attrs.level as 1 | 2 | 3 | 4 | 5 | 6,
          children: toPhrasing(node),
          ...style({ setext: attrs.setext === true, closeAtx: attrs.closed === true }),
        },
      ];
    case 'blockquote':
      return [{ type: 'blockquote', children: blocksOf(node) as BlockContent[] }];
    case 'bullet_list':
    case 'ordered_list':
      return [toList(node)];
    case 'code_block':
      return [
        {
          type: 'code',
          lang: (attrs.language as string) || null,
          meta: (attrs.meta as string) || null,
          value: node.textContent,
          ...style(
            attrs.fence === 'indented'
              ? { fences: false }
              : { fence: attrs.fence === '~' ? '~' : '`' },
          ),
        },
      ];
    case 'horizontal_rule':
      return [{ type: 'thematicBreak', ...style({ markup: attrs.markup as string }) }];
    case 'html_block':
      return [{ type: 'html', value: node.textContent }];
    case 'raw_block':
      return [{ type: 'rawMarkdown', value: attrs.source as string }];
    case 'table':
      return [toTable(node)];
    default:
      return [];
  }
}

const otherBullet: Record<string, '-' | '*'> = { '-': '*', '*': '-', '+': '-' };

function toList(node: Node): RootContent {
  const ordered = node.type.name === 'ordered_list';
  const attrs = node.attrs;
  const items: ListItem[] = [];
  node.forEach((item) => {
    items.push({
      type: 'listItem',
      spread: item.attrs.spread === true,
      checked: item.attrs.checked as boolean | null,
      children: blocksOf(item) as BlockContent[],
    });
  });
  const bullet = attrs.bullet as '-' | '*' | '+';
  return {
    type: 'list',
    ordered,
    start: ordered ? (attrs.start as number) : null,
    spread: attrs.spread === true,
    children: items,
    ...style(
      ordered
        ? {
            bulletOrdered: attrs.delimiter === ')' ? ')' : '.',
            incrementListMarker: attrs.increment !== false,
          }
        : { bullet, bulletOther: otherBullet[bullet] ?? '*' },
    ),
  };
}

function toTable(node: Node): Table {
  const rows: TableRow[] = [];
  const align: AlignType[] = [];
  node.forEach((row, _offset, rowIndex) => {
    const cells: TableRow['children'] = [];
    row.forEach((cell) => {
      if (rowIndex === 0) align.push((cell.attrs.align as AlignType) ?? null);
      cells.push({ type: 'tableCell', children: toPhrasing(cell) });
      // Markdown tables have no merged cells: a wide cell is followed by empty ones.
      for (let extra = 1; extra < ((cell.attrs.colspan as number) ?? 1); extra++) {
        if (rowIndex === 0) align.push(null);
        cells.push({ type: 'tableCell', children: [] });
      }
    });
    rows.push({ type: 'tableRow', children: cells });
  });
  return { type: 'table', align, children: rows };
}

/** Flat ProseMirror inline content (text with marks) to nested mdast phrasing. */
function toPhrasing(node: Node): PhrasingContent[] {
  const root: PhrasingContent[] = [];
  const stack: { mark: Mark; children: PhrasingContent[] }[] = [];
  const current = () => stack.at(-1)?.children ?? root;
  node.forEach((child) => {
    const marks = child.marks.filter((mark) => mark.type.name !== 'code');
    // Keep open the marks this node continues; close the rest.
    let keep = 0;
    while (keep < stack.length && stack[keep]!.mark.isInSet(marks)) keep += 1;
    stack.length = keep;
    for (const mark of marks) {
      if (stack.some((entry) => entry.mark.eq(mark))) continue;
      const children: PhrasingContent[] = [];
      current().push(toMarkNode(mark, children));
      stack.push({ mark, children });
    }
    current().push(...toInline(child));
  });
  return root;
}

function toMarkNode(mark: Mark, children: PhrasingContent[]): PhrasingContent {
  switch (mark.type.name) {
    case 'link':
      return {
        type: 'link',
        url: mark.attrs.href as string,
        title: (mark.attrs.title as string | null) ?? null,
        children,
      };
    case 'strong':
      return { type: 'strong', children, ...style({ strong: mark.attrs.marker as '*' | '_' }) };
    case 'em':
      return { type: 'emphasis', children, ...style({ emphasis: mark.attrs.marker as '*' | '_' }) };
    default:
      return { type: 'delete', children };
  }
}

function toInline(node: Node): PhrasingContent[] {
  if (node.isText) {
    const text = node.text ?? '';
    return node.marks.some((mark) => mark.type.name === 'code')
      ? [{ type: 'inlineCode', value: text }]
      : [{ type: 'text', value: text }];
  }
  switch (node.type.name) {
    case 'hard_break':
      return [{ type: 'break', ...style({ breakStyle: node.attrs.style as 'backslash' }) }];
    case 'inline_raw':
      return [{ type: 'rawMarkdown', value: node.attrs.source as string }];
    default:
      return [];
  }
}
