import type { UnwrittenSection } from '../../../../domain/export-formats.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

const STATES: Record<UnwrittenSection['status'], string> = {
  failed: 'failed',
  idle: 'not written',
  done: 'empty',
  queued: 'still being written',
  generating: 'still being written',
};

const LISTED = 12;

/** "3 sections are not written: …" with Export anyway / Cancel. */
export function UnwrittenSectionsDialog({
  unwritten,
  open,
  inProfile = false,
  onCancel,
  onConfirm,
}: {
  unwritten: readonly UnwrittenSection[];
  open: boolean;
  /** The sections were chosen by a report profile: "3 sections in this profile…". */
  inProfile?: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const count = unwritten.length;
  const where = inProfile ? ' in this profile' : '';
  // A long profile may leave out dozens: name the first few, count the rest.
  const named = unwritten
    .slice(0, LISTED)
    .map((section) => `${section.title} (${STATES[section.status]})`);
  const list = count > LISTED ? `${named.join(', ')} and ${count - LISTED} more` : named.join(', ');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={
        count === 1
          ? `1 section${where} is not written`
          : `${count} sections${where} are not written`
      }
      description={`${list}. The file will leave ${count === 1 ? 'it' : 'them'} out and say so on a note inside.`}
      confirmLabel="Export anyway"
      onConfirm={onConfirm}
    />
  );
}
