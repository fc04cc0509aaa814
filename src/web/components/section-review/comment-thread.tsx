import { useState } from 'react';
import { OWNER_AUTHOR, type ReviewComment } from '../../../domain/review.ts';
import { Button } from '../button.tsx';
import { CommentForm } from './comment-form.tsx';

/**
 * A section's comments with their replies. Every text is rendered as a text node (never Markdown
 * or HTML), so `<script>` or a `javascript:` link in a comment is only characters.
 */
export function CommentThreads({
  comments,
  onReply,
  onResolve,
}: {
  comments: ReviewComment[];
  onReply: (parentId: string, body: string) => Promise<unknown>;
  /** The owner's: resolve or reopen. */
  onResolve?: (comment: ReviewComment, resolved: boolean) => Promise<unknown>;
}) {
  const top = comments.filter((comment) => comment.parentId === null);
  const open = top.filter((comment) => !comment.resolved);
  const resolved = top.filter((comment) => comment.resolved);
  const repliesOf = (id: string) => comments.filter((comment) => comment.parentId === id);
  if (top.length === 0) return <p className="text-slate-600 text-sm">No comments yet.</p>;
  const thread = (comment: ReviewComment) => (
    <CommentThread
      key={comment.id}
      comment={comment}
      replies={repliesOf(comment.id)}
      onReply={onReply}
      onResolve={onResolve}
    />
  );
  return (
    <div className="space-y-4">
      <ul className="space-y-3" aria-label="Open comments">
        {open.map(thread)}
      </ul>
      {resolved.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-slate-700 text-sm">
            Resolved ({resolved.length})
          </summary>
          <ul className="mt-3 space-y-3" aria-label="Resolved comments">
            {resolved.map(thread)}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

function CommentThread({
  comment,
  replies,
  onReply,
  onResolve,
}: {
  comment: ReviewComment;
  replies: ReviewComment[];
  onReply: (parentId: string, body: string) => Promise<unknown>;
  onResolve?: (comment: ReviewComment, resolved: boolean) => Promise<unknown>;
}) {
  const [replying, setReplying] = useState(false);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3">
      <CommentBody comment={comment} />
      {replies.length > 0 ? (
        <ul className="mt-3 space-y-2 border-slate-200 border-l-2 pl-3" aria-label="Replies">
          {replies.map((reply) => (
            <li key={reply.id}>
              <CommentBody comment={reply} />
            </li>
          ))}
        </ul>
      ) : null}
      {replying ? (
        <div className="mt-3">
          <CommentForm
            label={`Reply to ${comment.author}`}
            submitLabel="Reply"
            onSubmit={async (body) => {
              await onReply(comment.id, body);
              setReplying(false);
            }}
            onCancel={() => setReplying(false)}
          />
        </div>
      ) : (
        <div className="mt-2 flex gap-1">
          <Button size="sm" variant="ghost" onClick={() => setReplying(true)}>
            Reply
          </Button>
          {onResolve ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void onResolve(comment, !comment.resolved)}
            >
              {comment.resolved ? 'Reopen' : 'Resolve'}
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}

function CommentBody({ comment }: { comment: ReviewComment }) {
  return (
    <article aria-label={`Comment by ${comment.author}`}>
      <p className="text-slate-600 text-xs">
        {/* The badge is the server's mark (only the owner's route sets it); a link's name may not
            say "owner" (review-schema.ts), so nothing a link holder types looks like it. */}
        {comment.fromOwner && comment.author === OWNER_AUTHOR ? null : (
          <span className="font-medium text-slate-900">{comment.author}</span>
        )}
        {comment.fromOwner ? (
          <span className="ml-1 rounded bg-indigo-100 px-1.5 py-0.5 font-medium text-indigo-900">
            {OWNER_AUTHOR}
          </span>
        ) : null}{' '}
        · <time dateTime={comment.createdAt}>{new Date(comment.createdAt).toLocaleString()}</time>
      </p>
      {comment.quote ? (
        <blockquote className="mt-1 border-slate-300 border-l-2 pl-2 text-slate-600 text-sm italic">
          {comment.quote}
        </blockquote>
      ) : null}
      <p className="mt-1 whitespace-pre-wrap break-words text-slate-800 text-sm">{comment.body}</p>
    </article>
  );
}
