import { Wand2 } from 'lucide-react';
import type { Strategy } from '../../../domain/strategy.ts';
import { Button } from '../../components/button.tsx';
import { StrategyView } from '../../features/view/components/strategy-view.tsx';
import { useIsGenerating, useWrittenCount } from '../../stores/live-strategy-selectors.ts';
import { ActionBar } from './action-bar.tsx';
import { ReportProfileScope } from './report-profile-scope.tsx';

/** "View Strategy": the action bar above the cards. Loaded when the tab first opens. */
export function ViewTab({
  strategy,
  providerConfigured,
  onGenerate,
  onDeleted,
  onShowGenerate,
}: {
  strategy: Strategy;
  providerConfigured: boolean;
  onGenerate(keys: string[]): Promise<void>;
  onDeleted(id: string): void;
  /** Opens the "Generate Strategy" tab. */
  onShowGenerate(): void;
}) {
  const written = useWrittenCount();
  const generating = useIsGenerating();
  // Nothing to share or download yet: say how to begin instead.
  const empty = written === 0 && !generating;
  return (
    <StrategyView
      strategy={strategy}
      actions={
        <>
          <ReportProfileScope strategyId={strategy.id}>
            <ActionBar strategy={strategy} onDeleted={onDeleted} hasContent={!empty} />
          </ReportProfileScope>
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
