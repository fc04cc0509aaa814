import { Dialog } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ListChecks, X } from '../../../components/icons.ts';
import type { ChecklistGroup } from '../../../components/section-checklist.tsx';
import { Spinner } from '../../../components/spinner.tsx';

// Loaded when the person opens it: the page's first load carries only the button.
const ProfileEditor = lazy(() =>
  import('./profile-editor.tsx').then((module) => ({ default: module.ProfileEditor })),
);

/**
 * "Edit profiles" by the report profile picker (issue 33, item 9): the profiles' own editor,
 * list, create, rename, sections by group, delete, rather than ticking them in Generate.
 */
export function ProfileEditorDialog({
  groups,
  chosenId,
  onChosen,
}: {
  /** The open strategy's outline, the executive summary first. */
  groups: readonly ChecklistGroup[];
  chosenId: string | null;
  /** A profile saved here becomes the strategy's choice; a deleted chosen one, none. */
  onChosen(profileId: string | null): void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" className="h-9">
          <ListChecks aria-hidden className="size-4" />
          Edit profiles
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30" />
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col bg-slate-50 shadow-2xl focus:outline-none sm:inset-x-auto sm:inset-y-6 sm:left-1/2 sm:w-[min(56rem,calc(100%-3rem))] sm:-translate-x-1/2 sm:rounded-xl">
          <div className="flex items-center justify-between border-slate-200 border-b bg-white px-5 py-4 sm:rounded-t-xl">
            <div>
              <Dialog.Title className="font-semibold text-lg">Report profiles</Dialog.Title>
              <Dialog.Description className="text-slate-600 text-sm">
                Which sections a client’s copy holds: the downloads, share links and slides.
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close report profiles">
                <X aria-hidden className="size-4" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-5">
            <Suspense fallback={<Spinner />}>
              <ProfileEditor groups={groups} chosenId={chosenId} onChosen={onChosen} />
            </Suspense>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
