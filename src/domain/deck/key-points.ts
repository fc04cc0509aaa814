import type { List, Paragraph, PhrasingContent, Root, RootContent, Table } from 'mdast';
import { inlineText } from '../markdown-plain-text.ts';
import { SOURCES_HEADING } from '../sources/citation-links.ts';
import { safeUrl } from '../url-policy.ts';
import type { DeckAlignment, DeckBlock, DeckRun } from './deck-types.ts';
import { sentenceEnd } from './sentences.ts';

/** Paragraphs in a row that give a key point each: the rest are left to the notes. */
const LEADS_PER_RUN = 3;
/** Table columns a slide shows; the notes hold the rest. */
const TABLE_MAX_COLUMNS = 6;

/**
 * A section's Markdown as candidate key points, in order: its headings, the lead sentence of the
 * first paragraphs after each heading or list, its list items (two levels, each to its first
 * sentence, its citation kept with it), quotes and tables. The layout shows as many as fit and
 * shortens the one that does not; code, rules and the sources list are left to the notes.
 */
export function keyPoints(root: Root): DeckBlock[] {
  let paragraphsInRow = 0;
  return withoutSourcesList(root).flatMap((node) => {
    paragraphsInRow = node.type === 'paragraph' ? paragraphsInRow + 1 : 0;
    return paragraphsInRow > LEADS_PER_RUN ? [] : blockPoints(node);
  });
}

/**
 * The sentence that stands for a section on its group's slide: the bold phrase a paragraph
 * opens with, else the lead sentence of its first paragraph, else of its first list item or
 * heading. Citations are left out: a card shows no sources list (the notes carry both).
 */
export function takeaway(root: Root): DeckRun[] {
  const blocks = withoutSourcesList(root);
  const paragraph = blocks.find((node): node is Paragraph => node.type === 'paragraph');
  const lead = paragraph && boldLead(paragraph);
  if (lead) return lead;
  const first =
    (paragraph && blockPoints(paragraph)[0]) ??
    blocks.flatMap((node) => (node.type === 'list' ? listPoints(node, 0) : [])).at(0) ??
    blocks.flatMap((node) => (node.type === 'table' ? [tableBlock(node)] : [])).at(0) ??
    blocks.flatMap((node) => (node.type === 'heading' ? blockPoints(node) : [])).at(0);
  if (!first) return [];
  // A section that is a table stands for itself by its first row: "Monthly revenue: $120,000".
  if (first.kind === 'table') {
    const [label, value] = first.rows[0] ?? [];
    return label ? [{ text: value ? `${label}: ${value}` : label }] : [];
  }
  return withoutCitations(first.runs);
}

/** `**Solo founders buy first.** They...`: the bold opening, when it says something whole. */
function boldLead(paragraph: Paragraph): DeckRun[] | undefined {
  const [first] = paragraph.children;
  if (first?.type !== 'strong') return undefined;
  const runs = withoutCitations(runsOf(first.children, { bold: true }));
  const text = textOf(runs).replace(/[:：]$/, '');
  return text.split(/\s+/).length >= 3 ? trim(runs).map(unbold) : undefined;
}

const unbold = (run: DeckRun): DeckRun => {
  const { bold: _bold, ...rest } = run;
  return rest;
};

/** The section's blocks without the "Sources" list every export appends (`withSourcesList`). */
function withoutSourcesList(root: Root): RootContent[] {
  const index = root.children.findIndex(isSourcesHeading);
  return index >= 0 && root.children[index + 1]?.type === 'list'
    ? [...root.children.slice(0, index), ...root.children.slice(index + 2)]
    : root.children;
}

function isSourcesHeading(node: RootContent): boolean {
  return (
    node.type === 'paragraph' &&
    node.children.length === 1 &&
    node.children[0]?.type === 'strong' &&
    inlineText(node.children[0]).trim() === SOURCES_HEADING
  );
}

/** The sources list's entries by number, as the section lists them. */
export function sourcesOf(root: Root): Map<number, string> {
  const index = root.children.findIndex(isSourcesHeading);
  const list = root.children[index + 1];
  const sources = new Map<number, string>();
  if (index < 0 || list?.type !== 'list') return sources;
  const start = list.start ?? 1;
  list.children.forEach((item, position) => {
    sources.set(start + position, inlineText(item).replace(/\s+/g, ' ').trim());
  });
  return sources;
}

