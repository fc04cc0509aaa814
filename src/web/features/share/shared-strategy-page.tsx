import { useSharedStrategy } from './api/get-shared-strategy.ts';
import { MemoPage } from './components/memo-page.tsx';
import { QuestionnairePage } from './components/questionnaire-page.tsx';
import { SharedStrategyView, type SharedViewParts } from './components/shared-strategy-view.tsx';
import { SharedViewError, SharedViewLoading } from './components/shared-view-status.tsx';
import { INVALID_SHARE_LINK, sharedViewErrorHeading } from './lib/shared-view-error.ts';

export type {
  SharedPresentationProps,
  SharedViewParts,
} from './components/shared-strategy-view.tsx';
export type { ContentsTarget } from './lib/contents-target.ts';

/**
 * Route "/share/:shareId": the strategy behind a share link, with the Contents navigation, the
 * "Viewing shared strategy" banner, downloads and, for an edit link, in-place section editing.
 * Features do not import each other, so the slides and the download buttons come in as parts
 * (see app/shared-strategy-route.tsx). A questionnaire link (`intake`) opens the client's
 * questionnaire instead: its answer carries `intake`, never a strategy; a memo link (`memo`), the
 * last "what changed" memo.
 */
export function SharedStrategyPage({ shareId, ...parts }: SharedViewParts & { shareId: string }) {
  const query = useSharedStrategy(shareId);
  if (!shareId) return <SharedViewError heading={INVALID_SHARE_LINK} />;
  if (query.isPending) return <SharedViewLoading />;
  if (query.isError) return <SharedViewError heading={sharedViewErrorHeading(query.error)} />;
  if ('intake' in query.data) return <QuestionnairePage shareId={shareId} data={query.data} />;
  if ('memo' in query.data) return <MemoPage shareId={shareId} data={query.data} />;
  return <SharedStrategyView shareId={shareId} data={query.data} {...parts} />;
}
