import { useReportProfiles } from './api/report-profiles.ts';
import { useChosenProfileId } from './stores/chosen-profile.ts';

export type { ReportProfile } from './api/report-profiles.ts';
export { useChosenProfileId } from './stores/chosen-profile.ts';

/** The profile chosen for a strategy, once the list has loaded (a deleted one counts as none). */
export function useChosenProfile(strategyId: string) {
  const id = useChosenProfileId(strategyId);
  const profiles = useReportProfiles().data;
  return id ? profiles?.find((profile) => profile.id === id) : undefined;
}
