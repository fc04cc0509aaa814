import { SECTIONS } from '../../../../domain/catalogue.ts';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { formatNumber } from '../../../lib/format.ts';
import {
  useRunProgress,
  useTokensUsed,
  useWrittenCount,
} from '../../../stores/live-strategy-selectors.ts';

/**
 * The progress bar: the share of the run's sections that are neither loading nor failed (before
 * any run on this page, the share of all sections written), and the tokens used so far.
 */
export function RunProgress({ model }: { model: string | undefined }) {
  const run = useRunProgress();
  const written = useWrittenCount();
  const tokens = useTokensUsed();
  const [finished, total] = run.total > 0 ? [run.finished, run.total] : [written, SECTIONS.length];
  const percent = total === 0 ? 0 : Math.round((finished / total) * 100);
  const label = run.total > 0 ? 'Generation progress' : 'Strategy completeness';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <p className="font-medium text-slate-700">
          {label}: <span className="text-slate-900 tabular-nums">{percent}%</span>
        </p>
        <p className="text-slate-500 tabular-nums">
          {formatNumber(finished)} of {formatNumber(total)} sections
        </p>
      </div>
      <ProgressBar value={percent} label={label} />
      <p className="text-slate-500 text-xs tabular-nums">
        Tokens used: <span className="font-medium text-slate-700">{formatNumber(tokens)}</span>
        {model ? <> · Model: {model}</> : null}
      </p>
    </div>
  );
}
