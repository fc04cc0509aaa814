import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AUTHOR_MAX_CHARS } from '../../../domain/review.ts';
import { sectionConflict } from '../../lib/section-changed.ts';
import { notify, notifyError } from '../../lib/toast.ts';
import { Button } from '../button.tsx';
import { inputClassName } from '../field.tsx';
import { MarkdownContent } from '../markdown-content.tsx';
import { Spinner } from '../spinner.tsx';
import { CommentForm } from './comment-form.tsx';
import { CommentThreads } from './comment-thread.tsx';
import {
  addSharedComment,
  approveShared,
  reviewKeys,
  sharedCommentsQueryOptions,
} from './review-api.ts';
import { savedReviewerName, saveReviewerName } from './reviewer-name.ts';

export type SharedReviewMode = 'comments' | 'approve' | 'changes';

/**
 * What a comment or edit link holder does with a section: read and add comments (optionally
 * about a quoted passage), approve it, or ask for changes with a note. Their name is asked once
 * and kept in this browser.
 */
export function SharedReviewPanel({
  shareId,
  sectionKey,
  version,
  mode,
  quote,
  onDone,
  onTextChanged,
}: {
  shareId: string;
  sectionKey: string;
  /** The section's version the page showed when the panel opened: what an approval is of. */
  version: number;
  mode: SharedReviewMode;
  /** The passage selected when the panel opened. */
  quote: string;
  /** After an approval: the shared view reads the section's state again. */
  onDone: () => void;
  /** The text changed since the page showed it: the shared view reads it again. */
  onTextChanged: () => void;
}) {
  const queryClient = useQueryClient();
  const nameId = useId();
  const [name, setName] = useState(savedReviewerName);
  const [askName, setAskName] = useState(() => savedReviewerName() === '');
  const [keptQuote, setKeptQuote] = useState(quote);
  const [sending, setSending] = useState(false);
  // Pinned when the panel opens: a newer text reaching the page meanwhile is not approved unseen.
  const [readVersion, setReadVersion] = useState(version);
  const [changedText, setChangedText] = useState<string | null>(null);
  const comments = useQuery({
    ...sharedCommentsQueryOptions(shareId, sectionKey),
    enabled: mode === 'comments',
  });
  const author = name.trim();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: reviewKeys.shared(shareId, sectionKey) });
  const remember = () => {
    saveReviewerName(author);
    setAskName(false);
  };
  const comment = async (body: string, parentId: string | null = null) => {
    remember();
    await addSharedComment(shareId, sectionKey, {
      author,
      body,
      quote: parentId ? null : keptQuote || null,
      parentId,
    });
    setKeptQuote('');
    await refresh();
  };
  const approve = async (state: 'approved' | 'changes-requested', note?: string) => {
    setSending(true);
    try {
      remember();
      await approveShared(shareId, sectionKey, {
        state,
        version: readVersion,
        author,
        ...(note ? { comment: note } : {}),
      });
      notify({
        tone: 'success',
        title: state === 'approved' ? 'Section approved' : 'Changes requested',
      });
      onDone();
    } catch (error) {
      const current = sectionConflict(error);
      if (!current) {
        notifyError('That did not go through', error);
        return;
      }
      // The owner changed the text since it was read: show it; the next approval is of it.
      setReadVersion(current.version);
      setChangedText(current.content);
      onTextChanged();
      // A note stays in its box, to be sent again once the new text is read.
      if (note) throw error;
    } finally {
      setSending(false);
    }
  };

  const nameField = askName ? (
    <div className="space-y-1">
      <label htmlFor={nameId} className="font-medium text-slate-700 text-sm">
        Your name
      </label>
      <input
        id={nameId}
        className={inputClassName}
        maxLength={AUTHOR_MAX_CHARS}
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <p className="text-slate-600 text-xs">Shown with your comments; asked only once.</p>
    </div>
  ) : (
    <p className="text-slate-600 text-sm">
      As <span className="font-medium text-slate-900">{author}</span>{' '}
      <button
        type="button"
        className="cursor-pointer text-indigo-700 underline"
        onClick={() => setAskName(true)}
      >
        Change name
      </button>
    </p>
  );
  const noName = author === '';
  const textChanged =
    changedText === null ? null : (
      <section
        aria-label="The new text"
        className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3"
      >
        <p role="alert" className="font-medium text-amber-900 text-sm">
          The text changed since you read it. Here is the new text: read it, then approve it or ask
          for changes again.
        </p>
        <MarkdownContent className="max-h-72 overflow-y-auto rounded bg-white p-2 text-sm">
          {changedText}
        </MarkdownContent>
      </section>
    );

  if (mode === 'approve') {
    return (
      <div className="space-y-4">
        {textChanged}
        {nameField}
        <Button
          variant="primary"
          disabled={sending || noName}
          onClick={() => void approve('approved')}
        >
          Approve this section
        </Button>
      </div>
    );
  }
  if (mode === 'changes') {
    return (
      <div className="space-y-4">
        {textChanged}
        {nameField}
        {noName ? (
          <p className="text-slate-600 text-sm">Enter your name first.</p>
        ) : (
          <CommentForm
            label="What should change?"
            submitLabel="Request changes"
            onSubmit={(body) => approve('changes-requested', body)}
          />
        )}
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {comments.data ? (
        <CommentThreads
          comments={comments.data}
          onReply={(parentId, body) => comment(body, parentId)}
        />
      ) : (
        <Spinner />
      )}
      <div className="space-y-3 border-slate-200 border-t pt-4">
        {nameField}
        {keptQuote ? (
          <div className="space-y-1">
            <p className="text-slate-600 text-xs">About this passage:</p>
            <blockquote className="border-slate-300 border-l-2 pl-2 text-slate-700 text-sm italic">
              {keptQuote}
            </blockquote>
            <button
              type="button"
              className="cursor-pointer text-indigo-700 text-xs underline"
              onClick={() => setKeptQuote('')}
            >
              Remove the quote
            </button>
          </div>
        ) : null}
        {noName ? (
          <p className="text-slate-600 text-sm">Enter your name to comment.</p>
        ) : (
          <CommentForm
            label="Add a comment"
            submitLabel="Comment"
            onSubmit={(body) => comment(body)}
          />
        )}
      </div>
    </div>
  );
}
