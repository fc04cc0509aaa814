import { create } from 'zustand';
import type { StartRunResult, StrategyEvent } from '../../domain/events.ts';
import type { SectionState, Strategy } from '../../domain/strategy.ts';
import {
  appendDeltas,
  applyStrategyEvent,
  EMPTY_LIVE_SECTIONS,
  type LiveSections,
  type SectionDelta,
} from './apply-strategy-event.ts';

interface LiveStrategyStore extends LiveSections {
  /** The strategy these sections belong to; null while nothing is open. */
  strategyId: string | null;
  load(strategy: Pick<Strategy, 'id' | 'sections' | 'activeRunId'> | null): void;
  apply(event: StrategyEvent): void;
  appendDeltas(deltas: ReadonlyMap<string, SectionDelta>): void;
  putSection(section: SectionState): void;
  runStarted(result: StartRunResult): void;
}

const now = () => new Date().toISOString();

/**
 * The open strategy's sections as the server's events describe them, so each card, the progress
 * bar and the counts follow the run live (one store, components select the slice they show).
 */
export const useLiveStrategy = create<LiveStrategyStore>()((set) => ({
  ...EMPTY_LIVE_SECTIONS,
  strategyId: null,
  load: (strategy) =>
    set(
      strategy
        ? {
            strategyId: strategy.id,
            sections: strategy.sections,
            activeRunId: strategy.activeRunId,
            runKeys: Object.values(strategy.sections)
              .filter((section) => section.status === 'queued' || section.status === 'generating')
              .map((section) => section.key),
          }
        : { ...EMPTY_LIVE_SECTIONS, strategyId: null },
    ),
  apply: (event) => set((state) => applyStrategyEvent(state, event, now())),
  appendDeltas: (deltas) => set((state) => appendDeltas(state, deltas, now())),
  putSection: (section) =>
    set((state) => ({ sections: { ...state.sections, [section.key]: section } })),
  runStarted: ({ runId, sections }) =>
    set((state) =>
      applyStrategyEvent(state, { type: 'run-start', data: { runId, sections } }, now()),
    ),
}));
