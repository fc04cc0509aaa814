import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../domain/api-routes.ts';
import type { Strategy } from '../../../../domain/strategy.ts';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { strategyKeys } from '../../../lib/strategy-keys.ts';

/**
 * A new strategy named "… (copy)" with the same overview, metadata, language, written sections
 * and logo, made by the server in one transaction.
 */
export function duplicateStrategy(id: string): Promise<Strategy> {
  return api(API.duplicateStrategy.to({ id }));
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
