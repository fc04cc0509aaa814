import { queryOptions } from '@tanstack/react-query';
import { API } from '../../domain/api-routes.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { api } from './api.ts';

/** Query keys shared by every feature that reads or changes strategies. */
export const strategyKeys = {
  all: ['strategies'] as const,
  list: () => [...strategyKeys.all, 'list'] as const,
  detail: (id: string) => [...strategyKeys.all, 'detail', id] as const,
  /** The key of the delete mutation, so the page can tell its own deletion from another's. */
  delete: () => [...strategyKeys.all, 'delete'] as const,
};

export function getStrategy(id: string): Promise<Strategy> {
  return api(API.getStrategy.to({ id }));
}

export function strategyQueryOptions(id: string) {
  return queryOptions({ queryKey: strategyKeys.detail(id), queryFn: () => getStrategy(id) });
}
