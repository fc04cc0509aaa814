import type { Root, RootContent } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import type { Node } from 'prosemirror-model';
import { blocksOf, toBlock } from './document-to-mdast.ts';
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
