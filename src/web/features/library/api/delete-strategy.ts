import { useMutation } from '@tanstack/react-query';
import { answer, client, segment } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { strategyKeys } from '../../../lib/strategy-keys.ts';

export function deleteStrategy(id: string): Promise<void> {
  return answer(client.strategies[':id'].$delete({ param: { id: segment(id) } }));
}

export function useDeleteStrategy() {
  return useMutation({
    mutationKey: strategyKeys.delete(),
    mutationFn: deleteStrategy,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: strategyKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: strategyKeys.list() });
    },
  });
}
