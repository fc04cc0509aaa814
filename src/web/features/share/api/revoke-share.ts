import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareLink } from '../../../../domain/share-link.ts';
import { answer, client, segment } from '../../../lib/api.ts';
import { shareKeys } from './share-keys.ts';

export function revokeShare(strategyId: string, shareId: string): Promise<void> {
  return answer(
    client.strategies[':id'].shares[':shareId'].$delete({
      param: { id: segment(strategyId), shareId: segment(shareId) },
    }),
  );
}

export function useRevokeShare(strategyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => revokeShare(strategyId, shareId),
    onSuccess: (_result, shareId) => {
      queryClient.setQueryData<ShareLink[]>(shareKeys.ofStrategy(strategyId), (links) =>
        links?.filter((link) => link.id !== shareId),
      );
      return queryClient.invalidateQueries({ queryKey: shareKeys.ofStrategy(strategyId) });
    },
  });
}
