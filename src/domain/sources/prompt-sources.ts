import { describePassageLocation, type Passage } from './passage.ts';
import type { SectionSource } from './section-source.ts';

/** A passage found for a section, best first, with the source it belongs to. */
export interface RankedPassage extends Passage {
  sourceId: string;
  sourceName: string;
  kind: 'document' | 'web';
  url?: string;
}

/** Characters of passages one prompt may carry, and how many from one source at most. */
export const PROMPT_SOURCES_MAX_CHARACTERS = 6000;
export const PROMPT_SOURCES_PER_SOURCE = 3;
export const PROMPT_SOURCES_MAX = 8;

export const CITE_INSTRUCTION =
  'Where a statement uses one of these sources, cite it right after the statement as [n] ' +
  '(for example [1] or [1, 2]). Cite only the numbers listed under Sources, and never make up ' +
  'a source, a figure or a reference.';

/** The sections that need market facts: web pages found by research are offered to them. */
const MARKET_FACT_GROUPS = new Set(['Market Research', 'Raising Capital']);

export function needsMarketFacts(groupTitle: string): boolean {
  return MARKET_FACT_GROUPS.has(groupTitle);
}

/**
 * The numbered `Sources:` block of a section's prompt and the sources it numbers: passages in
 * rank order, at most 3 from one source, within ~6,000 characters. `[n] <document>, p. <page>:
 * <text>`; a web page is named by its title and address.
 */
export function promptSources(ranked: readonly RankedPassage[]): {
  block: string;
  sources: SectionSource[];
} {
  const perSource = new Map<string, number>();
  const lines: string[] = [];
  const sources: SectionSource[] = [];
  let characters = 0;
  for (const passage of ranked) {
    if (sources.length >= PROMPT_SOURCES_MAX) break;
    const used = perSource.get(passage.sourceId) ?? 0;
    if (used >= PROMPT_SOURCES_PER_SOURCE) continue;
    const text = passage.text.replace(/\s+/g, ' ').trim();
    if (characters > 0 && characters + text.length > PROMPT_SOURCES_MAX_CHARACTERS) continue;
    perSource.set(passage.sourceId, used + 1);
    characters += text.length;
    const n = sources.length + 1;
    const location = describePassageLocation(passage);
    const name = oneLine(passage.sourceName);
    const label = passage.kind === 'web' && passage.url ? `${name} (${passage.url})` : name;
    lines.push(`[${n}] ${label}${location ? `, ${location}` : ''}: ${text}`);
    sources.push({
      n,
      ...(passage.kind === 'web' && passage.url
        ? { url: passage.url }
        : { documentId: passage.sourceId }),
      title: passage.sourceName,
      ...(passage.page !== undefined ? { page: passage.page } : {}),
      ...(location ? { location } : {}),
    });
  }
  if (sources.length === 0) return { block: '', sources };
  return { block: `Sources:\n${lines.join('\n')}\n\n${CITE_INSTRUCTION}`, sources };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const STOP_WORDS = new Set(
  (
    'the and for with that this from are was were will would could should have has had not but ' +
    'our your their its into about over under than then them they you we who what when where ' +
    'which while how why all any can may also more most such each other some very just only ' +
    'own same both few out off per via section business strategy analysis'
  ).split(' '),
);

/** Words worth searching for: letters or digits, 3 characters or more, not a stop word. */
export function searchWords(text: string, limit: number): string[] {
  const words: string[] = [];
  const seen = new Set<string>();
  for (const match of text.toLowerCase().matchAll(/[\p{L}\p{N}]{3,}/gu)) {
    const word = match[0];
    if (STOP_WORDS.has(word) || seen.has(word)) continue;
    seen.add(word);
    words.push(word);
    if (words.length >= limit) break;
  }
  return words;
}
