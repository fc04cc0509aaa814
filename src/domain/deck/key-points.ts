import type { List, PhrasingContent, Root, RootContent, Table } from 'mdast';
import { inlineText } from '../markdown-plain-text.ts';
import { safeUrl } from '../url-policy.ts';
import { DECK_GEOMETRY } from './deck-geometry.ts';
import type { DeckAlignment, DeckBlock, DeckRun } from './deck-types.ts';

/** Paragraphs in a row that give a key point each: the rest are left to the notes. */
const LEADS_PER_RUN = 3;

/**
 * A section's Markdown as the key points of its slides: its headings, the lead sentence of the
 * first paragraphs after each heading or list, its list items (two levels, each to its first
 * sentence), quotes and tables, each short enough to read from the back of a room. The rest,
 * code and rules are left to the speaker notes, which carry the whole text.
 */
export function keyPoints(root: Root): DeckBlock[] {
  let paragraphsInRow = 0;
  return root.children.flatMap((node) => {
    paragraphsInRow = node.type === 'paragraph' ? paragraphsInRow + 1 : 0;
    return paragraphsInRow > LEADS_PER_RUN ? [] : blockPoints(node);
  });
}

function blockPoints(node: RootContent): DeckBlock[] {
  switch (node.type) {
    case 'heading':
      return [{ kind: 'heading', runs: shorten(runsOf(node.children), 120) }];
    case 'paragraph': {
      const runs = shorten(runsOf(node.children), DECK_GEOMETRY.pointMaxCharacters, true);
      return textOf(runs) ? [{ kind: 'point', runs, level: 0, marker: 'none' }] : [];
    }
    case 'list':
      return listPoints(node, 0);
    case 'blockquote': {
      const runs = node.children.flatMap((child) =>
        child.type === 'paragraph' ? runsOf(child.children) : [],
      );
      const short = shorten(runs, DECK_GEOMETRY.pointMaxCharacters);
      return textOf(short) ? [{ kind: 'quote', runs: short }] : [];
    }
    case 'table':
      return [tableBlock(node)];
    default:
      return [];
  }
}

function listPoints(list: List, level: 0 | 1): DeckBlock[] {
  const start = list.start ?? 1;
  return list.children.flatMap((item, index) => {
    const lead = item.children.find((child) => child.type === 'paragraph');
    const task = item.checked === true ? '☑ ' : item.checked === false ? '☐ ' : '';
    const runs = shorten(
      [...(task ? [{ text: task }] : []), ...(lead ? runsOf(lead.children) : [])],
      DECK_GEOMETRY.pointMaxCharacters,
      true,
    );
    const point: DeckBlock = {
      kind: 'point',
      runs,
      level,
      marker: list.ordered ? 'number' : 'bullet',
      ...(list.ordered ? { number: start + index } : {}),
    };
    const nested = item.children.flatMap((child) =>
      child.type === 'list' ? listPoints(child, 1) : [],
    );
    return [...(textOf(runs) ? [point] : []), ...nested];
  });
}

function tableBlock(table: Table): DeckBlock {
  const columns = Math.min(
    DECK_GEOMETRY.tableMaxColumns,
    Math.max(1, ...table.children.map((row) => row.children.length)),
  );
  const cells = table.children.map((row) =>
    Array.from({ length: columns }, (_, index) => {
      const cell = row.children[index];
      return cell ? shortenText(inlineText(cell).trim(), DECK_GEOMETRY.tableCellMaxCharacters) : '';
    }),
  );
  const align: DeckAlignment[] = Array.from(
    { length: columns },
    (_, index) => table.align?.[index] ?? 'left',
  );
  return { kind: 'table', header: cells[0] ?? [], rows: cells.slice(1), align };
}

interface RunStyle {
  bold?: boolean;
  italic?: boolean;
  link?: string;
}

function runsOf(nodes: PhrasingContent[], style: RunStyle = {}): DeckRun[] {
  return merge(nodes.flatMap((node) => runOf(node, style)));
}

