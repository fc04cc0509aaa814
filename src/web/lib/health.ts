import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, client } from './api.ts';

export const healthQueryOptions = queryOptions({
  queryKey: ['health'],
  queryFn: () => answer(client.health.$get()),
  staleTime: 60_000,
});

/** Whether generation can run: unknown (still loading) counts as yes, so nothing flickers. */
export function useProviderConfigured(): boolean {
  const { data } = useQuery(healthQueryOptions);
  return data?.provider.configured ?? true;
}
