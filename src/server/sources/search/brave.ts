import { requestJson, withSlash } from './search-http.ts';
import {
  DEFAULT_MAX_RESULTS,
  SearchError,
  type SearchProvider,
  type SearchProviderConfig,
} from './search-provider.ts';
import { cleanResults } from './search-results.ts';

export const BRAVE_BASE_URL = 'https://api.search.brave.com/res/v1/';

interface BraveAnswer {
  web?: { results?: { title?: unknown; url?: unknown; description?: unknown }[] };
}

/** Brave Search's web search API: `GET <base>/web/search?q=...`, key in `X-Subscription-Token`. */
export function createBraveProvider(
  config: Omit<SearchProviderConfig, 'provider'>,
): SearchProvider {
  if (!config.apiKey) throw new SearchError('Brave Search needs an API key.');
  const apiKey = config.apiKey;
  const endpoint = new URL('web/search', withSlash(config.baseUrl ?? BRAVE_BASE_URL));
  return {
    name: 'brave',
    async search(query, options = {}) {
      const maxResults = options.maxResults ?? DEFAULT_MAX_RESULTS;
      const url = new URL(endpoint);
      url.searchParams.set('q', query);
      url.searchParams.set('count', String(Math.min(20, maxResults)));
      const answer = (await requestJson({
        provider: 'Brave Search',
        url,
        headers: { 'x-subscription-token': apiKey },
        ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      })) as BraveAnswer;
      const results = Array.isArray(answer?.web?.results) ? answer.web.results : [];
      return cleanResults(
        results.map((result) => ({
          title: result.title,
          url: result.url,
          snippet: result.description,
        })),
        maxResults,
      );
    },
  };
}
