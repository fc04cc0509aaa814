import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareLink } from '../../../../domain/share-link.ts';
import { api } from '../../../lib/api.ts';
import { shareKeys } from './share-keys.ts';

export function revokeShare(shareId: string): Promise<void> {
  return api<void>(`/api/shares/${encodeURIComponent(shareId)}`, { method: 'DELETE' });
}

export function useRevokeShare(strategyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShare,
    onSuccess: (_result, shareId) => {
      queryClient.setQueryData<ShareLink[]>(shareKeys.ofStrategy(strategyId), (links) =>
        links?.filter((link) => link.id !== shareId),
      );
      return queryClient.invalidateQueries({ queryKey: shareKeys.ofStrategy(strategyId) });
    },
  });
}
