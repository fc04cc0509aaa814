import { useQuery } from '@tanstack/react-query';
import { clientAnswersOf, engagementBriefText } from '../../../domain/intake.ts';
import { outlineOf } from '../../../domain/outline.ts';
import type { Strategy } from '../../../domain/strategy.ts';
import { Button } from '../../components/button.tsx';
import { Save } from '../../components/icons.ts';
import { reviewQueryOptions } from '../../components/section-review/review-api.ts';
import { Spinner } from '../../components/spinner.tsx';
import { ChangeMemoDialog } from '../../features/change-memo/change-memo-dialog.tsx';
import { useSaveStrategy } from '../../features/editor/hooks/use-save-strategy.ts';
import { ExportButtons, type StaleSectionsChoice } from '../../features/export/export-buttons.tsx';
import { intakeQueryOptions } from '../../features/intake/api/get-intake.ts';
import { DeleteStrategyButton } from '../../features/library/components/delete-strategy-button.tsx';
import { LogoUpload } from '../../features/logo/components/logo-upload.tsx';
import { useChosenProfileId } from '../../features/report-profiles/hooks.ts';
import { ReviewInboxDialog } from '../../features/review-inbox/components/review-inbox-dialog.tsx';
import { ShareButton } from '../../features/share/share-button.tsx';
import { QualityNotice } from './quality-notice.tsx';
import { ReportProfileRow } from './report-profile-scope.tsx';
import { showSectionCard } from './show-section-card.ts';

/** Save, the downloads, Share, Delete and the logo: the spec's action bar. */
export function ActionBar({
  strategy,
  onDeleted,
  hasContent,
  stale,
}: {
  strategy: Strategy;
  onDeleted(id: string): void;
  /** Some section is written: Share and the downloads have something to offer. */
  hasContent: boolean;
  /** The stale sections of the downloads: asked about before one (decision 0082). */
  stale: StaleSectionsChoice;
}) {
  const { save, saving } = useSaveStrategy();
  const exportSource = { strategyId: strategy.id };
  // The client's copy: which sections the downloads (and new share links) hold.
  const profileId = useChosenProfileId(strategy.id);
  // Open comments (re-read live): the downloads may end with them as "Review notes".
  const review = useQuery({ ...reviewQueryOptions(strategy.id), enabled: hasContent });
  const openComments = (review.data?.comments ?? []).filter(
    (comment) => comment.parentId === null && !comment.resolved,
  ).length;
  // A brief or an answer: the downloads may carry them as "About this report" (issue 29).
  const intake = useQuery({ ...intakeQueryOptions(strategy.id), enabled: hasContent }).data;
  const hasIntake =
    intake !== undefined &&
    (engagementBriefText(intake.brief) !== '' || clientAnswersOf(intake).length > 0);
  return (
    <div
      role="toolbar"
      aria-label="Strategy actions"
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-xs"
    >
      <div className="grid grid-cols-2 gap-2 p-3 sm:flex sm:flex-wrap sm:items-center">
        <Button variant="primary" onClick={() => void save()} disabled={saving}>
          {saving ? <Spinner /> : <Save aria-hidden className="size-4" />}
          Save Strategy
        </Button>
        {hasContent ? <ShareButton strategyId={strategy.id} language={strategy.language} /> : null}
        {hasContent ? (
          <ReviewInboxDialog
            strategyId={strategy.id}
            onShowSection={(key) => showSectionCard(key, outlineOf(strategy))}
          />
        ) : null}
        {hasContent ? <ChangeMemoDialog strategyId={strategy.id} /> : null}
        <DeleteStrategyButton
          strategyId={strategy.id}
          name={strategy.name || strategy.metadata.companyName || 'Untitled strategy'}
          onDeleted={onDeleted}
        />
        <div className="col-span-2 min-w-0 sm:col-span-1 sm:ml-auto">
          <LogoUpload strategyId={strategy.id} logoUrl={strategy.logoUrl} />
        </div>
      </div>
      <div className="p-3">
        <ReportProfileRow strategyId={strategy.id} />
      </div>
      {/* A phone gets the one "Download" menu; a wider screen the spec's labelled buttons. */}
      {hasContent ? (
        <>
          <div className="p-3 sm:hidden">
            <ExportButtons
              exportSource={exportSource}
              profileId={profileId}
              openComments={openComments}
              hasIntake={hasIntake}
              stale={stale}
              compact
            />
          </div>
          <div className="hidden p-3 sm:block">
            <ExportButtons
              exportSource={exportSource}
              profileId={profileId}
              openComments={openComments}
              hasIntake={hasIntake}
              stale={stale}
            />
          </div>
          <QualityNotice strategyId={strategy.id} />
        </>
      ) : null}
    </div>
  );
}
