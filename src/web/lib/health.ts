import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../domain/api-routes.ts';
import { api } from './api.ts';

export const healthQueryOptions = queryOptions({
  queryKey: ['health'],
  queryFn: () => api(API.health.to()),
  staleTime: 60_000,
});

/** Whether generation can run: unknown (still loading) counts as yes, so nothing flickers. */
export function useProviderConfigured(): boolean {
  const { data } = useQuery(healthQueryOptions);
  return data?.provider.configured ?? true;
}
