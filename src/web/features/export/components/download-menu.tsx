import { useIsMutating, useMutation } from '@tanstack/react-query';
import { DropdownMenu } from 'radix-ui';
import type { ExportSource } from '../../../../domain/export-formats.ts';
import { Button } from '../../../components/button.tsx';
import { Check, ChevronDown, Download } from '../../../components/icons.ts';
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

/** Whether the files have "About this report" (the brief and the client's answers). */
export interface IntakeChoice {
  included: boolean;
  onChange(included: boolean): void;
}

export const INTAKE_LABEL = 'Include “About this report” (brief and answers)';

/**
 * On a phone: one button labelled "Download" (text, not only an icon) with the formats in a
 * menu; busy while a file is made.
 */
export function DownloadMenu({
  exportSource,
  choices,
  profileId = null,
  reviewNotes,
  intake,
  onFailure,
  beforeDownload = (download) => download(),
}: {
  exportSource: ExportSource;
  choices: readonly ExportChoice[];
  profileId?: string | null;
  /** The "Include review notes" choice, shown when there are open comments. */
  reviewNotes?: ReviewNotesChoice;
  /** The "About this report" choice, shown on the owner's downloads when there is a brief or an answer. */
  intake?: IntakeChoice;
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
        intake: intake?.included ?? false,
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
          className="z-50 min-w-48 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
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
          {reviewNotes || intake ? (
            <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          ) : null}
          {reviewNotes ? (
            <MenuCheckbox
              checked={reviewNotes.included}
              onChange={reviewNotes.onChange}
              label={reviewNotesLabel(reviewNotes.openComments)}
            />
          ) : null}
          {intake ? (
            <MenuCheckbox
              checked={intake.included}
              onChange={intake.onChange}
              label={INTAKE_LABEL}
            />
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function MenuCheckbox({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  label: string;
}) {
  return (
    <DropdownMenu.CheckboxItem
      checked={checked}
      onCheckedChange={(value) => onChange(value === true)}
      // The menu stays open: the person ticks, then picks a format.
      onSelect={(event) => event.preventDefault()}
      className="flex cursor-pointer select-none items-center gap-2.5 rounded-md px-3 py-2.5 text-slate-800 text-sm outline-none data-highlighted:bg-indigo-50 data-highlighted:text-indigo-900"
    >
      <span
        aria-hidden
        className="grid size-4 shrink-0 place-items-center rounded border border-slate-400 data-[state=checked]:border-indigo-600"
      >
        <DropdownMenu.ItemIndicator>
          <Check className="size-3.5 text-indigo-600" strokeWidth={3} />
        </DropdownMenu.ItemIndicator>
      </span>
      {label}
    </DropdownMenu.CheckboxItem>
  );
}
