import { queryOptions } from '@tanstack/react-query';
import type { Strategy } from '../../domain/strategy.ts';
import { answer, client, segment } from './api.ts';

/** Query keys shared by every feature that reads or changes strategies. */
export const strategyKeys = {
  all: ['strategies'] as const,
  list: () => [...strategyKeys.all, 'list'] as const,
  detail: (id: string) => [...strategyKeys.all, 'detail', id] as const,
  /** The key of the delete mutation, so the page can tell its own deletion from another's. */
  delete: () => [...strategyKeys.all, 'delete'] as const,
  /** A strategy's share links' reading figures (issue 31): the `share-read` event refreshes them. */
  shareReading: (id: string) => [...strategyKeys.all, 'share-reading', id] as const,
};

export function getStrategy(id: string): Promise<Strategy> {
  return answer(client.strategies[':id'].$get({ param: { id: segment(id) } }));
}

export function strategyQueryOptions(id: string) {
  return queryOptions({ queryKey: strategyKeys.detail(id), queryFn: () => getStrategy(id) });
}
