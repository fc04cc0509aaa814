import { queryOptions } from '@tanstack/react-query';
import type { FactSheet, Facts } from '../../../domain/facts.ts';
import { answer, client, segment } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { strategyKeys } from '../../lib/strategy-keys.ts';

export const factKeys = {
  detail: (id: string) => [...strategyKeys.detail(id), 'facts'] as const,
};

export function factsQueryOptions(id: string) {
  return queryOptions({
    queryKey: factKeys.detail(id),
    queryFn: () => answer(client.strategies[':id'].facts.$get({ param: { id: segment(id) } })),
    staleTime: 0,
  });
}

/** Saves against `version`; a 409 reaches the caller, which offers to reload. */
export async function saveFacts(id: string, facts: Facts, version: number): Promise<FactSheet> {
  const saved = await answer(
    client.strategies[':id'].facts.$put({ param: { id: segment(id) }, json: { facts, version } }),
  );
  queryClient.setQueryData(factKeys.detail(id), saved);
  // Sections that state a changed fact are now stale; the quality review reads the sheet.
  void queryClient.invalidateQueries({ queryKey: strategyKeys.detail(id), exact: true });
  return saved;
}

export function draftFacts(id: string): Promise<{ facts: Facts }> {
  return answer(client.strategies[':id'].facts.draft.$post({ param: { id: segment(id) } }));
}
