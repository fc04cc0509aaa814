import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { OutlineGroup } from '../../../../domain/strategy-outline.ts';
import { Button } from '../../../components/button.tsx';
import { ListTree, X } from '../../../components/icons.ts';
import type { ContentsTarget } from '../lib/contents-target.ts';
import { ContentsNav } from './contents-nav.tsx';

/** On a phone the Contents navigation waits behind a button, in a sheet from the left. */
export function ContentsDrawer({
  outline,
  summary,
  active,
  onNavigate,
}: {
  outline: readonly OutlineGroup[];
  summary?: { key: string; title: string } | undefined;
  active: ContentsTarget;
  onNavigate: (target: ContentsTarget) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm" className="h-9 md:hidden" title="Contents">
          <ListTree aria-hidden className="size-4" />
          <span className="sr-only sm:not-sr-only">Contents</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-40 flex w-72 max-w-[85vw] flex-col bg-white shadow-2xl focus:outline-none">
          <Dialog.Title className="sr-only">Contents</Dialog.Title>
          <Dialog.Description className="sr-only">
            Jump to the overview, a group or a section.
          </Dialog.Description>
          <Dialog.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Close contents"
              className="absolute top-3 right-3"
            >
              <X aria-hidden className="size-4" />
            </Button>
          </Dialog.Close>
          <ContentsNav
            outline={outline}
            summary={summary}
            active={active}
            onNavigate={(target) => {
              setOpen(false);
              // After the sheet has gone, so the scroll is not fought by its scroll lock.
              setTimeout(() => onNavigate(target), 50);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
