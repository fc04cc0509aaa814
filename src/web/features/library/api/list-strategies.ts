import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../domain/api-routes.ts';
import type { StrategySummary } from '../../../../domain/strategy.ts';
import { api } from '../../../lib/api.ts';
import { strategyKeys } from '../../../lib/strategy-keys.ts';

/** Saved strategies, newest first (the server's order). */
export function listStrategies(): Promise<StrategySummary[]> {
  return api(API.listStrategies.to());
}

export const strategiesQueryOptions = queryOptions({
  queryKey: strategyKeys.list(),
  queryFn: listStrategies,
  staleTime: 0,
});

export function useStrategies() {
  return useQuery(strategiesQueryOptions);
}
