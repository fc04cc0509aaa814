/** One result as every provider is reduced to: what the page shows and what is fetched next. */
export interface SearchResult {
  title: string;
  url: string;
  snippet: string;
}

export type SearchProviderName = 'searxng' | 'brave' | 'tavily';

export interface SearchOptions {
  /** At most this many results (default 8). */
  maxResults?: number;
  signal?: AbortSignal;
}

/** A web search service. Results are untrusted: their URLs go through `safe-fetch` only. */
export interface SearchProvider {
  readonly name: SearchProviderName;
  search(query: string, options?: SearchOptions): Promise<SearchResult[]>;
}

export interface SearchProviderConfig {
  provider: SearchProviderName;
  /** Where the service answers; SearXNG needs one, Brave and Tavily default to their own. */
  baseUrl?: string;
  apiKey?: string;
  timeoutMs?: number;
}

/** A search that failed, with a message for the person who configured the provider. */
export class SearchError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SearchError';
  }
}

export const DEFAULT_MAX_RESULTS = 8;
