import { requestJson, withSlash } from './search-http.ts';
import {
  DEFAULT_MAX_RESULTS,
  SearchError,
  type SearchProvider,
  type SearchProviderConfig,
} from './search-provider.ts';
import { cleanResults } from './search-results.ts';

interface SearxngAnswer {
  results?: { title?: unknown; url?: unknown; content?: unknown }[];
}

/**
 * A SearXNG instance's JSON API: `GET <base>/search?q=...&format=json`. The instance must allow
 * the `json` format (search.formats in its settings.yml); a key, if the instance sits behind one,
 * is sent as a bearer token.
 */
export function createSearxngProvider(
  config: Omit<SearchProviderConfig, 'provider'>,
): SearchProvider {
  if (!config.baseUrl) throw new SearchError('SearXNG needs the address of its instance.');
  const endpoint = new URL('search', withSlash(config.baseUrl));
  return {
    name: 'searxng',
    async search(query, options = {}) {
      const url = new URL(endpoint);
      url.searchParams.set('q', query);
      url.searchParams.set('format', 'json');
      url.searchParams.set('safesearch', '1');
      const answer = (await requestJson({
        provider: 'SearXNG',
        url,
        ...(config.apiKey ? { headers: { authorization: `Bearer ${config.apiKey}` } } : {}),
        ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      })) as SearxngAnswer;
      const results = Array.isArray(answer?.results) ? answer.results : [];
      return cleanResults(
        results.map((result) => ({
          title: result.title,
          url: result.url,
          snippet: result.content,
        })),
        options.maxResults ?? DEFAULT_MAX_RESULTS,
      );
    },
  };
}