function runOf(node: PhrasingContent, style: RunStyle): DeckRun[] {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return [{ ...style, text: node.value.replace(/\s+/g, ' ') }];
    case 'break':
      return [{ ...style, text: ' ' }];
    case 'strong':
      return runsOf(node.children, { ...style, bold: true });
    case 'emphasis':
      return runsOf(node.children, { ...style, italic: true });
    case 'link': {
      const url = safeUrl(node.url);
      return runsOf(
        node.children,
        /^[a-z][a-z0-9+.-]*:/i.test(url) ? { ...style, link: url } : style,
      );
    }
    case 'footnoteReference':
      return [{ ...style, text: `[${node.label ?? node.identifier}]` }];
    default:
      return 'children' in node ? runsOf(node.children as PhrasingContent[], style) : [];
  }
}

/** Joins neighbours of the same style, so a renderer writes as few runs as it can. */
function merge(runs: DeckRun[]): DeckRun[] {
  const merged: DeckRun[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if (last && last.bold === run.bold && last.italic === run.italic && last.link === run.link) {
      last.text += run.text;
    } else if (run.text !== '') {
      merged.push({ ...run });
    }
  }
  return merged;
}

export function textOf(runs: readonly DeckRun[]): string {
  return runs
    .map((run) => run.text)
    .join('')
    .trim();
}

/**
 * Cuts text to whole sentences within `limit` characters; when the first sentence alone is
 * longer, at the last word that fits, with an ellipsis.
 */
export function cutPoint(text: string, limit: number, firstSentence = false): number {
  const sentenceEnds = [...text.slice(0, limit + 1).matchAll(/[.!?](?=\s|$)/g)];
  if (
    firstSentence &&
    sentenceEnds[0]?.index !== undefined &&
    sentenceEnds[0].index + 1 < text.length
  ) {
    return sentenceEnds[0].index + 1;
  }
  if (text.length <= limit) return text.length;
  const lastSentence = sentenceEnds[sentenceEnds.length - 1];
  if (lastSentence?.index !== undefined && lastSentence.index >= limit * 0.35) {
    return lastSentence.index + 1;
  }
  const lastSpace = text.lastIndexOf(' ', limit - 1);
  return lastSpace > limit * 0.5 ? lastSpace : limit - 1;
}

function shortenText(text: string, limit: number): string {
  const cut = cutPoint(text, limit);
  return cut >= text.length ? text : `${text.slice(0, cut).trimEnd()}…`;
}

function shorten(runs: DeckRun[], limit: number, firstSentence = false): DeckRun[] {
  const trimmed = trimStart(runs);
  const text = trimmed.map((run) => run.text).join('');
  const cut = cutPoint(text, limit, firstSentence);
  if (cut >= text.length) return trimEnd(trimmed);
  const kept: DeckRun[] = [];
  let used = 0;
  for (const run of trimmed) {
    if (used >= cut) break;
    kept.push({ ...run, text: run.text.slice(0, cut - used) });
    used += run.text.length;
  }
  const ended = trimEnd(kept);
  const last = ended[ended.length - 1];
  const endsSentence = last && /[.!?]$/.test(last.text);
  if (last && !endsSentence) last.text = `${last.text.replace(/[,:;\s]+$/, '')}…`;
  return ended;
}

function trimStart(runs: DeckRun[]): DeckRun[] {
  const copy = runs.map((run) => ({ ...run }));
  while (copy[0] && copy[0].text.trimStart() === '') copy.shift();
  if (copy[0]) copy[0].text = copy[0].text.trimStart();
  return copy;
}

function trimEnd(runs: DeckRun[]): DeckRun[] {
  const copy = [...runs];
  while (copy.length > 0 && copy[copy.length - 1]!.text.trimEnd() === '') copy.pop();
  const last = copy[copy.length - 1];
  if (last) copy[copy.length - 1] = { ...last, text: last.text.trimEnd() };
  return copy;
}
