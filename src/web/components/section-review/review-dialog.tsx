import { Dialog } from 'radix-ui';
import { type ReactNode, Suspense } from 'react';
import { Button } from '../button.tsx';
import { X } from '../icons.ts';
import { Spinner } from '../spinner.tsx';

/** A panel sliding in from the right (comments, history), opened by the section's buttons. */
export function ReviewDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Usually lazily loaded: it loads when the panel first opens. */
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xl flex-col bg-slate-50 shadow-2xl focus:outline-none">
          <div className="flex items-start justify-between gap-3 border-slate-200 border-b bg-white px-5 py-4">
            <div className="min-w-0">
              <Dialog.Title className="font-semibold text-lg">{title}</Dialog.Title>
              <Dialog.Description className="text-slate-600 text-sm">
                {description}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={`Close ${title}`}>
                <X aria-hidden className="size-4" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-5">
            <Suspense fallback={<Spinner />}>{children}</Suspense>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
