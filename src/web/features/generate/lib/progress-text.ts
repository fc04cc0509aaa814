import { SECTIONS } from '../../../../domain/catalogue.ts';
import { budgetReachedMessage } from '../../../../domain/cost.ts';
import { formatNumber } from '../../../lib/format.ts';
import type { RunProgress } from '../../../stores/live-strategy-selectors.ts';
import type { GenerateKind } from '../hooks/use-generate.ts';

/** What the progress line says: written sections out of the run's (or of all, before any run). */
export function progressText(
  run: RunProgress,
  writtenInStrategy: number,
  /** Sections in the strategy's outline (issue 16). */
  total: number = SECTIONS.length,
) {
  if (run.total === 0) {
    return {
      label: 'Strategy completeness',
      percent: Math.floor((writtenInStrategy / total) * 100),
      count: `${formatNumber(writtenInStrategy)} of ${formatNumber(total)} sections written`,
    };
  }
  // Rounded down: 100% only when every section is written.
  const percent = Math.floor((run.written / run.total) * 100);
  const count = `${formatNumber(run.written)} of ${formatNumber(run.total)} written`;
  if (run.end === 'cancelled') return { label: 'Stopped', percent, count: `Stopped: ${count}` };
  if (run.stoppedAtBudget) {
    return { label: 'Stopped at the budget', percent, count: `Stopped: ${count}` };
  }
  return { label: 'Generation progress', percent, count };
}

/** "Budget reached: 7 sections not written": the progress line's own numbers, so they agree. */
export function budgetNotice(run: RunProgress): string | null {
  return run.stoppedAtBudget ? budgetReachedMessage(run.total - run.written) : null;
}

/** How a run of this size was started, when this page did not see it start (a reload). */
export function runKind(runSize: number, total: number = SECTIONS.length): GenerateKind {
  if (runSize === total) return 'complete';
  return runSize === 1 ? 'section' : 'selected';
}
