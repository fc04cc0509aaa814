import { lazy, useState } from 'react';
import { QUOTE_MAX_CHARS, type SectionApproval } from '../../../domain/review.ts';
import { Button } from '../button.tsx';
import { Check, MessageSquare, MessageSquareWarning } from '../icons.ts';
import { ApprovalBadge } from './approval-badge.tsx';
import { ReviewDialog } from './review-dialog.tsx';
import type { SharedReviewMode } from './shared-review-panel.tsx';

const SharedReviewPanel = lazy(() =>
  import('./shared-review-panel.tsx').then((module) => ({ default: module.SharedReviewPanel })),
);

const TITLES: Record<SharedReviewMode, (title: string) => string> = {
  comments: (title) => `Comments: ${title}`,
  approve: (title) => `Approve: ${title}`,
  changes: (title) => `Request changes: ${title}`,
};

/** The text the person selected on the page, as the quote of a new comment. */
function selectedPassage(): string {
  return (window.getSelection()?.toString() ?? '').trim().slice(0, QUOTE_MAX_CHARS);
}

/** Comment, Approve and Request changes on a section, for comment and edit links. */
export function SharedReviewBar({
  shareId,
  sectionKey,
  title,
  version,
  approval,
  onChanged,
}: {
  shareId: string;
  sectionKey: string;
  title: string;
  /** The section's version as the page shows it. */
  version: number;
  approval: SectionApproval | undefined;
  onChanged: () => void;
}) {
  const [mode, setMode] = useState<SharedReviewMode | null>(null);
  const [quote, setQuote] = useState('');
  const openAs = (next: SharedReviewMode) => {
    setQuote(next === 'comments' ? selectedPassage() : '');
    setMode(next);
  };
  return (
    <div className="flex flex-wrap items-center gap-1">
      {approval ? (
        <ApprovalBadge state={approval.state} changedSince={approval.changedSince} />
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Comment on ${title}`}
        onClick={() => openAs('comments')}
      >
        <MessageSquare aria-hidden className="size-4" /> Comment
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Approve ${title}`}
        onClick={() => openAs('approve')}
      >
        <Check aria-hidden className="size-4" /> Approve
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Request changes to ${title}`}
        onClick={() => openAs('changes')}
      >
        <MessageSquareWarning aria-hidden className="size-4" /> Request changes
      </Button>
      <ReviewDialog
        open={mode !== null}
        onOpenChange={(open) => {
          if (!open) setMode(null);
        }}
        title={mode ? TITLES[mode](title) : title}
        description="Your comments and approvals go to the person who shared this strategy."
      >
        {mode ? (
          <SharedReviewPanel
            key={mode}
            shareId={shareId}
            sectionKey={sectionKey}
            version={version}
            mode={mode}
            quote={quote}
            onDone={() => {
              setMode(null);
              onChanged();
            }}
            onTextChanged={onChanged}
          />
        ) : null}
      </ReviewDialog>
    </div>
  );
}
