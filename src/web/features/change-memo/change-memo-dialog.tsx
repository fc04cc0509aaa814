import { lazy } from 'react';
import { FileDiff } from '../../components/icons.ts';
import { SidePanelDialog } from '../../components/side-panel-dialog.tsx';

// The panel and the diff view load when the dialog first opens.
const ChangeMemoPanel = lazy(() =>
  import('./components/change-memo-panel.tsx').then((module) => ({
    default: module.ChangeMemoPanel,
  })),
);

/** "What changed" in the strategy's action bar: the memo for the client after a revision. */
export function ChangeMemoDialog({ strategyId }: { strategyId: string }) {
  return (
    <SidePanelDialog
      trigger="toolbar"
      icon={<FileDiff aria-hidden className="size-4" />}
      label="What changed"
      triggerLabel="What changed"
      title="What changed"
      description="A memo for your client of every section changed since they approved it, or since a date."
      closeLabel="Close what changed"
      widthClassName="max-w-2xl"
      bodyClassName="p-4 sm:p-6"
    >
      <ChangeMemoPanel strategyId={strategyId} />
    </SidePanelDialog>
  );
}
