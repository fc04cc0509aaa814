import { useIsMutating, useMutation } from '@tanstack/react-query';
import { Check, ChevronDown, Download } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ExportSource } from '../../../../domain/api-routes.ts';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { downloadExport } from '../api/download-export.ts';
import type { ExportChoice } from './export-button.tsx';

/** Whether the files end with the open comments ("Review notes"), and how many there are. */
export interface ReviewNotesChoice {
  openComments: number;
  included: boolean;
  onChange(included: boolean): void;
}

export function reviewNotesLabel(openComments: number): string {
  return `Include review notes (${openComments} open)`;
}

/**
 * On a phone: one button labelled "Download" (text, not only an icon) with the formats in a
 * menu; busy while a file is made.
 */
export function DownloadMenu({
  exportSource,
  choices,
  profileId = null,
  reviewNotes,
  onFailure,
  beforeDownload = (download) => download(),
}: {
  exportSource: ExportSource;
  choices: readonly ExportChoice[];
  profileId?: string | null;
  /** The "Include review notes" choice, shown when there are open comments. */
  reviewNotes?: ReviewNotesChoice;
  onFailure(choice: ExportChoice, error: unknown): void;
  /** Runs the download, or holds it for a question first (stale sections). */
  beforeDownload?: (download: () => void) => void;
}) {
  const running = useIsMutating({ mutationKey: ['export', exportSource] }) > 0;
  const mutation = useMutation({
    mutationKey: ['export', exportSource, 'menu'],
    mutationFn: (choice: ExportChoice) =>
      downloadExport(exportSource, choice.format, {
        profileId,
        reviewNotes: reviewNotes?.included ?? false,
      }),
    onError: (error, choice) => onFailure(choice, error),
  });
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button
          size="sm"
          variant="secondary"
          disabled={running}
          aria-busy={running}
          className="h-9"
        >
          {running ? <Spinner /> : <Download aria-hidden className="size-4" />}
          Download
          <ChevronDown aria-hidden className="size-3.5 text-slate-500" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {choices.map((choice) => {
            const Icon = choice.icon;
            return (
              <DropdownMenu.Item
                key={choice.format}
                onSelect={() => beforeDownload(() => mutation.mutate(choice))}
                className="flex cursor-pointer select-none items-center gap-2.5 rounded-md px-3 py-2.5 text-slate-800 text-sm outline-none data-highlighted:bg-indigo-50 data-highlighted:text-indigo-900"
              >
                <Icon aria-hidden className="size-4 text-slate-500" />
                {choice.label}
              </DropdownMenu.Item>
            );
          })}
          {reviewNotes ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
              <DropdownMenu.CheckboxItem
                checked={reviewNotes.included}
                onCheckedChange={(checked) => reviewNotes.onChange(checked === true)}
                // The menu stays open: the person ticks, then picks a format.
                onSelect={(event) => event.preventDefault()}
                className="flex cursor-pointer select-none items-center gap-2.5 rounded-md px-3 py-2.5 text-slate-800 text-sm outline-none data-highlighted:bg-indigo-50 data-highlighted:text-indigo-900"
              >
                <span
                  aria-hidden
                  className="grid size-4 place-items-center rounded border border-slate-400 data-[state=checked]:border-indigo-600"
                >
                  <DropdownMenu.ItemIndicator>
                    <Check className="size-3.5 text-indigo-600" strokeWidth={3} />
                  </DropdownMenu.ItemIndicator>
                </span>
                {reviewNotesLabel(reviewNotes.openComments)}
              </DropdownMenu.CheckboxItem>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
