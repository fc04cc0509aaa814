import type { Strategy, UpdateStrategyInput } from '../../../../domain/strategy.ts';
import { ApiError, answer, client, segment } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { strategyKeys, strategyQueryOptions } from '../../../lib/strategy-keys.ts';

export type StrategyChanges = Omit<UpdateStrategyInput, 'version'>;

export function updateStrategy(id: string, input: UpdateStrategyInput): Promise<Strategy> {
  return answer(client.strategies[':id'].$patch({ param: { id: segment(id) }, json: input }));
}

async function currentVersion(id: string, fresh: boolean): Promise<number> {
  const cached = fresh ? undefined : queryClient.getQueryData(strategyQueryOptions(id).queryKey);
  if (cached) return cached.version;
  return (await queryClient.fetchQuery({ ...strategyQueryOptions(id), staleTime: 0 })).version;
}

/**
 * Saves the person's changes against the version the page holds. When the server answers 409
 * (changed elsewhere, e.g. another tab), it fetches the latest version and applies the same
 * changes once more; a second refusal reaches the caller.
 */
export async function saveStrategyChanges(id: string, changes: StrategyChanges): Promise<Strategy> {
  let strategy: Strategy;
  try {
    strategy = await updateStrategy(id, { ...changes, version: await currentVersion(id, false) });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    strategy = await updateStrategy(id, { ...changes, version: await currentVersion(id, true) });
  }
  queryClient.setQueryData(strategyKeys.detail(id), strategy);
  void queryClient.invalidateQueries({ queryKey: strategyKeys.list() });
  return strategy;
}
