import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedResponse } from '../../../../domain/share-link.ts';
import { ApiError, answer, client, segment } from '../../../lib/api.ts';
import { shareKeys } from './share-keys.ts';

/**
 * What a share link opens: the share (access, expiry) and the strategy's content, or for a
 * questionnaire link its questions.
 */
export function getSharedStrategy(shareId: string): Promise<SharedResponse> {
  return answer(client.shares[':shareId'].$get({ param: { shareId: segment(shareId) } }));
}

export function sharedStrategyQueryOptions(shareId: string) {
  return queryOptions({
    queryKey: shareKeys.shared(shareId),
    queryFn: () => getSharedStrategy(shareId),
    // An invalid, expired or revoked link stays so: ask again only when the server failed.
    retry: (failures, error) =>
      failures < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
  });
}

export function useSharedStrategy(shareId: string) {
  return useQuery(sharedStrategyQueryOptions(shareId));
}
