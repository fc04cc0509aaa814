import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

export interface Health {
  ok: boolean;
  provider: { configured: boolean; model: string };
  accessTokenRequired: boolean;
}

export const NO_PROVIDER_MESSAGE = 'No AI provider configured: set OPENAI_API_KEY or LLM_BASE_URL';

export const healthQueryOptions = queryOptions({
  queryKey: ['health'],
  queryFn: () => api<Health>('/api/health'),
  staleTime: 60_000,
});

/** Whether generation can run: unknown (still loading) counts as yes, so nothing flickers. */
export function useProviderConfigured(): boolean {
  const { data } = useQuery(healthQueryOptions);
  return data?.provider.configured ?? true;
}
