import { create } from 'zustand';
import type { GenerateKind } from '../hooks/use-generate.ts';

interface SelectionStore {
  /** The strategy the selection was made for: another one starts empty. */
  strategyId: string | null;
  selected: ReadonlySet<string>;
  /** Group titles open in the section picker. */
  expanded: ReadonlySet<string>;
  /** How the last run was started on this page (null after a reload), for the global error. */
  lastKind: GenerateKind | null;
  /** The run budget as typed, in the settings' currency; empty: no budget. */
  budget: string;
  setBudget(budget: string): void;
  forStrategy(strategyId: string): void;
  toggleSection(key: string): void;
  setSections(keys: readonly string[], selected: boolean): void;
  toggleGroup(title: string): void;
}

function toggled(set: ReadonlySet<string>, value: string): Set<string> {
  const next = new Set(set);
  if (!next.delete(value)) next.add(value);
  return next;
}

export const useSelection = create<SelectionStore>()((set, get) => ({
  strategyId: null,
  selected: new Set(),
  expanded: new Set(),
  lastKind: null,
  budget: '',
  setBudget: (budget) => set({ budget }),
  forStrategy: (strategyId) => {
    if (get().strategyId !== strategyId) {
      set({ strategyId, selected: new Set(), expanded: new Set(), lastKind: null, budget: '' });
    }
  },
  toggleSection: (key) => set((state) => ({ selected: toggled(state.selected, key) })),
  setSections: (keys, selected) =>
    set((state) => {
      const next = new Set(state.selected);
      for (const key of keys) {
        if (selected) next.add(key);
        else next.delete(key);
      }
      return { selected: next };
    }),
  toggleGroup: (title) => set((state) => ({ expanded: toggled(state.expanded, title) })),
}));

/** The spec's category checkbox: checked when all selected, indeterminate when some. */
export function groupCheckedState(
  keys: readonly string[],
  selected: ReadonlySet<string>,
): boolean | 'indeterminate' {
  const count = keys.filter((key) => selected.has(key)).length;
  if (count === 0) return false;
  return count === keys.length ? true : 'indeterminate';
}

/** The typed budget as an amount: undefined when empty, null when it is not a positive number. */
export function parseBudget(text: string): number | undefined | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const amount = Number(trimmed);
  return Number.isFinite(amount) && amount > 0 && amount <= 1_000_000_000 ? amount : null;
}