function blockPoints(node: RootContent): DeckBlock[] {
  switch (node.type) {
    case 'heading':
      return [{ kind: 'heading', runs: trim(runsOf(node.children)) }];
    case 'paragraph':
    case 'html': {
      const runs =
        node.type === 'html' ? [{ text: node.value }] : leadSentence(runsOf(node.children));
      return textOf(runs) ? [{ kind: 'point', runs, level: 0, marker: 'none' }] : [];
    }
    case 'list':
      return listPoints(node, 0);
    case 'blockquote': {
      const runs = node.children.flatMap((child) =>
        child.type === 'paragraph' ? runsOf(child.children) : [],
      );
      return textOf(runs) ? [{ kind: 'quote', runs: leadSentence(runs) }] : [];
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
    const runs = leadSentence([
      ...(task ? [{ text: task }] : []),
      ...(lead ? runsOf(lead.children) : []),
    ]);
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
    TABLE_MAX_COLUMNS,
    Math.max(1, ...table.children.map((row) => row.children.length)),
  );
  const cells = table.children.map((row) =>
    Array.from({ length: columns }, (_, index) => {
      const cell = row.children[index];
      return cell ? inlineText(cell).replace(/\s+/g, ' ').trim() : '';
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

export function runsOf(nodes: PhrasingContent[], style: RunStyle = {}): DeckRun[] {
  return merge(nodes.flatMap((node) => runOf(node, style)));
}

function runOf(node: PhrasingContent, style: RunStyle): DeckRun[] {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return [{ ...style, text: node.value.replace(/\s+/g, ' ') }];
    case 'html':
      return [{ ...style, text: node.value }];
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
    case 'image':
      return node.alt ? [{ ...style, text: node.alt }] : [];
    case 'footnoteReference':
      return [{ ...style, text: `[${node.label ?? node.identifier}]` }];
    default:
      return 'children' in node ? runsOf(node.children as PhrasingContent[], style) : [];
  }
}

/** Joins neighbours of the same style, so a painter writes as few runs as it can. */
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

/** The runs up to `length` characters of their text. */
export function cutRuns(runs: readonly DeckRun[], length: number): DeckRun[] {
  const kept: DeckRun[] = [];
  let used = 0;
  for (const run of runs) {
    if (used >= length) break;
    kept.push({ ...run, text: run.text.slice(0, length - used) });
    used += run.text.length;
  }
  return kept.filter((run) => run.text !== '');
}

/** The first sentence (with the citation that closes it), or the whole text. */
function leadSentence(runs: DeckRun[]): DeckRun[] {
  const trimmed = trim(runs);
  const text = trimmed.map((run) => run.text).join('');
  const end = sentenceEnd(text);
  return end < text.length ? trim(cutRuns(trimmed, end)) : trimmed;
}

const CITATION = /\s*\[\s*\d{1,3}(?:\s*[-–,]\s*\d{1,3})*\s*\]/g;

function withoutCitations(runs: DeckRun[]): DeckRun[] {
  return trim(runs.map((run) => ({ ...run, text: run.text.replace(CITATION, '') })));
}

/** The source numbers the runs cite (`[2]`, `[1, 3]`, `[4-5]`). */
export function citedNumbers(runs: readonly DeckRun[]): number[] {
  const numbers = new Set<number>();
  for (const match of runs
    .map((run) => run.text)
    .join('')
    .matchAll(CITATION)) {
    for (const part of match[0].replace(/[\s[\]]/g, '').split(',')) {
      const [from, to] = part.split(/[-–]/).map(Number) as [number, number | undefined];
      for (let number = from; number <= (to ?? from) && number - from < 50; number++) {
        numbers.add(number);
      }
    }
  }
  return [...numbers].sort((left, right) => left - right);
}

export function trim(runs: DeckRun[]): DeckRun[] {
  const copy = runs.map((run) => ({ ...run }));
  while (copy[0] && copy[0].text.trim() === '') copy.shift();
  while (copy.length > 0 && copy[copy.length - 1]!.text.trim() === '') copy.pop();
  if (copy[0]) copy[0].text = copy[0].text.trimStart();
  const last = copy[copy.length - 1];
  if (last) last.text = last.text.trimEnd();
  return copy;
}
