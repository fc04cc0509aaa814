import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShareLink } from '../../../../domain/share-link.ts';
import { answer, client, segment } from '../../../lib/api.ts';
import { shareKeys } from './share-keys.ts';

/** The strategy's live links, newest first (the server drops expired ones). */
export function getShares(strategyId: string): Promise<ShareLink[]> {
  return answer(client.strategies[':id'].shares.$get({ param: { id: segment(strategyId) } }));
}

export function sharesQueryOptions(strategyId: string) {
  return queryOptions({
    queryKey: shareKeys.ofStrategy(strategyId),
    queryFn: () => getShares(strategyId),
    staleTime: 0,
  });
}

export function useShares(strategyId: string, enabled = true) {
  return useQuery({ ...sharesQueryOptions(strategyId), enabled });
}
