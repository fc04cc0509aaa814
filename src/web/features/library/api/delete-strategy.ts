import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../domain/api-routes.ts';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { strategyKeys } from '../../../lib/strategy-keys.ts';

export function deleteStrategy(id: string): Promise<void> {
  return api(API.deleteStrategy.to({ id }));
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
