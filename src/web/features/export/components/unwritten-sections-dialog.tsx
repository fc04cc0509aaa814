import type { UnwrittenSection } from '../../../../domain/export-formats.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

const STATES: Record<UnwrittenSection['status'], string> = {
  failed: 'failed',
  idle: 'not written',
  done: 'empty',
  queued: 'still being written',
  generating: 'still being written',
};

/** "3 sections are not written: …" with Export anyway / Cancel. */
export function UnwrittenSectionsDialog({
  unwritten,
  open,
  onCancel,
  onConfirm,
}: {
  unwritten: readonly UnwrittenSection[];
  open: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const count = unwritten.length;
  const list = unwritten
    .map((section) => `${section.title} (${STATES[section.status]})`)
    .join(', ');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={count === 1 ? '1 section is not written' : `${count} sections are not written`}
      description={`${list}. The file will leave ${count === 1 ? 'it' : 'them'} out and say so on a note inside.`}
      confirmLabel="Export anyway"
      onConfirm={onConfirm}
    />
  );
}
