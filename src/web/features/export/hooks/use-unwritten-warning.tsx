import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ExportSource, UnwrittenSection } from '../../../../domain/export-formats.ts';
import { notifyError } from '../../../lib/toast.ts';
import { downloadExport, UnwrittenSectionsError } from '../api/download-export.ts';
import type { ExportChoice } from '../components/export-button.tsx';
import { UnwrittenSectionsDialog } from '../components/unwritten-sections-dialog.tsx';

/**
 * Before a file leaves out sections, the person is told which (the server's 409) and chooses:
 * Cancel, or Export anyway, which asks for the file again with a note listing them.
 */
export function useUnwrittenWarning(
  exportSource: ExportSource,
  profileId: string | null = null,
  reviewNotes = false,
  intake = false,
) {
  const [pending, setPending] = useState<{
    choice: ExportChoice;
    unwritten: UnwrittenSection[];
  } | null>(null);
  const anyway = useMutation({
    mutationKey: ['export', exportSource, 'anyway'],
    mutationFn: (choice: ExportChoice) =>
      downloadExport(exportSource, choice.format, {
        includeUnwritten: true,
        profileId,
        reviewNotes,
        intake,
      }),
    onError: (error, choice) => notifyError(choice.failure, error),
  });
  function onFailure(choice: ExportChoice, error: unknown): void {
    if (error instanceof UnwrittenSectionsError) setPending({ choice, unwritten: error.unwritten });
    else notifyError(choice.failure, error);
  }
  const dialog = (
    <UnwrittenSectionsDialog
      unwritten={pending?.unwritten ?? []}
      open={pending !== null}
      inProfile={profileId !== null}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        if (pending) anyway.mutate(pending.choice);
        setPending(null);
      }}
    />
  );
  return { onFailure, dialog };
}
