import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Spinner } from '../spinner.tsx';
import { CommentForm } from './comment-form.tsx';
import { CommentThreads } from './comment-thread.tsx';
import { addOwnerComment, reviewKeys, reviewQueryOptions, setResolved } from './review-api.ts';

/** The owner's comments on one section: read, reply, resolve, reopen, add. */
export function OwnerCommentsPanel({
  strategyId,
  sectionKey,
}: {
  strategyId: string;
  sectionKey: string;
}) {
  const queryClient = useQueryClient();
  const review = useQuery(reviewQueryOptions(strategyId));
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: reviewKeys.strategy(strategyId) });
  if (!review.data) return <Spinner />;
  const comments = review.data.comments.filter((comment) => comment.sectionKey === sectionKey);
  return (
    <div className="space-y-6">
      <CommentThreads
        comments={comments}
        onReply={(parentId, body) =>
          addOwnerComment(strategyId, sectionKey, { body, parentId }).then(refresh)
        }
        onResolve={(comment, resolved) =>
          setResolved(strategyId, sectionKey, comment.id, resolved).then(refresh)
        }
      />
      <CommentForm
        label="Add a comment"
        submitLabel="Comment"
        onSubmit={(body) => addOwnerComment(strategyId, sectionKey, { body }).then(refresh)}
      />
    </div>
  );
}
