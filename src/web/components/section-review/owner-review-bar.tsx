import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import type { SectionState } from '../../../domain/strategy.ts';
import { Button } from '../button.tsx';
import { History, MessageSquare } from '../icons.ts';
import { ApprovalBadge } from './approval-badge.tsx';
import { reviewQueryOptions } from './review-api.ts';
import { ReviewDialog } from './review-dialog.tsx';

const OwnerCommentsPanel = lazy(() =>
  import('./owner-comments-panel.tsx').then((module) => ({ default: module.OwnerCommentsPanel })),
);
const HistoryPanel = lazy(() =>
  import('./history-panel.tsx').then((module) => ({ default: module.HistoryPanel })),
);

/**
 * The owner's review controls on a written section: its approval (and "Changed since approval"),
 * open comments, and the version history. The panels load on first use.
 */
export function OwnerReviewBar({
  strategyId,
  section,
  title,
  onRestored,
}: {
  strategyId: string;
  section: SectionState;
  title: string;
  onRestored: (section: SectionState) => void;
}) {
  const review = useQuery(reviewQueryOptions(strategyId));
  const [panel, setPanel] = useState<'comments' | 'history' | null>(null);
  const comments = (review.data?.comments ?? []).filter(
    (comment) => comment.sectionKey === section.key,
  );
  const open = comments.filter((comment) => comment.parentId === null && !comment.resolved).length;
  const approval = review.data?.approvals[section.key];
  const close = (isOpen: boolean) => setPanel(isOpen ? panel : null);
  return (
    <div className="flex flex-wrap items-center gap-1">
      {approval ? (
        <ApprovalBadge
          state={approval.state}
          changedSince={
            approval.version !== section.version && approval.content !== section.content
          }
          onShowChanges={() => setPanel('history')}
        />
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Comments on ${title}: ${open} open`}
        onClick={() => setPanel('comments')}
      >
        <MessageSquare aria-hidden className="size-3.5" /> {open}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`History of ${title}`}
        onClick={() => setPanel('history')}
      >
        <History aria-hidden className="size-3.5" /> History
      </Button>
      <ReviewDialog
        open={panel === 'comments'}
        onOpenChange={close}
        title={`Comments: ${title}`}
        description="Comments from people you shared the strategy with, and your replies."
      >
        <OwnerCommentsPanel strategyId={strategyId} sectionKey={section.key} />
      </ReviewDialog>
      <ReviewDialog
        open={panel === 'history'}
        onOpenChange={close}
        title={`History: ${title}`}
        description="Every saved text of this section. Restoring one saves it as a new version."
      >
        <HistoryPanel
          strategyId={strategyId}
          sectionKey={section.key}
          title={title}
          current={section}
          approval={approval}
          onRestored={onRestored}
        />
      </ReviewDialog>
    </div>
  );
}
