import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { strategyKeys } from '../../../lib/strategy-keys.ts';

export function removeLogo(strategyId: string): Promise<void> {
  return api<void>(`/api/strategies/${encodeURIComponent(strategyId)}/logo`, { method: 'DELETE' });
}

export function useRemoveLogo(strategyId: string) {
  return useMutation({
    mutationFn: () => removeLogo(strategyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: strategyKeys.detail(strategyId) }),
  });
}
