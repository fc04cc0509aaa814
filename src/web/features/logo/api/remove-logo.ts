import { useMutation } from '@tanstack/react-query';
import { answer, client, segment } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { strategyKeys } from '../../../lib/strategy-keys.ts';

export function removeLogo(strategyId: string): Promise<void> {
  return answer(client.strategies[':id'].logo.$delete({ param: { id: segment(strategyId) } }));
}

export function useRemoveLogo(strategyId: string) {
  return useMutation({
    mutationFn: () => removeLogo(strategyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: strategyKeys.detail(strategyId) }),
  });
}
