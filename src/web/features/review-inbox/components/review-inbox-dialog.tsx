import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useRef, useState } from 'react';
import type { ReviewInboxItem } from '../../../../domain/review-inbox.ts';
import { Button } from '../../../components/button.tsx';
import { CircleCheck, CircleDot, Inbox, MessageSquare, X } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { reviewInboxQueryOptions } from '../api/get-review-inbox.ts';

function what(item: ReviewInboxItem): string {
  if (item.kind === 'comment') return item.reply ? 'replied' : 'commented';
  if (item.state === 'approved') return item.changedSince ? 'approved an earlier text' : 'approved';
  return item.changedSince ? 'asked for changes (text changed since)' : 'asked for changes';
}

function InboxEntry({
  item,
  onShowSection,
}: {
  item: ReviewInboxItem;
  onShowSection(key: string): void;
}) {
  const Icon =
    item.kind === 'comment' ? MessageSquare : item.state === 'approved' ? CircleCheck : CircleDot;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 shadow-xs">
      <div className="flex items-start gap-2">
        <Icon
          aria-hidden
          className={`mt-0.5 size-4 shrink-0 ${item.open ? 'text-amber-600' : 'text-slate-400'}`}
        />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="text-slate-700 text-sm">
            <span className="font-medium text-slate-900">{item.author}</span> {what(item)} on{' '}
            <a
              href={`#section-${item.sectionKey}`}
              className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
              onClick={(event) => {
                event.preventDefault();
                onShowSection(item.sectionKey);
              }}
            >
              {item.sectionTitle}
            </a>
          </p>
          {item.quote ? (
            <blockquote className="border-slate-300 border-l-2 pl-2 text-slate-500 text-xs italic">
              {item.quote}
            </blockquote>
          ) : null}
          {item.body ? (
            <p className="whitespace-pre-wrap break-words text-slate-800 text-sm">{item.body}</p>
          ) : null}
          <p className="text-slate-500 text-xs">
            {item.open ? 'Open · ' : item.kind === 'comment' ? 'Resolved · ' : ''}
            {formatDateTime(item.createdAt)}
          </p>
        </div>
      </div>
    </li>
  );
}

/**
 * "Review inbox": the client's comments and approvals across all sections in one list, open ones
 * first, newest first; each names its section, a link to its card.
 */
export function ReviewInboxDialog({
  strategyId,
  onShowSection,
}: {
  strategyId: string;
  onShowSection(key: string): void;
}) {
  const [open, setOpen] = useState(false);
  const inbox = useQuery(reviewInboxQueryOptions(strategyId));
  const openCount = inbox.data?.open ?? 0;
  /** The section chosen: shown once the panel has closed (not the button it was opened from). */
  const chosen = useRef<string | null>(null);
  const show = (key: string) => {
    chosen.current = key;
    setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button>
          <Inbox aria-hidden className="size-4" />
          Review inbox
          {openCount > 0 ? (
            <span className="rounded-full bg-amber-100 px-1.5 text-amber-800 text-xs tabular-nums">
              {openCount} open
            </span>
          ) : null}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-slate-50 shadow-2xl focus:outline-none"
          onCloseAutoFocus={(event) => {
            const key = chosen.current;
            if (!key) return;
            chosen.current = null;
            event.preventDefault();
            onShowSection(key);
          }}
        >
          <div className="flex items-center justify-between border-slate-200 border-b bg-white px-5 py-4">
            <div>
              <Dialog.Title className="font-semibold text-lg">Review inbox</Dialog.Title>
              <Dialog.Description className="text-slate-600 text-sm">
                Your client's comments and approvals on every section: open ones first, then the
                newest.
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close the review inbox">
                <X aria-hidden className="size-4" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-4">
            {inbox.isPending ? (
              <Spinner />
            ) : inbox.error ? (
              <p role="alert" className="text-red-700 text-sm">
                Could not load the review: {inbox.error.message}
              </p>
            ) : inbox.data.items.length === 0 ? (
              <p className="text-slate-600 text-sm">
                Nothing yet. Share the strategy with a comment or edit link: what your client says
                on any section appears here.
              </p>
            ) : (
              <ul aria-label="Comments and approvals" className="space-y-2">
                {inbox.data.items.map((item) => (
                  <InboxEntry key={item.id} item={item} onShowSection={show} />
                ))}
              </ul>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
