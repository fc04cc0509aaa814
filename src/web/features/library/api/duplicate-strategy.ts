import { useMutation } from '@tanstack/react-query';
import type { Strategy } from '../../../../domain/strategy.ts';
import { answer, client, segment } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { strategyKeys } from '../../../lib/strategy-keys.ts';

/**
 * A new strategy named "… (copy)" with the same overview, metadata, language, written sections
 * and logo, made by the server in one transaction.
 */
export function duplicateStrategy(id: string): Promise<Strategy> {
  return answer(client.strategies[':id'].duplicate.$post({ param: { id: segment(id) } }));
}

export function useDuplicateStrategy() {
  return useMutation({
    mutationFn: duplicateStrategy,
    onSuccess: (strategy) => {
      queryClient.setQueryData(strategyKeys.detail(strategy.id), strategy);
      return queryClient.invalidateQueries({ queryKey: strategyKeys.list() });
    },
  });
}
