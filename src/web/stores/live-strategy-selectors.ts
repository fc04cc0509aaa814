import { useShallow } from 'zustand/react/shallow';
import { EXECUTIVE_SUMMARY_KEY } from '../../domain/export-selection.ts';
import type { SectionState } from '../../domain/strategy.ts';
import { isInProgress, isWritten, type LiveSections } from './apply-strategy-event.ts';
import { useLiveStrategy } from './live-strategy.ts';

export function useLiveSection(key: string): SectionState | undefined {
  return useLiveStrategy((state) => state.sections[key]);
}

/** Whether the server is generating for this strategy (so reopening mid-run shows it busy). */
export function useIsGenerating(): boolean {
  return useLiveStrategy(
    (state) => state.activeRunId !== null || Object.values(state.sections).some(isInProgress),
  );
}

export function useTokensUsed(): number {
  return useLiveStrategy((state) =>
    Object.values(state.sections).reduce(
      (total, section) => total + (section.usage?.totalTokens ?? 0),
      0,
    ),
  );
}

export interface SectionCounts {
  done: number;
  failed: number;
  pending: number;
}

export function useSectionCounts(): SectionCounts {
  return useLiveStrategy(
    useShallow((state) => {
      const counts = { done: 0, failed: 0, pending: 0 };
      for (const section of Object.values(state.sections)) {
        if (isInProgress(section)) counts.pending += 1;
        else if (section.status === 'failed') counts.failed += 1;
        else if (isWritten(section)) counts.done += 1;
      }
      return counts;
    }),
  );
}

export function useWrittenCount(): number {
  return useLiveStrategy((state) => Object.values(state.sections).filter(isWritten).length);
}

export interface RunProgress {
  /** Sections of the run that are written (a stopped or failed one is not). */
  written: number;
  /** Every section of the run. */
  total: number;
  /** How the run ended; null while it runs. */
  end: LiveSections['runEnd'];
  /** It stopped starting sections at its budget. */
  stoppedAtBudget: boolean;
}

/** Written by the run: not a text from before it that Stop or the budget put back. */
function writtenByRun(state: LiveSections): (key: string) => boolean {
  const leftOut = new Set(state.runLeftOut);
  return (key) => !leftOut.has(key) && isWritten(state.sections[key]);
}

export function runProgress(state: LiveSections): RunProgress {
  const written = state.runKeys.filter(writtenByRun(state)).length;
  return {
    written,
    total: state.runKeys.length,
    end: state.runEnd,
    stoppedAtBudget: state.runStoppedAtBudget,
  };
}

/**
 * What "Continue" writes after Stop or the budget: the run's sections it did not write and is
 * not writing (those put back, and failed ones); empty while it runs or when it ended whole.
 */
export function continueKeys(state: LiveSections): string[] {
  if (state.activeRunId !== null) return [];
  if (state.runEnd !== 'cancelled' && !state.runStoppedAtBudget) return [];
  const written = writtenByRun(state);
  return state.runKeys.filter((key) => !written(key) && !isInProgress(state.sections[key]));
}

export function useContinueKeys(): string[] {
  return useLiveStrategy(useShallow(continueKeys));
}

/** Progress of the run going on, or of the last one (from the server, so a reload keeps it). */
export function useRunProgress(): RunProgress {
  return useLiveStrategy(useShallow(runProgress));
}

/**
 * What the written sections cost in millionths, all of them and those of the run going on (or
 * the last one seen), priced by `micros`: live, as each section ends.
 */
export function useCostMicros(micros: (section: SectionState) => number): {
  total: number;
  run: number;
} {
  return useLiveStrategy(
    useShallow((state) => {
      const run = new Set(state.runKeys);
      let total = 0;
      let inRun = 0;
      for (const section of Object.values(state.sections)) {
        if (!section.usage) continue;
        const cost = micros(section);
        total += cost;
        if (run.has(section.key)) inRun += cost;
      }
      return { total, run: inRun };
    }),
  );
}

/** The stale sections' keys (`domain/staleness.ts`), the executive summary last, as runs write them. */
export function useStaleKeys(): string[] {
  const keys = useLiveStrategy((state) =>
    Object.values(state.sections)
      .filter((section) => section.stale && !isInProgress(section))
      .map((section) => section.key)
      .sort((a, b) => Number(a === EXECUTIVE_SUMMARY_KEY) - Number(b === EXECUTIVE_SUMMARY_KEY))
      .join(' '),
  );
  return keys ? keys.split(' ') : [];
}
