import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { Strategy } from '../../../../domain/strategy.ts';
import { Button } from '../../../components/button.tsx';
import { Library, X } from '../../../components/icons.ts';
import { LibraryList } from './library-list.tsx';

/** "Saved strategies" in a panel that slides over the page from the right. */
export function LibraryDialog({
  openId,
  onOpen,
  onDeleted,
}: {
  openId: string | null;
  onOpen(id: string): void;
  onDeleted(id: string): void;
}) {
  const [open, setOpen] = useState(false);
  const openAndClose = (id: string) => {
    setOpen(false);
    onOpen(id);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label="Saved strategies">
          <Library aria-hidden className="size-4" />
          <span className="hidden sm:inline">Saved strategies</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-slate-50 shadow-2xl focus:outline-none">
          <div className="flex items-center justify-between border-slate-200 border-b bg-white px-5 py-4">
            <div>
              <Dialog.Title className="font-semibold text-lg">Saved strategies</Dialog.Title>
              <Dialog.Description className="text-slate-500 text-sm">
                Newest first. Open one to keep working on it.
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X aria-hidden className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <LibraryList
            browse
            openId={openId}
            onOpen={openAndClose}
            onDeleted={onDeleted}
            onDuplicated={(copy: Strategy) => openAndClose(copy.id)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
