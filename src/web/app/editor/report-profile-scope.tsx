import { type ReactNode, useMemo } from 'react';
import { EXECUTIVE_SUMMARY_KEY } from '../../../domain/export-selection.ts';
import { EXECUTIVE_SUMMARY_SECTION_TITLE } from '../../../domain/summary-section.ts';
import { ProfilePicker } from '../../features/report-profiles/components/profile-picker.tsx';
import { useChosenProfileId } from '../../features/report-profiles/hooks.ts';
import { NewLinkProfileProvider } from '../../features/share/new-link-profile.tsx';
import { useLiveStrategy } from '../../stores/live-strategy.ts';
import { useProfileSelection } from './use-profile-selection.ts';

/** The report profile picker by the downloads: choose, edit profiles, save the selection, delete. */
export function ReportProfileRow({ strategyId }: { strategyId: string }) {
  const selection = useProfileSelection();
  const outline = useLiveStrategy((state) => state.outline);
  // The profile editor's groups: the executive summary first, then the strategy's outline.
  const groups = useMemo(
    () => [
      {
        title: EXECUTIVE_SUMMARY_SECTION_TITLE,
        sections: [{ key: EXECUTIVE_SUMMARY_KEY, title: EXECUTIVE_SUMMARY_SECTION_TITLE }],
      },
      ...outline,
    ],
    [outline],
  );
  return (
    <ProfilePicker
      strategyId={strategyId}
      selection={selection.sections}
      selectionLabel={selection.label}
      groups={groups}
    />
  );
}

/** New share links follow the profile chosen for the downloads, with the picker in the dialog. */
export function ReportProfileScope({
  strategyId,
  children,
}: {
  strategyId: string;
  children: ReactNode;
}) {
  const profileId = useChosenProfileId(strategyId);
  const picker = (
    <ProfilePicker strategyId={strategyId} selection={[]} selectionLabel="" manage={false} />
  );
  return <NewLinkProfileProvider value={{ profileId, picker }}>{children}</NewLinkProfileProvider>;
}
