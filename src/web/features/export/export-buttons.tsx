import { useId, useState } from 'react';
import type { ExportSource } from '../../../domain/export-formats.ts';
import { Checkbox } from '../../components/checkbox.tsx';
import type { StaleSectionItem } from '../../components/stale-sections-notice.tsx';
import { DownloadMenu, INTAKE_LABEL, reviewNotesLabel } from './components/download-menu.tsx';
import { ExportButton } from './components/export-button.tsx';
import { StaleSectionsDialog } from './components/stale-sections-dialog.tsx';
import { CSV, EXCEL, MARKDOWN, PDF, POWERPOINT, SLIDES_PDF, WORD } from './export-choices.ts';
import { useMediaQuery } from './hooks/use-media-query.ts';
import { useUnwrittenWarning } from './hooks/use-unwritten-warning.tsx';

const CHOICES = [PDF, WORD, POWERPOINT, SLIDES_PDF, EXCEL, CSV, MARKDOWN] as const;

/** The owner's stale sections in the file: asked about before any download (decision 0082). */
export interface StaleSectionsChoice {
  items: readonly StaleSectionItem[];
  canRegenerate: boolean;
  onRegenerate(): void;
}

/**
 * Download PDF / Word / PowerPoint / slides as PDF / Excel (with CSV beside it) / Markdown for
 * `exportSource`: the owner's strategy or a share link. Each button is
 * busy while its file is made and toasts a failure; when sections would be left out, the person
 * is warned first. `compact` is for a toolbar: short labels ("PDF"), and on a phone a single
 * "Download" menu.
 */
export function ExportButtons({
  exportSource,
  compact = false,
  profileId = null,
  openComments = 0,
  hasIntake = false,
  stale,
}: {
  exportSource: ExportSource;
  compact?: boolean;
  /** A report profile: every file holds its sections, in its order. */
  profileId?: string | null;
  /** Open review comments: when there are, the files may end with them (issue 14). */
  openComments?: number;
  /**
   * The strategy has a brief or an answer: the owner's files may have "About this report"
   * (issue 29), never by default.
   */
  hasIntake?: boolean;
  /** Stale sections the files would hold (the owner's downloads). */
  stale?: StaleSectionsChoice;
}) {
  const wide = useMediaQuery('(min-width: 640px)');
  const [includeNotes, setIncludeNotes] = useState(false);
  const reviewNotes = openComments > 0 && includeNotes;
  const [includeIntake, setIncludeIntake] = useState(false);
  const intake = hasIntake && includeIntake;
  const { onFailure, dialog } = useUnwrittenWarning(exportSource, profileId, reviewNotes, intake);
  // A download waiting for the answer to "N sections are out of date".
  const [waiting, setWaiting] = useState<(() => void) | null>(null);
  const beforeDownload = (download: () => void) => {
    if (stale && stale.items.length > 0) setWaiting(() => download);
    else download();
  };
  const staleDialog = stale ? (
    <StaleSectionsDialog
      items={stale.items}
      open={waiting !== null}
      canRegenerate={stale.canRegenerate}
      onCancel={() => setWaiting(null)}
      onExportAnyway={() => {
        waiting?.();
        setWaiting(null);
      }}
      onRegenerate={() => {
        setWaiting(null);
        stale.onRegenerate();
      }}
    />
  ) : null;
  if (compact && !wide) {
    return (
      <>
        <DownloadMenu
          exportSource={exportSource}
          choices={CHOICES}
          profileId={profileId}
          {...(openComments > 0
            ? {
                reviewNotes: {
                  openComments,
                  included: includeNotes,
                  onChange: setIncludeNotes,
                },
              }
            : {})}
          {...(hasIntake
            ? { intake: { included: includeIntake, onChange: setIncludeIntake } }
            : {})}
          onFailure={onFailure}
          beforeDownload={beforeDownload}
        />
        {dialog}
        {staleDialog}
      </>
    );
  }
  const button = (choice: (typeof CHOICES)[number]) => (
    <ExportButton
      exportSource={exportSource}
      choice={choice}
      compact={compact}
      profileId={profileId}
      reviewNotes={reviewNotes}
      intake={intake}
      onFailure={onFailure}
      beforeDownload={beforeDownload}
    />
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
            exportSource={exportSource}
            choice={EXCEL}
            compact={compact}
            className="rounded-r-none"
            profileId={profileId}
            reviewNotes={reviewNotes}
            intake={intake}
            onFailure={onFailure}
            beforeDownload={beforeDownload}
          />
          <ExportButton
            exportSource={exportSource}
            choice={CSV}
            compact={compact}
            shortLabel
            className="-ml-px rounded-l-none px-2.5 text-slate-600"
            profileId={profileId}
            reviewNotes={reviewNotes}
            intake={intake}
            onFailure={onFailure}
            beforeDownload={beforeDownload}
          />
        </div>
        {button(MARKDOWN)}
      </div>
      {openComments > 0 ? (
        <OptionCheckbox
          checked={includeNotes}
          onChange={setIncludeNotes}
          label={reviewNotesLabel(openComments)}
        />
      ) : null}
      {hasIntake ? (
        <OptionCheckbox checked={includeIntake} onChange={setIncludeIntake} label={INTAKE_LABEL} />
      ) : null}
      {dialog}
      {staleDialog}
    </fieldset>
  );
}

/** A choice about what the files hold, under the buttons. */
function OptionCheckbox({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  label: string;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className="mt-2 flex w-fit cursor-pointer items-center gap-2 text-slate-700 text-sm"
    >
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      {label}
    </label>
  );
}
