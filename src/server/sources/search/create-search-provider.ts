import { createBraveProvider } from './brave.ts';
import type { SearchProvider, SearchProviderConfig } from './search-provider.ts';
import { createSearxngProvider } from './searxng.ts';
import { createTavilyProvider } from './tavily.ts';

/** The provider the settings (or environment) name, with their base URL and key. */
export function createSearchProvider(config: SearchProviderConfig): SearchProvider {
  const { provider, ...rest } = config;
  switch (provider) {
    case 'searxng':
      return createSearxngProvider(rest);
    case 'brave':
      return createBraveProvider(rest);
    case 'tavily':
      return createTavilyProvider(rest);
  }
}
