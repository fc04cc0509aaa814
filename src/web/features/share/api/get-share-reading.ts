import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShareReading } from '../../../../domain/share-reading.ts';
import { answer, client, segment } from '../../../lib/api.ts';
import { strategyKeys } from '../../../lib/strategy-keys.ts';

/** One link's opens and reading time; read again on every `share-read` event. */
export function getShareReading(strategyId: string, shareId: string): Promise<ShareReading> {
  return answer(
    client.strategies[':id'].shares[':shareId'].reading.$get({
      param: { id: segment(strategyId), shareId: segment(shareId) },
    }),
  );
}

export function shareReadingQueryOptions(strategyId: string, shareId: string) {
  return queryOptions({
    queryKey: [...strategyKeys.shareReading(strategyId), shareId] as const,
    queryFn: () => getShareReading(strategyId, shareId),
  });
}

export function useShareReading(strategyId: string, shareId: string) {
  return useQuery(shareReadingQueryOptions(strategyId, shareId));
}
