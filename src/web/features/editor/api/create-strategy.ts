import { useMutation } from '@tanstack/react-query';
import type { CreateStrategyInput, Strategy } from '../../../../domain/strategy.ts';
import { answer, client } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { strategyKeys } from '../../../lib/strategy-keys.ts';

export function createStrategy(input: CreateStrategyInput): Promise<Strategy> {
  return answer(client.strategies.$post({ json: input }));
}

export function useCreateStrategy() {
  return useMutation({
    mutationFn: createStrategy,
    onSuccess: (strategy) => {
      queryClient.setQueryData(strategyKeys.detail(strategy.id), strategy);
      return queryClient.invalidateQueries({ queryKey: strategyKeys.list() });
    },
  });
}
