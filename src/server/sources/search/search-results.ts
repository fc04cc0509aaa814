import type { SearchResult } from './search-provider.ts';

const MAX_TITLE = 300;
const MAX_SNIPPET = 1000;

/**
 * Results from a provider reduced to `{title, url, snippet}`: only http(s) URLs (a result is
 * later fetched), each once, titles and snippets as plain text (providers mark matches with
 * `<strong>` and send entities), lengths capped.
 */
export function cleanResults(
  results: readonly { title?: unknown; url?: unknown; snippet?: unknown }[],
  maxResults: number,
): SearchResult[] {
  const seen = new Set<string>();
  const clean: SearchResult[] = [];
  for (const result of results) {
    if (clean.length >= maxResults) break;
    const url = webUrl(result.url);
    if (!url || seen.has(url)) continue;
    seen.add(url);
    clean.push({
      title: plainText(result.title, MAX_TITLE) || new URL(url).hostname,
      url,
      snippet: plainText(result.snippet, MAX_SNIPPET),
    });
  }
  return clean;
}

function webUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function plainText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  const text = value
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X'
            ? Number.parseInt(name.slice(2), 16)
            : Number(name.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : '';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
