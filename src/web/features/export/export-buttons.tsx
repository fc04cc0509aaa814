import { DownloadMenu } from './components/download-menu.tsx';
import { ExportButton } from './components/export-button.tsx';
import { CSV, EXCEL, MARKDOWN, PDF, POWERPOINT, SLIDES_PDF, WORD } from './export-choices.ts';
import { useMediaQuery } from './hooks/use-media-query.ts';
import { useUnwrittenWarning } from './hooks/use-unwritten-warning.tsx';

const CHOICES = [PDF, WORD, POWERPOINT, SLIDES_PDF, EXCEL, CSV, MARKDOWN] as const;

/**
 * Download PDF / Word / PowerPoint / slides as PDF / Excel (with CSV beside it) / Markdown for
 * `exportBase`, e.g. `/api/strategies/<id>/export` or `/api/shares/<id>/export`. Each button is
 * busy while its file is made and toasts a failure; when sections would be left out, the person
 * is warned first. `compact` is for a toolbar: short labels ("PDF"), and on a phone a single
 * "Download" menu.
 */
export function ExportButtons({
  exportBase,
  compact = false,
}: {
  exportBase: string;
  compact?: boolean;
}) {
  const wide = useMediaQuery('(min-width: 640px)');
  const { onFailure, dialog } = useUnwrittenWarning(exportBase);
  if (compact && !wide) {
    return (
      <>
        <DownloadMenu exportBase={exportBase} choices={CHOICES} onFailure={onFailure} />
        {dialog}
      </>
    );
  }
  const button = (choice: (typeof CHOICES)[number]) => (
    <ExportButton exportBase={exportBase} choice={choice} compact={compact} onFailure={onFailure} />
  );
  return (
    <fieldset>
      <legend className="sr-only">Downloads</legend>
      <div className="flex flex-wrap items-center gap-2">
        {button(PDF)}
        {button(WORD)}
        {button(POWERPOINT)}
        {button(SLIDES_PDF)}
        <div className="inline-flex items-stretch">
          <ExportButton
            exportBase={exportBase}
            choice={EXCEL}
            compact={compact}
            className="rounded-r-none"
            onFailure={onFailure}
          />
          <ExportButton
            exportBase={exportBase}
            choice={CSV}
            compact={compact}
            shortLabel
            className="-ml-px rounded-l-none px-2.5 text-slate-600"
            onFailure={onFailure}
          />
        </div>
        {button(MARKDOWN)}
      </div>
      {dialog}
    </fieldset>
  );
}
