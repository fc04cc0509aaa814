import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../domain/api-routes.ts';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { strategyKeys } from '../../../lib/strategy-keys.ts';

export function removeLogo(strategyId: string): Promise<void> {
  return api(API.removeLogo.to({ id: strategyId }));
}

export function useRemoveLogo(strategyId: string) {
  return useMutation({
    mutationFn: () => removeLogo(strategyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: strategyKeys.detail(strategyId) }),
  });
}
