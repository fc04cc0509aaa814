import { queryOptions } from '@tanstack/react-query';
import type {
  FinancialsDraftResponse,
  FinancialsResponse,
  ScenarioUpdate,
} from '../../../../domain/financial/api-types.ts';
import type { FinancialAssumptions } from '../../../../domain/financial/assumption-types.ts';
import type { SensitivityMetric } from '../../../../domain/financial/sensitivity.ts';
import { answer, client, segment } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { strategyKeys } from '../../../lib/strategy-keys.ts';

export const financialKeys = {
  detail: (id: string) => [...strategyKeys.detail(id), 'financials'] as const,
  sensitivity: (id: string) => [...strategyKeys.detail(id), 'sensitivity'] as const,
};

export function financialsQueryOptions(id: string) {
  return queryOptions({
    queryKey: financialKeys.detail(id),
    queryFn: () => answer(client.strategies[':id'].financials.$get({ param: { id: segment(id) } })),
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
  const saved = await answer(
    client.strategies[':id'].financials.$put({
      param: { id: segment(id) },
      json: { assumptions, version, ...(scenarios ? { scenarios } : {}) },
    }),
  );
  queryClient.setQueryData(financialKeys.detail(id), saved);
  void queryClient.invalidateQueries({ queryKey: financialKeys.sensitivity(id) });
  // Money sections are now stale and the pitch's title may name a new amount.
  void queryClient.invalidateQueries({ queryKey: strategyKeys.detail(id), exact: true });
  return saved;
}

export function draftFinancials(id: string): Promise<FinancialsDraftResponse> {
  return answer(client.strategies[':id'].financials.draft.$post({ param: { id: segment(id) } }));
}

/** The year's figure with each driver moved alone; computed by the server from the saved model. */
export function sensitivityQueryOptions(id: string, metric: SensitivityMetric, year: number) {
  return queryOptions({
    queryKey: [...financialKeys.sensitivity(id), metric, year],
    queryFn: () =>
      answer(
        client.strategies[':id'].financials.sensitivity.$get({
          param: { id: segment(id) },
          query: { metric, year: String(year) },
        }),
      ),
  });
}

/**
 * Replaces the actuals with a CSV (a file's text or a pasted one). A 400 carries `issues` by row
 * and column (`ApiError.body`); nothing is stored then.
 */
export async function saveActuals(id: string, csv: string): Promise<FinancialsResponse> {
  // The CSV goes as the body itself, which hc does not type: the route reads the text.
  const saved = await answer(
    client.strategies[':id'].financials.actuals.$put(
      { param: { id: segment(id) } },
      { init: { body: csv, headers: { 'content-type': 'text/csv' } } },
    ),
  );
  queryClient.setQueryData(financialKeys.detail(id), saved);
  return saved;
}

export async function removeActuals(id: string): Promise<FinancialsResponse> {
  const saved = await answer(
    client.strategies[':id'].financials.actuals.$delete({ param: { id: segment(id) } }),
  );
  queryClient.setQueryData(financialKeys.detail(id), saved);
  return saved;
}
