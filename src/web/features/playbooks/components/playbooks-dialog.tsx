import { lazy } from 'react';
import { BookOpen } from '../../../components/icons.ts';
import { SidePanelDialog } from '../../../components/side-panel-dialog.tsx';

// The editor loads when the panel first opens, so "/" carries only the button.
const PlaybooksBody = lazy(() =>
  import('./playbooks-body.tsx').then((module) => ({ default: module.PlaybooksBody })),
);

/** The owner's playbooks (issue 16): named outlines a strategy begins on. */
export function PlaybooksDialog() {
  return (
    <SidePanelDialog
      icon={<BookOpen aria-hidden className="size-4" />}
      label="Playbooks"
      triggerLabel="Playbooks"
      title="Playbooks"
      description="Your own outlines: groups, sections, their briefs, instructions and prerequisites."
      closeLabel="Close playbooks"
      widthClassName="max-w-2xl"
      bodyClassName="px-5 py-5"
    >
      <PlaybooksBody />
    </SidePanelDialog>
  );
}
