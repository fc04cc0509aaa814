import { useShallow } from 'zustand/react/shallow';
import type { SectionState } from '../../domain/strategy.ts';
import { isInProgress, isWritten } from './apply-strategy-event.ts';
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
  /** Sections of the run that are neither loading nor failed (the spec's measure). */
  finished: number;
  total: number;
}

/** Progress of the run going on, or of the last one this page saw. */
export function useRunProgress(): RunProgress {
  return useLiveStrategy(
    useShallow((state) => {
      const finished = state.runKeys.filter((key) => {
        const section = state.sections[key];
        return section !== undefined && !isInProgress(section) && section.status !== 'failed';
      }).length;
      return { finished, total: state.runKeys.length };
    }),
  );
}
