import { queryOptions } from '@tanstack/react-query';
import { API } from '../../../../domain/api-routes.ts';
import type {
  FinancialsDraftResponse,
  FinancialsResponse,
  ScenarioUpdate,
} from '../../../../domain/financial/api-types.ts';
import type { FinancialAssumptions } from '../../../../domain/financial/assumption-types.ts';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { strategyKeys } from '../../../lib/strategy-keys.ts';

export const financialKeys = {
  detail: (id: string) => [...strategyKeys.detail(id), 'financials'] as const,
};

export function financialsQueryOptions(id: string) {
  return queryOptions({
    queryKey: financialKeys.detail(id),
    queryFn: () => api(API.getFinancials.to({ id })),
    staleTime: 0,
  });
}

/**
 * Saves against `version` (0: the first save). A 409 reaches the caller: the page says the model
 * changed elsewhere and offers to reload, rather than overwrite another person's figures.
 */
export async function saveFinancials(
  id: string,
  assumptions: FinancialAssumptions,
  version: number,
  scenarios?: ScenarioUpdate[],
): Promise<FinancialsResponse> {
  const saved = await api(API.saveFinancials.to({ id }), {
    json: { assumptions, version, ...(scenarios ? { scenarios } : {}) },
  });
  queryClient.setQueryData(financialKeys.detail(id), saved);
  // Money sections are now stale and the pitch's title may name a new amount.
  void queryClient.invalidateQueries({ queryKey: strategyKeys.detail(id), exact: true });
  return saved;
}

export function draftFinancials(id: string): Promise<FinancialsDraftResponse> {
  return api(API.draftFinancials.to({ id }));
}
