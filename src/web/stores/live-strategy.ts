import { create } from 'zustand';
import { CATALOGUE } from '../../domain/catalogue.ts';
import type { StartRunResult, StrategyEvent } from '../../domain/events.ts';
import { type Outline, outlineOf } from '../../domain/outline.ts';
import type { SectionState, Strategy } from '../../domain/strategy.ts';
import {
  appendDeltas,
  applyStrategyEvent,
  EMPTY_LIVE_SECTIONS,
  type LiveSections,
  mergeStaleness,
  runFromServer,
  type SectionDelta,
} from './apply-strategy-event.ts';

interface LiveStrategyStore extends LiveSections {
  /** The strategy these sections belong to; null while nothing is open. */
  strategyId: string | null;
  /** Its outline (`outlineOf`, issue 16): the picker, cards, counts and selections follow it. */
  outline: Outline;
  load(
    strategy:
      | (Pick<Strategy, 'id' | 'sections' | 'activeRunId' | 'lastRun'> & {
          outline?: Outline | null;
        })
      | null,
  ): void;
  apply(event: StrategyEvent): void;
  appendDeltas(deltas: ReadonlyMap<string, SectionDelta>): void;
  putSection(section: SectionState): void;
  runStarted(result: StartRunResult): void;
  /** Staleness from a newer read of the strategy (`mergeStaleness`). */
  mergeStaleness(sections: Readonly<Record<string, SectionState>>): void;
}

const now = () => new Date().toISOString();

/**
 * The open strategy's sections as the server's events describe them, so each card, the progress
 * bar and the counts follow the run live (one store, components select the slice they show).
 */
export const useLiveStrategy = create<LiveStrategyStore>()((set) => ({
  ...EMPTY_LIVE_SECTIONS,
  strategyId: null,
  outline: CATALOGUE,
  load: (strategy) =>
    set(
      strategy
        ? {
            strategyId: strategy.id,
            outline: outlineOf(strategy),
            sections: strategy.sections,
            activeRunId: strategy.activeRunId,
            ...runFromServer(strategy.lastRun, strategy.sections),
          }
        : { ...EMPTY_LIVE_SECTIONS, strategyId: null, outline: CATALOGUE },
    ),
  apply: (event) => set((state) => applyStrategyEvent(state, event, now())),
  appendDeltas: (deltas) => set((state) => appendDeltas(state, deltas, now())),
  putSection: (section) =>
    set((state) => ({ sections: { ...state.sections, [section.key]: section } })),
  mergeStaleness: (sections) => set((state) => mergeStaleness(state, sections)),
  runStarted: ({ runId, sections }) =>
    set((state) =>
      applyStrategyEvent(state, { type: 'run-start', data: { runId, sections } }, now()),
    ),
}));
