import type { ReactNode } from 'react';
import { ProfilePicker } from '../../features/report-profiles/components/profile-picker.tsx';
import { useChosenProfileId } from '../../features/report-profiles/hooks.ts';
import { NewLinkProfileProvider } from '../../features/share/new-link-profile.tsx';
import { useProfileSelection } from './use-profile-selection.ts';

/** The report profile picker by the downloads: choose, save the current selection, delete. */
export function ReportProfileRow({ strategyId }: { strategyId: string }) {
  const selection = useProfileSelection();
  return (
    <ProfilePicker
      strategyId={strategyId}
      selection={selection.sections}
      selectionLabel={selection.label}
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
