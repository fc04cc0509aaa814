import { create } from 'zustand';

interface ExpandedGroupsStore {
  /** Group titles open in the View Strategy tab. */
  expanded: ReadonlySet<string>;
  toggle(title: string): void;
  expand(titles: Iterable<string>): void;
  replace(titles: Iterable<string>): void;
}

/** The spec's "expanded group titles": generation opens the group it reaches. */
export const useExpandedGroups = create<ExpandedGroupsStore>()((set) => ({
  expanded: new Set(),
  toggle: (title) =>
    set((state) => {
      const expanded = new Set(state.expanded);
      if (!expanded.delete(title)) expanded.add(title);
      return { expanded };
    }),
  expand: (titles) =>
    set((state) => {
      const missing = [...titles].filter((title) => !state.expanded.has(title));
      return missing.length === 0 ? state : { expanded: new Set([...state.expanded, ...missing]) };
    }),
  replace: (titles) => set({ expanded: new Set(titles) }),
}));
