import { outlineKeys } from '../../../../domain/outline.ts';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useLiveStrategy } from '../../../stores/live-strategy.ts';
import {
  useRunProgress,
  useTokensUsed,
  useWrittenCount,
} from '../../../stores/live-strategy-selectors.ts';
import { progressText } from '../lib/progress-text.ts';
import { RunCost, RunNotice } from './run-cost.tsx';

/** The progress bar: the run's written sections out of all its sections, and the tokens used. */
export function RunProgress({ model }: { model: string | undefined }) {
  const run = useRunProgress();
  const written = useWrittenCount();
  const tokens = useTokensUsed();
  const total = useLiveStrategy((state) => outlineKeys(state.outline).length);
  const { label, percent, count } = progressText(run, written, total);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <p className="font-medium text-slate-700">
          {label}: <span className="text-slate-900 tabular-nums">{percent}%</span>
        </p>
        <p className="text-slate-500 tabular-nums">{count}</p>
      </div>
      <ProgressBar value={percent} label={label} />
      <p className="text-slate-500 text-xs tabular-nums">
        Tokens used: <span className="font-medium text-slate-700">{formatNumber(tokens)}</span>
        <RunCost showRun={run.total > 0} />
        {model ? <> · Model: {model}</> : null}
      </p>
      <RunNotice run={run} />
    </div>
  );
}
