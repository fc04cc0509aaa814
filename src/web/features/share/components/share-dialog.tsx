import { Dialog } from 'radix-ui';
import { lazy, Suspense } from 'react';
import type { ShareAccessType } from '../../../../domain/share-link.ts';
import type { Language } from '../../../../domain/strategy-limits.ts';
import { Button } from '../../../components/button.tsx';
import { Share2, X } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';

// The links, the form and their requests load when the dialog first opens.
const ShareDialogBody = lazy(() =>
  import('./share-dialog-body.tsx').then((module) => ({ default: module.ShareDialogBody })),
);

/** The dialog: a new link (then the link itself), and the links made before. */
export function ShareDialog({
  strategyId,
  language,
  accessType,
}: {
  strategyId: string;
  language: Language;
  /** The access the new link form starts with; unset: view. */
  accessType?: ShareAccessType;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[2px]" />
      <Dialog.Content className="fixed top-1/2 left-1/2 z-40 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/5 focus:outline-none">
        <header className="flex items-start gap-3 border-slate-100 border-b px-5 py-4 sm:px-6">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-600">
            <Share2 aria-hidden className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <Dialog.Title className="font-semibold text-lg text-slate-900">
              Share Strategy
            </Dialog.Title>
            <Dialog.Description className="text-slate-500 text-sm">
              Anyone with the link can open this strategy, no account needed.
            </Dialog.Description>
          </div>
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon" aria-label="Close" className="-mt-1 -mr-2">
              <X aria-hidden className="size-4" />
            </Button>
          </Dialog.Close>
        </header>
        <Suspense fallback={<Spinner />}>
          <ShareDialogBody
            strategyId={strategyId}
            language={language}
            {...(accessType ? { accessType } : {})}
          />
        </Suspense>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
