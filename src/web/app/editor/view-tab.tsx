import { useMemo } from 'react';
import { deliverableLabels } from '../../../domain/deliverable-catalogue.ts';
import { outlineOf } from '../../../domain/outline.ts';
import { localizeOutline } from '../../../domain/section-titles.ts';
import type { Strategy } from '../../../domain/strategy.ts';
import { titleInOutline } from '../../../domain/summary-section.ts';
import { Button } from '../../components/button.tsx';
import { Wand2 } from '../../components/icons.ts';
import {
  StaleSectionsNotice,
  useStaleSectionItems,
} from '../../components/stale-sections-notice.tsx';
import type { StaleSectionsChoice } from '../../features/export/export-buttons.tsx';
import { useChosenProfile } from '../../features/report-profiles/hooks.ts';
import { StrategyView } from '../../features/view/components/strategy-view.tsx';
import { useIsGenerating, useWrittenCount } from '../../stores/live-strategy-selectors.ts';
import { ActionBar } from './action-bar.tsx';
import { ReportProfileScope } from './report-profile-scope.tsx';

/** Names a section by key as the cards do: in the strategy's language, the summary included. */
function useTitleOf(strategy: Strategy): (key: string) => string {
  return useMemo(() => {
    const shown = localizeOutline(outlineOf(strategy), strategy.titles);
    const summaryTitle = deliverableLabels(strategy.language).executiveSummary;
    return (key: string) => titleInOutline(shown, key, summaryTitle);
  }, [strategy]);
}

/** "View Strategy": the action bar above the cards. Loaded when the tab first opens. */
export function ViewTab({
  strategy,
  providerConfigured,
  onGenerate,
  onDeleted,
  onShowGenerate,
  onRegenerateStale,
}: {
  strategy: Strategy;
  providerConfigured: boolean;
  onGenerate(keys: string[]): Promise<void>;
  onDeleted(id: string): void;
  /** Opens the "Generate Strategy" tab. */
  onShowGenerate(): void;
  /** Regenerates the stale sections, the summary last. */
  onRegenerateStale(): void;
}) {
  const written = useWrittenCount();
  const generating = useIsGenerating();
  // Nothing to share or download yet: say how to begin instead.
  const empty = written === 0 && !generating;
  // Stale sections (decision 0082): listed above the cards, asked about before a download.
  const titleOf = useTitleOf(strategy);
  const staleItems = useStaleSectionItems(titleOf);
  const profile = useChosenProfile(strategy.id);
  const canRegenerate = providerConfigured && !generating;
  const stale: StaleSectionsChoice = {
    items: profile ? staleItems.filter((item) => profile.sections.includes(item.key)) : staleItems,
    canRegenerate,
    onRegenerate: onRegenerateStale,
  };
  return (
    <StrategyView
      strategy={strategy}
      actions={
        <>
          <ReportProfileScope strategyId={strategy.id}>
            <ActionBar
              strategy={strategy}
              onDeleted={onDeleted}
              hasContent={!empty}
              stale={stale}
            />
          </ReportProfileScope>
          <StaleSectionsNotice
            titleOf={titleOf}
            disabled={!canRegenerate}
            onRegenerate={onRegenerateStale}
          />
          {empty ? (
            <div className="rounded-xl border border-indigo-200 border-dashed bg-indigo-50/50 p-4 sm:p-5">
              <h2 className="font-semibold text-slate-900">Nothing written yet</h2>
              <p className="mt-1 text-slate-700 text-sm">
                Generate the complete strategy or pick the sections you need in the Generate
                Strategy tab, or use Generate on any section below. Sharing and downloads appear
                once a section is written.
              </p>
              <Button size="sm" variant="primary" className="mt-3" onClick={onShowGenerate}>
                <Wand2 aria-hidden className="size-4" /> Go to Generate Strategy
              </Button>
            </div>
          ) : null}
        </>
      }
      providerConfigured={providerConfigured}
      onGenerate={onGenerate}
    />
  );
}
