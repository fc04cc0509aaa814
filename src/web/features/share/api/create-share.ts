import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateShareInput, ShareLink } from '../../../../domain/share-link.ts';
import { answer, client, segment } from '../../../lib/api.ts';
import { shareKeys } from './share-keys.ts';

// No zod here: the form offers only valid choices and the server validates the request; zod
// would add ~15 KB to the page, and its compiled parsers trip the Content-Security-Policy.
export function createShare(strategyId: string, input: CreateShareInput): Promise<ShareLink> {
  return answer(
    client.strategies[':id'].shares.$post({ param: { id: segment(strategyId) }, json: input }),
  );
}

export function useCreateShare(strategyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateShareInput) => createShare(strategyId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.ofStrategy(strategyId) }),
  });
}
