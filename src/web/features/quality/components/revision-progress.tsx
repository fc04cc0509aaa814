import { Button } from '../../../components/button.tsx';
import { Square } from '../../../components/icons.ts';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { useRunProgress } from '../../../stores/live-strategy-selectors.ts';

/** The revision run going on: its sections rewritten so far, and Stop. */
export function RevisionProgress({ stopping, onStop }: { stopping: boolean; onStop(): void }) {
  const run = useRunProgress();
  const percent = run.total === 0 ? 0 : (run.written / run.total) * 100;
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-3" role="status">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-slate-700 text-sm">
          Revising: {run.written} of {run.total} {run.total === 1 ? 'section' : 'sections'}{' '}
          rewritten
        </p>
        <Button variant="danger" size="sm" disabled={stopping} onClick={onStop}>
          <Square aria-hidden className="size-3 fill-current" /> Stop revision
        </Button>
      </div>
      <ProgressBar value={percent} label="Revision progress" />
    </div>
  );
}
