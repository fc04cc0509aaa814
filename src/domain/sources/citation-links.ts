import { escapeMarkdown } from '../markdown-escape.ts';
import { findCitations } from './citations.ts';
import type { SectionSource } from './section-source.ts';

/** The fragment a citation links to: the source's entry in its section's sources list. */
export function sourceAnchor(sectionKey: string, n: number): string {
  return `source-${sectionKey}-${n}`;
}

/**
 * The Markdown with each citation of a known source turned into a link to its entry in the
 * sources list (`[1, 2]` -> `\[[1](#…-1), [2](#…-2)\]`). Only citations in prose (never in code
 * or links), found as `checkCitations` finds them; unknown numbers are left as text.
 */
export function linkCitations(
  markdown: string,
  sources: readonly SectionSource[],
  sectionKey: string,
): string {
  if (sources.length === 0) return markdown;
  const known = new Set(sources.map((source) => source.n));
  let result = markdown;
  for (const citation of findCitations(markdown).reverse()) {
    if (!citation.numbers.some((n) => known.has(n))) continue;
    const parts = citation.numbers.map((n) =>
      known.has(n) ? `[${n}](#${sourceAnchor(sectionKey, n)})` : String(n),
    );
    result = `${result.slice(0, citation.start)}\\[${parts.join(', ')}\\]${result.slice(citation.end)}`;
  }
  return result;
}

/** "Market study.pdf, p. 4" or "Salon market 2025 (https://…)": how a source is listed. */
export function describeSource(source: SectionSource): string {
  const where = source.location ?? (source.page !== undefined ? `p. ${source.page}` : '');
  return [source.title, where].filter(Boolean).join(', ');
}

/** "1 citation removed: no such source", for a card and the shared view. */
export function citationsRemovedNote(count: number): string {
  return `${count} ${count === 1 ? 'citation' : 'citations'} removed: no such source`;
}

/** The bold line above a section's sources list in the exports (the deck finds the list by it). */
export const SOURCES_HEADING = 'Sources';

/**
 * The section's Markdown followed by its sources, for the exports: "Sources" and a numbered
 * list in the order the text cites them. Names and addresses are escaped, never read as Markdown.
 */
export function withSourcesList(markdown: string, sources: readonly SectionSource[] = []): string {
  if (sources.length === 0) return markdown;
  const items = sources.map((source) => {
    const parts = [describeSource(source), source.url].filter(Boolean) as string[];
    return `${source.n}. ${parts.map(escapeMarkdown).join(' — ')}`;
  });
  return `${markdown.trimEnd()}\n\n**${SOURCES_HEADING}**\n\n${items.join('\n')}\n`;
}
