import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { StrategyPage } from '../../../../domain/strategy.ts';
import { answer, client } from '../../../lib/api.ts';
import { strategyKeys } from '../../../lib/strategy-keys.ts';

export interface LibraryQuery {
  /** Search text: words the client, company or overview has words beginning with. */
  q: string;
  /** Strategies per page. */
  limit: number;
}

/** One page of saved strategies, newest first (the server's order), after `cursor`. */
export function listStrategies(
  query: LibraryQuery & { cursor: string | null },
  signal?: AbortSignal,
): Promise<StrategyPage> {
  return answer(
    client.strategies.$get(
      {
        query: {
          limit: String(query.limit),
          ...(query.q ? { q: query.q } : {}),
          ...(query.cursor ? { cursor: query.cursor } : {}),
        },
      },
      signal ? { init: { signal } } : {},
    ),
  );
}

/** Pages of the library under the list key, so every change to a strategy refreshes them. */
export function strategyLibraryOptions(query: LibraryQuery) {
  return infiniteQueryOptions({
    queryKey: [...strategyKeys.list(), query],
    queryFn: ({ pageParam, signal }) => listStrategies({ ...query, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
    // While a new search loads, the last answer stays on screen rather than a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useStrategyLibrary(query: LibraryQuery) {
  return useInfiniteQuery(strategyLibraryOptions(query));
}
