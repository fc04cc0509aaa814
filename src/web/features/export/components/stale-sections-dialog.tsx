import { AlertDialog } from 'radix-ui';
import { buttonClassName } from '../../../components/button.tsx';
import {
  type StaleSectionItem,
  StaleSectionList,
  staleCountText,
} from '../../../components/stale-sections-notice.tsx';

/**
 * Before a file goes out with stale text (decision 0082): which sections and why, then
 * "Regenerate stale sections", "Export anyway" or Cancel.
 */
export function StaleSectionsDialog({
  items,
  open,
  canRegenerate,
  onCancel,
  onExportAnyway,
  onRegenerate,
}: {
  items: readonly StaleSectionItem[];
  open: boolean;
  /** A provider is set and no run is going on. */
  canRegenerate: boolean;
  onCancel(): void;
  onExportAnyway(): void;
  onRegenerate(): void;
}) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="font-semibold text-lg text-slate-900">
            {staleCountText(items.length)}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-600 text-sm">
            Something they were written from changed since. The file would hold their old text.
          </AlertDialog.Description>
          <div className="mt-3 min-h-0 overflow-y-auto text-slate-800 text-sm">
            <StaleSectionList items={items} />
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end sm:gap-3">
            <AlertDialog.Cancel className={buttonClassName('secondary')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClassName('secondary')} onClick={onExportAnyway}>
              Export anyway
            </AlertDialog.Action>
            <AlertDialog.Action
              className={buttonClassName('primary')}
              disabled={!canRegenerate}
              onClick={onRegenerate}
            >
              Regenerate stale sections
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
