import { lazy } from 'react';
import { Palette } from '../../../components/icons.ts';
import { SidePanelDialog } from '../../../components/side-panel-dialog.tsx';

// The form, its preview and the fonts load when the dialog first opens.
const BrandKitPanel = lazy(() =>
  import('./brand-kit-panel.tsx').then((module) => ({ default: module.BrandKitPanel })),
);

/** "Brand" in the header: the brand kit in a panel over the page from the right. */
export function BrandDialog() {
  return (
    <SidePanelDialog
      icon={<Palette aria-hidden className="size-4" />}
      label="Brand"
      triggerLabel="Brand kit"
      title="Brand kit"
      description="Your firm’s look on every PDF, Word file, deck and shared link."
      closeLabel="Close"
      widthClassName="max-w-2xl"
      bodyClassName="p-4 sm:p-6"
    >
      <BrandKitPanel />
    </SidePanelDialog>
  );
}
