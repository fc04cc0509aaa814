import { requestJson, withSlash } from './search-http.ts';
import {
  DEFAULT_MAX_RESULTS,
  SearchError,
  type SearchProvider,
  type SearchProviderConfig,
} from './search-provider.ts';
import { cleanResults } from './search-results.ts';

export const TAVILY_BASE_URL = 'https://api.tavily.com/';

interface TavilyAnswer {
  results?: { title?: unknown; url?: unknown; content?: unknown }[];
}

/** Tavily's search API: `POST <base>/search` with a JSON query, key as a bearer token. */
export function createTavilyProvider(
  config: Omit<SearchProviderConfig, 'provider'>,
): SearchProvider {
  if (!config.apiKey) throw new SearchError('Tavily needs an API key.');
  const apiKey = config.apiKey;
  const endpoint = new URL('search', withSlash(config.baseUrl ?? TAVILY_BASE_URL));
  return {
    name: 'tavily',
    async search(query, options = {}) {
      const maxResults = options.maxResults ?? DEFAULT_MAX_RESULTS;
      const answer = (await requestJson({
        provider: 'Tavily',
        url: endpoint,
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}` },
        body: {
          query,
          max_results: Math.min(20, maxResults),
          search_depth: 'basic',
          include_answer: false,
          include_raw_content: false,
        },
        ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      })) as TavilyAnswer;
      const results = Array.isArray(answer?.results) ? answer.results : [];
      return cleanResults(
        results.map((result) => ({
          title: result.title,
          url: result.url,
          snippet: result.content,
        })),
        maxResults,
      );
    },
  };
}
