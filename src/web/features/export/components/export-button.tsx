import type { ExportSource } from '../../../../domain/export-formats.ts';
import { Button } from '../../../components/button.tsx';
import type { IconComponent } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { type ExportFormat, useDownloadExport } from '../api/download-export.ts';

export interface ExportChoice {
  format: ExportFormat;
  /** The button's full text and accessible name, e.g. "Download PDF". */
  label: string;
  /** The text in compact layouts, e.g. "PDF". */
  shortLabel: string;
  /** The toast's title when the download fails. */
  failure: string;
  icon: IconComponent;
}

export function ExportButton({
  exportSource,
  choice,
  compact,
  shortLabel = compact,
  className,
  profileId = null,
  reviewNotes = false,
  intake = false,
  onFailure,
  beforeDownload = (download) => download(),
}: {
  exportSource: ExportSource;
  choice: ExportChoice;
  /** Small button with the short label. */
  compact: boolean;
  /** The short label at the normal size (CSV beside Excel). */
  shortLabel?: boolean;
  className?: string;
  /** The report profile the file follows. */
  profileId?: string | null;
  /** The file ends with the open review comments. */
  reviewNotes?: boolean;
  /** The file has "About this report": the brief and the client's answers. */
  intake?: boolean;
  /** A failed download: the unwritten-sections warning or a toast. */
  onFailure(choice: ExportChoice, error: unknown): void;
  /** Runs the download, or holds it for a question first (stale sections). */
  beforeDownload?: (download: () => void) => void;
}) {
  const mutation = useDownloadExport(exportSource, choice.format, profileId, reviewNotes, intake);
  const Icon = choice.icon;
  const busy = mutation.isPending;
  return (
    <Button
      variant="secondary"
      size={compact ? 'sm' : 'md'}
      className={className}
      disabled={busy}
      aria-busy={busy}
      aria-label={shortLabel ? choice.label : undefined}
      title={choice.label}
      onClick={() =>
        beforeDownload(() => mutation.mutate({}, { onError: (error) => onFailure(choice, error) }))
      }
    >
      {busy ? <Spinner /> : <Icon aria-hidden className="size-4" />}
      {shortLabel ? choice.shortLabel : choice.label}
    </Button>
  );
}
