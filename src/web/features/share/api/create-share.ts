import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateShareInput,
  createShareSchema,
  type ShareLink,
} from '../../../../domain/share.ts';
import { api } from '../../../lib/api.ts';
import { shareKeys } from './share-keys.ts';

export const createShareInputSchema = createShareSchema;

export function createShare(strategyId: string, input: CreateShareInput): Promise<ShareLink> {
  return api<ShareLink>(`/api/strategies/${encodeURIComponent(strategyId)}/shares`, {
    method: 'POST',
    json: createShareInputSchema.parse(input),
  });
}

export function useCreateShare(strategyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateShareInput) => createShare(strategyId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.ofStrategy(strategyId) }),
  });
}
