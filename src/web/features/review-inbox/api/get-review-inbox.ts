import { queryOptions } from '@tanstack/react-query';
import { reviewKeys } from '../../../components/section-review/review-api.ts';
import { answer, client, segment } from '../../../lib/api.ts';

/** Under the review's key: a review event (comment, approval) reads it again. */
export function reviewInboxQueryOptions(strategyId: string) {
  return queryOptions({
    queryKey: [...reviewKeys.strategy(strategyId), 'inbox'] as const,
    queryFn: () =>
      answer(client.strategies[':id'].review.inbox.$get({ param: { id: segment(strategyId) } })),
  });
}
