import type { Passage } from '../../domain/sources/passage.ts';
import { OutboundError } from '../net/outbound-error.ts';
import { DocumentError } from './intake/document-error.ts';
import type { SafeFetch } from './safe-fetch.ts';
import type { SearchProvider } from './search/search-provider.ts';
import type { SourcePool } from './source-pool.ts';

export interface WebSource {
  /** The address the text came from (after redirects), stored with the source. */
  url: string;
  title: string;
  /** When the page was fetched (ISO 8601). */
  fetchedAt: string;
  snippet: string;
  passages: Passage[];
  warnings: string[];
}

export interface SkippedResult {
  url: string;
  /** Why it was not used, for the log and the research panel (never sent to the model). */
  reason: string;
}

export interface WebResearch {
  sources: WebSource[];
  skipped: SkippedResult[];
}

export interface WebResearchOptions {
  query: string;
  search: SearchProvider;
  fetch: SafeFetch;
  pool: SourcePool;
  /** Results fetched at most (default 5). */
  maxResults?: number;
  /** Pages fetched at the same time (default 3). */
  concurrency?: number;
}

/**
 * Searches, then fetches each result through `safe-fetch` and reduces it to readable passages
 * on the worker pool. A result that is refused (a private address, a redirect to one, a page
 * too slow or of the wrong type) or unreadable is skipped with its reason; the others are kept.
 */
export async function researchWeb(options: WebResearchOptions): Promise<WebResearch> {
  const results = await options.search.search(options.query, {
    maxResults: options.maxResults ?? 5,
  });
  const sources: (WebSource | undefined)[] = new Array(results.length);
  const skipped: SkippedResult[] = [];
  let next = 0;
  const worker = async () => {
    while (next < results.length) {
      const index = next;
      next += 1;
      const result = results[index]!;
      try {
        const page = await options.fetch(result.url);
        const readable = await options.pool.readWebPage({
          bytes: page.bytes,
          contentType: page.contentType,
          ...(page.charset ? { charset: page.charset } : {}),
          url: page.url,
        });
        sources[index] = {
          url: page.url,
          title: readable.title || result.title,
          fetchedAt: page.fetchedAt,
          snippet: result.snippet,
          passages: readable.passages,
          warnings: page.truncated
            ? ['The page was longer than 5 MB; only its beginning was read.', ...readable.warnings]
            : readable.warnings,
        };
      } catch (error) {
        if (!(error instanceof OutboundError || error instanceof DocumentError)) throw error;
        skipped.push({ url: result.url, reason: error.message });
      }
    }
  };
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 3, results.length));
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { sources: sources.filter((source) => source !== undefined), skipped };
}
