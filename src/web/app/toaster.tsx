import { Toast } from 'radix-ui';
import { CircleAlert, CircleCheck, Info, X } from '../components/icons.ts';
import { cx } from '../lib/class-names.ts';
import { useToasts } from '../lib/toast.ts';

const TONES = {
  error: ['border-red-200', CircleAlert, 'text-red-600'],
  success: ['border-emerald-200', CircleCheck, 'text-emerald-600'],
  info: ['border-slate-200', Info, 'text-indigo-600'],
} as const;

/** Renders `notify()`'s toasts: 5 s each and a 50 px swipe to dismiss (the spec's defaults). */
export function Toaster() {
  const { toasts, dismiss } = useToasts();
  return (
    <Toast.Provider duration={5000} swipeThreshold={50} swipeDirection="right">
      {toasts.map((toast) => {
        const [border, Icon, iconColour] = TONES[toast.tone];
        return (
          <Toast.Root
            key={toast.id}
            type={toast.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismiss(toast.id);
            }}
            className={cx(
              'flex items-start gap-3 rounded-xl border bg-white p-4 shadow-lg data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[state=open]:animate-[toast-in_200ms_ease-out]',
              border,
            )}
          >
            <Icon aria-hidden className={cx('mt-0.5 size-5 shrink-0', iconColour)} />
            <div className="min-w-0 flex-1">
              <Toast.Title className="font-semibold text-slate-900 text-sm">
                {toast.title}
              </Toast.Title>
              {toast.description ? (
                <Toast.Description className="mt-1 break-words text-slate-600 text-sm">
                  {toast.description}
                </Toast.Description>
              ) : null}
            </div>
            <Toast.Close
              aria-label="Dismiss"
              className="-m-1 cursor-pointer rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X aria-hidden className="size-4" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
