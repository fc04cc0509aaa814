import { useMutation, useQuery } from '@tanstack/react-query';
import type { Strategy } from '../../../../domain/strategy.ts';
import { answer, client, segment } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { strategyKeys } from '../../../lib/strategy-keys.ts';
import { useLiveStrategy } from '../../../stores/live-strategy.ts';
import { playbooksKey } from './playbooks.ts';

/**
 * Under the playbooks' key, so saving a playbook in the Playbooks panel (which refreshes that
 * key) asks again at once whether the open strategy's playbook has changed.
 */
export const playbookUpdateKey = (strategyId: string) =>
  [...playbooksKey, 'update-of', strategyId] as const;

/** `GET /api/strategies/:id/playbook-update`: what applying its playbook's newer version changes. */
export function usePlaybookUpdate(strategyId: string) {
  return useQuery({
    queryKey: playbookUpdateKey(strategyId),
    queryFn: () =>
      answer(
        client.strategies[':id']['playbook-update'].$get({ param: { id: segment(strategyId) } }),
      ),
    // Asked each time the strategy opens, and on return from another tab (an edit made there).
    staleTime: 0,
    refetchOnWindowFocus: true,
    // A deleted playbook (404) simply shows no notice.
    retry: false,
  });
}

/** The changed outline everywhere: the cached strategy, its live sections, the library's counts. */
function showStrategy(strategy: Strategy): Promise<void> {
  queryClient.setQueryData(strategyKeys.detail(strategy.id), strategy);
  useLiveStrategy.getState().load(strategy);
  void queryClient.invalidateQueries({ queryKey: strategyKeys.list() });
  return queryClient.invalidateQueries({ queryKey: playbookUpdateKey(strategy.id) });
}

export function useApplyPlaybookUpdate(strategyId: string) {
  return useMutation({
    mutationFn: () =>
      answer(
        client.strategies[':id']['playbook-update'].$post({ param: { id: segment(strategyId) } }),
      ),
    onSuccess: showStrategy,
  });
}

export function useRestoreSetAside(strategyId: string) {
  return useMutation({
    mutationFn: (key: string) =>
      answer(
        client.strategies[':id']['set-aside'].restore.$post({
          param: { id: segment(strategyId) },
          json: { key },
        }),
      ),
    onSuccess: showStrategy,
  });
}
