import { queryOptions } from '@tanstack/react-query';
import type { ApprovalInput, CommentInput, OwnerCommentInput } from '../../../domain/review.ts';
import { answer, client, segment } from '../../lib/api.ts';

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
    queryFn: () =>
      answer(client.strategies[':id'].review.$get({ param: { id: segment(strategyId) } })),
  });
}

export function versionsQueryOptions(strategyId: string, key: string, sectionVersion: number) {
  return queryOptions({
    // The section's version in the key: a new text (edit, generation, restore) reads them again.
    queryKey: [...reviewKeys.versions(strategyId, key), sectionVersion],
    queryFn: () =>
      answer(
        client.strategies[':id'].sections[':key'].versions.$get({
          param: { id: segment(strategyId), key: segment(key) },
        }),
      ),
  });
}

export function sharedCommentsQueryOptions(shareId: string, key: string) {
  return queryOptions({
    queryKey: reviewKeys.shared(shareId, key),
    queryFn: () =>
      answer(
        client.shares[':shareId'].sections[':key'].comments.$get({
          param: { shareId: segment(shareId), key: segment(key) },
        }),
      ),
    // Other link holders' comments appear while the panel is open.
    refetchInterval: 20_000,
  });
}

export const addOwnerComment = (strategyId: string, key: string, json: OwnerCommentInput) =>
  answer(
    client.strategies[':id'].sections[':key'].comments.$post({
      param: { id: segment(strategyId), key: segment(key) },
      json,
    }),
  );

export const setResolved = (
  strategyId: string,
  key: string,
  commentId: string,
  resolved: boolean,
) =>
  answer(
    client.strategies[':id'].sections[':key'].comments[':commentId'].$patch({
      param: { id: segment(strategyId), key: segment(key), commentId: segment(commentId) },
      json: { resolved },
    }),
  );

export const restoreVersion = (strategyId: string, key: string, versionId: string) =>
  answer(
    client.strategies[':id'].sections[':key'].versions[':versionId'].restore.$post({
      param: { id: segment(strategyId), key: segment(key), versionId: segment(versionId) },
    }),
  );

export const addSharedComment = (shareId: string, key: string, json: CommentInput) =>
  answer(
    client.shares[':shareId'].sections[':key'].comments.$post({
      param: { shareId: segment(shareId), key: segment(key) },
      json,
    }),
  );

export const approveShared = (shareId: string, key: string, json: ApprovalInput) =>
  answer(
    client.shares[':shareId'].sections[':key'].approval.$post({
      param: { shareId: segment(shareId), key: segment(key) },
      json,
    }),
  );
