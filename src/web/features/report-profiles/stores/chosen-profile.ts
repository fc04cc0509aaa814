import { create } from 'zustand';

interface ChosenProfileStore {
  /** By strategy id: the profile its exports, new share links and slides follow. */
  chosen: Readonly<Record<string, string>>;
  choose(strategyId: string, profileId: string | null): void;
}

/** The report profile picked for each strategy in this tab (none: everything written). */
export const useChosenProfiles = create<ChosenProfileStore>()((set) => ({
  chosen: {},
  choose: (strategyId, profileId) =>
    set((state) => {
      const chosen = { ...state.chosen };
      if (profileId) chosen[strategyId] = profileId;
      else delete chosen[strategyId];
      return { chosen };
    }),
}));

export function useChosenProfileId(strategyId: string): string | null {
  return useChosenProfiles((state) => state.chosen[strategyId] ?? null);
}
