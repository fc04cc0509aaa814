import { DownloadMenu } from './components/download-menu.tsx';
import { ExportButton } from './components/export-button.tsx';
import { CSV, EXCEL, MARKDOWN, PDF, WORD } from './export-choices.ts';
import { useMediaQuery } from './hooks/use-media-query.ts';

const CHOICES = [PDF, WORD, EXCEL, CSV, MARKDOWN] as const;

/**
 * Download PDF / Word / Excel (with CSV beside it) / Markdown for `exportBase`, e.g.
 * `/api/strategies/<id>/export` or `/api/shares/<id>/export`. Each button is busy while its file
 * is made and toasts a failure. `compact` is for a toolbar: short labels ("PDF"), and on a phone
 * a single "Download" menu.
 */
export function ExportButtons({
  exportBase,
  compact = false,
}: {
  exportBase: string;
  compact?: boolean;
}) {
  const wide = useMediaQuery('(min-width: 640px)');
  if (compact && !wide) return <DownloadMenu exportBase={exportBase} choices={CHOICES} />;
  return (
    <fieldset>
      <legend className="sr-only">Downloads</legend>
      <div className="flex flex-wrap items-center gap-2">
        <ExportButton exportBase={exportBase} choice={PDF} compact={compact} />
        <ExportButton exportBase={exportBase} choice={WORD} compact={compact} />
        <div className="inline-flex items-stretch">
          <ExportButton
            exportBase={exportBase}
            choice={EXCEL}
            compact={compact}
            className="rounded-r-none"
          />
          <ExportButton
            exportBase={exportBase}
            choice={CSV}
            compact={compact}
            shortLabel
            className="-ml-px rounded-l-none px-2.5 text-slate-600"
          />
        </div>
        <ExportButton exportBase={exportBase} choice={MARKDOWN} compact={compact} />
      </div>
    </fieldset>
  );
}
