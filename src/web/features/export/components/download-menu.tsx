import { useIsMutating, useMutation } from '@tanstack/react-query';
import { ChevronDown, Download } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { downloadExport } from '../api/download-export.ts';
import type { ExportChoice } from './export-button.tsx';

/**
 * On a phone: one button labelled "Download" (text, not only an icon) with the formats in a
 * menu; busy while a file is made.
 */
export function DownloadMenu({
  exportBase,
  choices,
  onFailure,
}: {
  exportBase: string;
  choices: readonly ExportChoice[];
  onFailure(choice: ExportChoice, error: unknown): void;
}) {
  const running = useIsMutating({ mutationKey: ['export', exportBase] }) > 0;
  const mutation = useMutation({
    mutationKey: ['export', exportBase, 'menu'],
    mutationFn: (choice: ExportChoice) => downloadExport(exportBase, choice.format),
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
                onSelect={() => mutation.mutate(choice)}
                className="flex cursor-pointer select-none items-center gap-2.5 rounded-md px-3 py-2.5 text-slate-800 text-sm outline-none data-highlighted:bg-indigo-50 data-highlighted:text-indigo-900"
              >
                <Icon aria-hidden className="size-4 text-slate-500" />
                {choice.label}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
