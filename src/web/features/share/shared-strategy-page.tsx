import { useSharedStrategy } from './api/get-shared-strategy.ts';
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
 * (see app/shared-strategy-route.tsx).
 */
export function SharedStrategyPage({ shareId, ...parts }: SharedViewParts & { shareId: string }) {
  const query = useSharedStrategy(shareId);
  if (!shareId) return <SharedViewError heading={INVALID_SHARE_LINK} />;
  if (query.isPending) return <SharedViewLoading />;
  if (query.isError) return <SharedViewError heading={sharedViewErrorHeading(query.error)} />;
  return <SharedStrategyView shareId={shareId} data={query.data} {...parts} />;
}
