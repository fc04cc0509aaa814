import { lazy } from 'react';
import { Settings } from '../../../components/icons.ts';
import { SidePanelDialog } from '../../../components/side-panel-dialog.tsx';

// The forms load when the panel first opens, so "/" carries only the button.
const SettingsBody = lazy(() =>
  import('./settings-body.tsx').then((module) => ({ default: module.SettingsBody })),
);

/** The owner's settings (AI provider, prices) in a panel that slides over from the right. */
export function SettingsDialog() {
  return (
    <SidePanelDialog
      icon={<Settings aria-hidden className="size-4" />}
      label="Settings"
      triggerLabel="Settings"
      title="Settings"
      description="The AI provider that writes the sections, what its tokens cost, and your firm’s Word template."
      closeLabel="Close settings"
      widthClassName="max-w-lg"
      bodyClassName="px-5 py-5"
    >
      <SettingsBody />
    </SidePanelDialog>
  );
}
