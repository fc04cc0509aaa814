import { parseMarkdown } from '../parse-markdown.ts';
import { numberDefinitionRanges, proseRanges } from './markdown-prose.ts';

/**
 * A citation as the prompt asks for it: `[1]`, `[1, 2]`, `[1-3]` (or an en dash), possibly
 * side by side (`[1][2]`). A backslash-escaped bracket is text, not a citation, and so is a
 * number of four digits or more (`[2024]` is a year).
 */
const CITATION =
  /(?<!\\)\[\s*(\d{1,3}(?:\s*[-–]\s*\d{1,3})?(?:\s*,\s*\d{1,3}(?:\s*[-–]\s*\d{1,3})?)*)\s*\]/g;

/** `[1-400]` is not a citation anyone writes: such a bracket is left as it is. */
const MAX_RANGE_SPAN = 50;

export interface CitationCheck {
  /** The Markdown with every citation of an unknown source removed. */
  markdown: string;
  /** Source numbers cited, each once, in ascending order. */
  cited: number[];
  /** How many citations of unknown sources were removed (`[8, 9]` counts two). */
  removed: number;
  /** The unknown numbers that were cited, each once, in ascending order. */
  removedNumbers: number[];
}

interface Citation {
  start: number;
  end: number;
  numbers: number[];
}

/**
 * Keeps the citations that refer to a source the section was given and removes the others,
 * with the space or empty brackets they leave behind. Code and links are never touched: a `[3]`
 * there is not a citation. Link definitions with a number for a label (`[3]: https://...`) are
 * removed: they would turn a citation into a link to wherever the model pointed it; the sources
 * list gives each number its real document or address.
 */
export function checkCitations(markdown: string, sourceNumbers: Iterable<number>): CitationCheck {
  const known = new Set(sourceNumbers);
  const cited = new Set<number>();
  const removedNumbers = new Set<number>();
  let removed = 0;
  let result = withoutNumberDefinitions(markdown);
  // From the end backwards, so earlier offsets stay valid while the text changes.
  for (const citation of findCitations(result).reverse()) {
    const kept = citation.numbers.filter((number) => known.has(number));
    const unknown = citation.numbers.filter((number) => !known.has(number));
    for (const number of kept) cited.add(number);
    for (const number of unknown) removedNumbers.add(number);
    removed += unknown.length;
    if (unknown.length === 0) continue;
    result =
      kept.length > 0
        ? `${result.slice(0, citation.start)}[${[...new Set(kept)].join(', ')}]${result.slice(citation.end)}`
        : removeTidily(result, citation.start, citation.end);
  }
  return {
    markdown: result,
    cited: [...cited].sort(ascending),
    removed,
    removedNumbers: [...removedNumbers].sort(ascending),
  };
}

/** The sources a section's Markdown actually cites, in their numbered order. */
export function citedSources<Source extends { n: number }>(
  markdown: string,
  sources: readonly Source[],
): Source[] {
  const cited = new Set(findCitations(markdown).flatMap((citation) => citation.numbers));
  return sources.filter((source) => cited.has(source.n)).sort((a, b) => a.n - b.n);
}

/** Citations in the prose of the Markdown, in order, with their numbers expanded. */
export function findCitations(markdown: string): Citation[] {
  const citations: Citation[] = [];
  for (const range of proseRanges(parseMarkdown(markdown))) {
    const text = markdown.slice(range.start, range.end);
    for (const match of text.matchAll(CITATION)) {
      const numbers = expandNumbers(match[1]!);
      if (!numbers) continue;
      const start = range.start + match.index;
      citations.push({ start, end: start + match[0].length, numbers });
    }
  }
  return citations;
}

function withoutNumberDefinitions(markdown: string): string {
  const ranges = numberDefinitionRanges(parseMarkdown(markdown), markdown);
  let result = markdown;
  for (const range of ranges.reverse())
    result = result.slice(0, range.start) + result.slice(range.end);
  return result;
}

function expandNumbers(list: string): number[] | undefined {
  const numbers: number[] = [];
  for (const part of list.split(',')) {
    const [from, to] = part.split(/[-–]/).map((value) => Number.parseInt(value.trim(), 10));
    if (from === undefined || Number.isNaN(from)) return undefined;
    if (to === undefined) {
      numbers.push(from);
      continue;
    }
    if (Number.isNaN(to) || to < from || to - from > MAX_RANGE_SPAN) return undefined;
    for (let number = from; number <= to; number += 1) numbers.push(number);
  }
  return numbers;
}

/** Punctuation, or the end of emphasis (`**Quoted [9]**` -> `**Quoted**`). */
const CLOSING_PUNCTUATION = /^[.,;:!?)\]*_~]/;

/**
 * Removes `[start, end)` and what it leaves behind: the space before it when punctuation, a
 * line end or another space follows (`12% [9].` -> `12%.`), the space after it at the start of
 * a line, and brackets it leaves empty (`growth ([9])` -> `growth`).
 */
function removeTidily(text: string, start: number, end: number): string {
  let before = text.slice(0, start);
  let after = text.slice(end);
  if (/^[ \t]|^$|^\n/.test(after) || CLOSING_PUNCTUATION.test(after)) {
    before = before.replace(/[ \t]+$/, '');
  }
  if (/(^|\n)[ \t]*$/.test(before)) after = after.replace(/^[ \t]+/, '');
  const emptyBrackets = before.match(/[ \t]*\(\s*$/);
  if (emptyBrackets && /^\s*\)/.test(after)) {
    before = before.slice(0, before.length - emptyBrackets[0].length);
    after = after.replace(/^\s*\)/, '');
  }
  return before + after;
}

function ascending(a: number, b: number): number {
  return a - b;
}
