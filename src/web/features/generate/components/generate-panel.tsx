import { type ReactNode, useEffect } from 'react';
import type { StartRunInput } from '../../../../domain/events.ts';
import { outlineKeys } from '../../../../domain/outline.ts';
import { titleInOutline } from '../../../../domain/summary-section.ts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Check, Eye, LoaderCircle, Play, Sparkles, Square } from '../../../components/icons.ts';
import { StaleSectionsNotice } from '../../../components/stale-sections-notice.tsx';
import { notifyError } from '../../../lib/toast.ts';
import { useLiveStrategy } from '../../../stores/live-strategy.ts';
import { useContinueKeys, useIsGenerating } from '../../../stores/live-strategy-selectors.ts';
import { useCancelRun } from '../api/cancel-run.ts';
import { type GenerateKind, useGenerate } from '../hooks/use-generate.ts';
import { parseBudget, useSelection } from '../stores/selection.ts';
import { FailedSectionsNotice } from './failed-sections-notice.tsx';
import { RunBudgetField } from './run-budget-field.tsx';
import { RunProgress } from './run-progress.tsx';
import { SectionPicker } from './section-picker.tsx';

/** The "Generate Strategy" tab: the two generate buttons, Stop, progress and the picker. */
export function GeneratePanel({
  strategyId,
  model,
  providerConfigured,
  onWatch,
  notice,
}: {
  strategyId: string;
  model: string | undefined;
  providerConfigured: boolean;
  /** Shows the cards the run is writing (the View Strategy tab). */
  onWatch(): void;
  /** Said above the buttons without holding them back (the unanswered questions). */
  notice?: ReactNode;
}) {
  useEffect(() => useSelection.getState().forStrategy(strategyId), [strategyId]);
  const selected = useSelection((state) => state.selected);
  const generating = useIsGenerating();
  const activeRunId = useLiveStrategy((state) => state.activeRunId);
  const outline = useLiveStrategy((state) => state.outline);
  const { generate, starting, replaceQuestion, cancelReplace, confirmReplace } =
    useGenerate(strategyId);
  const cancel = useCancelRun(strategyId);
  const continueKeys = useContinueKeys();
  const budgetText = useSelection((state) => state.budget);
  const budget = parseBudget(budgetText);
  const busy = generating || starting;
  const canGenerate = providerConfigured && !busy && budget !== null;

  const run = (kind: GenerateKind, sections: StartRunInput['sections']) =>
    void generate(kind, sections, { budget: budget ?? undefined });
  const stop = () => {
    if (!activeRunId) return;
    cancel.mutate(activeRunId, {
      onError: (error) => notifyError('Could not stop the run', error),
    });
  };

  return (
    <div className="space-y-4">
      <Card className="space-y-5 p-4 sm:p-6">
        {notice}
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button variant="primary" disabled={!canGenerate} onClick={() => run('complete', 'all')}>
            {busy ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <Sparkles aria-hidden className="size-4" />
            )}
            Generate Complete Strategy
          </Button>
          <Button
            disabled={!canGenerate || selected.size === 0}
            onClick={() => run('selected', [...selected])}
          >
            <Check aria-hidden className="size-4" />
            Generate Selected Sections ({selected.size})
          </Button>
          {continueKeys.length > 0 ? (
            <Button disabled={!canGenerate} onClick={() => run('continue', continueKeys)}>
              <Play aria-hidden className="size-4" />
              Continue ({continueKeys.length} not written)
            </Button>
          ) : null}
          {activeRunId ? (
            <div className="flex gap-2 sm:ml-auto">
              <Button variant="ghost" onClick={onWatch} className="flex-1 sm:flex-none">
                <Eye aria-hidden className="size-4" /> Watch it being written
              </Button>
              <Button variant="danger" disabled={cancel.isPending} onClick={stop}>
                <Square aria-hidden className="size-3.5 fill-current" /> Stop
              </Button>
            </div>
          ) : null}
        </div>
        <RunBudgetField
          disabled={busy}
          sectionCounts={[
            // The outline and the executive summary.
            {
              label: `all ${outlineKeys(outline).length + 1} sections`,
              count: outlineKeys(outline).length + 1,
            },
            ...(selected.size > 0
              ? [{ label: `the ${selected.size} selected`, count: selected.size }]
              : []),
            ...(continueKeys.length > 0
              ? [{ label: `the ${continueKeys.length} to continue`, count: continueKeys.length }]
              : []),
          ]}
        />
        <RunProgress model={model} />
      </Card>
      <FailedSectionsNotice busy={busy} onRetry={(keys) => run('selected', keys)} />
      <StaleSectionsNotice
        titleOf={(key) => titleInOutline(outline, key)}
        disabled={!canGenerate}
        onRegenerate={() => run('stale', 'stale')}
      />
      <SectionPicker />
      <ConfirmDialog
        open={replaceQuestion !== null}
        onOpenChange={(open) => (open ? undefined : cancelReplace())}
        title="Replace the written sections?"
        description={replaceQuestion}
        confirmLabel="Replace and generate"
        destructive
        onConfirm={() => void confirmReplace()}
      />
    </div>
  );
}
