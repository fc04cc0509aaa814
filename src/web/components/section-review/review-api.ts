import { queryOptions } from '@tanstack/react-query';
import { API } from '../../../domain/api-routes.ts';
import type { ApprovalInput, CommentInput, OwnerCommentInput } from '../../../domain/review.ts';
import { api } from '../../lib/api.ts';

/** Query keys of client review: the owner's summary, a section's history, a link's comments. */
export const reviewKeys = {
  all: ['review'] as const,
  strategy: (strategyId: string) => [...reviewKeys.all, 'strategy', strategyId] as const,
  versions: (strategyId: string, key: string) =>
    [...reviewKeys.all, 'versions', strategyId, key] as const,
  shared: (shareId: string, key: string) => [...reviewKeys.all, 'shared', shareId, key] as const,
};

export function reviewQueryOptions(strategyId: string) {
  return queryOptions({
    queryKey: reviewKeys.strategy(strategyId),
    queryFn: () => api(API.getReview.to({ id: strategyId })),
  });
}

export function versionsQueryOptions(strategyId: string, key: string, sectionVersion: number) {
  return queryOptions({
    // The section's version in the key: a new text (edit, generation, restore) reads them again.
    queryKey: [...reviewKeys.versions(strategyId, key), sectionVersion],
    queryFn: () => api(API.listVersions.to({ id: strategyId, key })),
  });
}

export function sharedCommentsQueryOptions(shareId: string, key: string) {
  return queryOptions({
    queryKey: reviewKeys.shared(shareId, key),
    queryFn: () => api(API.listSharedComments.to({ shareId, key })),
    // Other link holders' comments appear while the panel is open.
    refetchInterval: 20_000,
  });
}

export const addOwnerComment = (strategyId: string, key: string, json: OwnerCommentInput) =>
  api(API.addComment.to({ id: strategyId, key }), { json });

export const setResolved = (
  strategyId: string,
  key: string,
  commentId: string,
  resolved: boolean,
) => api(API.resolveComment.to({ id: strategyId, key, commentId }), { json: { resolved } });

export const restoreVersion = (strategyId: string, key: string, versionId: string) =>
  api(API.restoreVersion.to({ id: strategyId, key, versionId }));

export const addSharedComment = (shareId: string, key: string, json: CommentInput) =>
  api(API.addSharedComment.to({ shareId, key }), { json });

export const approveShared = (shareId: string, key: string, json: ApprovalInput) =>
  api(API.approveSharedSection.to({ shareId, key }), { json });
