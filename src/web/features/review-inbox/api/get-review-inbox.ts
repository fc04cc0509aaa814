import { queryOptions } from '@tanstack/react-query';
import { API } from '../../../../domain/api-routes.ts';
import { reviewKeys } from '../../../components/section-review/review-api.ts';
import { api } from '../../../lib/api.ts';

/** Under the review's key: a review event (comment, approval) reads it again. */
export function reviewInboxQueryOptions(strategyId: string) {
  return queryOptions({
    queryKey: [...reviewKeys.strategy(strategyId), 'inbox'] as const,
    queryFn: () => api(API.getReviewInbox.to({ id: strategyId })),
  });
}
