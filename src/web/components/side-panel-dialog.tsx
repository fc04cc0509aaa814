import { Dialog } from 'radix-ui';
import {
  createContext,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { X } from './icons.ts';
import { Spinner } from './spinner.tsx';

/** Set by a panel's content while it holds unsaved changes: closing asks first. */
const UnsavedChanges = createContext<((unsaved: boolean) => void) | null>(null);

/** Tells the side panel around it that closing now would lose changes (issue 33, item 10). */
export function useUnsavedChanges(unsaved: boolean): void {
  const report = useContext(UnsavedChanges);
  useEffect(() => {
    report?.(unsaved);
    return () => report?.(false);
  }, [report, unsaved]);
}

interface SidePanelDialogProps {
  /** The header button: its icon, its text (hidden on phones) and its accessible name. */
  icon: ReactNode;
  label: string;
  triggerLabel: string;
  title: string;
  description: string;
  closeLabel: string;
  /** Tailwind max-width of the panel, e.g. `max-w-lg`. */
  widthClassName: string;
  bodyClassName: string;
  /** Usually a lazily loaded panel: it loads when the dialog first opens. */
  children: ReactNode;
  /** `toolbar`: a plain button with its text always shown (the strategy's action bar). */
  trigger?: 'header' | 'toolbar';
}

/** A header button that opens a panel sliding over the page from the right (settings, brand). */
export function SidePanelDialog(props: SidePanelDialogProps) {
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const unsaved = useRef(false);
  const [report] = useState(() => (value: boolean) => {
    unsaved.current = value;
  });
  const onOpenChange = (next: boolean) => {
    // Escape, the overlay and the close button all land here: unsaved changes ask first.
    if (!next && unsaved.current) setAsking(true);
    else setOpen(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        {props.trigger === 'toolbar' ? (
          <Button>
            {props.icon}
            {props.label}
          </Button>
        ) : (
          <Button variant="ghost" size="sm" aria-label={props.triggerLabel}>
            {props.icon}
            <span className="hidden sm:inline">{props.label}</span>
          </Button>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30" />
        <Dialog.Content
          className={`fixed inset-y-0 right-0 z-50 flex w-full ${props.widthClassName} flex-col bg-slate-50 shadow-2xl focus:outline-none`}
        >
          <div className="flex items-center justify-between border-slate-200 border-b bg-white px-5 py-4">
            <div>
              <Dialog.Title className="font-semibold text-lg">{props.title}</Dialog.Title>
              <Dialog.Description className="text-slate-600 text-sm">
                {props.description}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={props.closeLabel}>
                <X aria-hidden className="size-4" />
              </Button>
            </Dialog.Close>
          </div>
          <div className={`flex-1 overflow-y-auto ${props.bodyClassName}`}>
            <UnsavedChanges.Provider value={report}>
              <Suspense fallback={<Spinner />}>{props.children}</Suspense>
            </UnsavedChanges.Provider>
          </div>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title="Discard unsaved changes?"
            description={`Your changes in ${props.title} are not saved. Discard them, or keep editing and save.`}
            confirmLabel="Discard changes"
            cancelLabel="Keep editing"
            destructive
            onConfirm={() => {
              unsaved.current = false;
              setOpen(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
