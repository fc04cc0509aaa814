import { useMemo, useState } from 'react';
import type { SectionDefinition } from '../../../../domain/catalogue.ts';
import { Button } from '../../../components/button.tsx';
import { Pencil, RefreshCw } from '../../../components/icons.ts';
import { QualityMark } from '../../../components/quality-mark.tsx';
import { SectionEditor } from '../../../components/section-editor/index.ts';
import { OwnerReviewBar } from '../../../components/section-review/index.ts';
import { isInProgress, isWritten } from '../../../stores/apply-strategy-event.ts';
import { useLiveStrategy } from '../../../stores/live-strategy.ts';
import { useLiveSection } from '../../../stores/live-strategy-selectors.ts';
import { useSaveSection } from '../api/save-section.ts';
import { estimateCardHeight } from '../lib/estimate-card-height.ts';
import { MissingPrerequisites, useMissingPrerequisites } from './missing-prerequisites.tsx';
import { SectionBody } from './section-body.tsx';
import { StaleMark } from './stale-mark.tsx';

export interface ViewSectionCardProps {
  definition: SectionDefinition;
  strategyId: string;
  providerConfigured: boolean;
  onGenerate(keys: string[]): Promise<void>;
  /** Names a section by key, in the page's titles (a stale card says which one changed). */
  titleOf(key: string): string;
  /** The executive summary's card stands alone under "Sections": one level up. */
  headingLevel?: 3 | 4;
}

/** A section in the View tab: its text, state and actions (generate, edit, regenerate). */
export function ViewSectionCard({
  definition,
  strategyId,
  providerConfigured,
  onGenerate,
  titleOf,
  headingLevel = 4,
}: ViewSectionCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const section = useLiveSection(definition.key);
  const missing = useMissingPrerequisites(definition);
  const [editing, setEditing] = useState(false);
  const save = useSaveSection(strategyId, definition.key);
  const [starting, setStarting] = useState(false);
  const busy = starting || isInProgress(section);
  const written = !starting && isWritten(section);
  const canGenerate = providerConfigured && !busy;
  const generate = (keys: string[]) => {
    setStarting(true);
    return onGenerate(keys).finally(() => setStarting(false));
  };
  const headingId = `section-${definition.key}`;
  const content = section?.content ?? '';
  const reservedHeight = useMemo(
    () => estimateCardHeight(content, Math.min(720, window.innerWidth - 64)),
    [content],
  );

  const empty = !written && !busy && !editing && section?.status !== 'failed';
  const prerequisites =
    definition.prerequisites.length > 0 ? (
      <p className="mt-0.5 text-slate-500 text-xs">
        Uses context from: {definition.prerequisites.map((p) => p.title).join(', ')}
      </p>
    ) : null;
  const warning =
    !written && !busy && missing.length > 0 ? (
      <MissingPrerequisites
        section={definition}
        missing={missing}
        disabled={!canGenerate}
        onGenerate={generate}
      />
    ) : null;

  const body = (
    <SectionBody
      title={definition.title}
      section={section}
      starting={starting}
      canGenerate={canGenerate}
      onGenerate={() => void generate([definition.key])}
    />
  );

  if (empty) {
    // Not written yet: one compact row, so the written sections stand out.
    return (
      <article
        aria-labelledby={headingId}
        className="rounded-xl border border-slate-200 border-dashed bg-white/70 px-4 py-3 sm:px-5"
      >
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0 flex-1">
            <Heading id={headingId} className="font-medium text-slate-700">
              {definition.title}
            </Heading>
            {prerequisites}
          </div>
          {body}
        </div>
        {warning ? <div className="mt-3">{warning}</div> : null}
      </article>
    );
  }

  return (
    <article
      aria-labelledby={headingId}
      // Off-screen cards skip layout and paint while text streams into them, holding the room
      // their text will take (until rendered once; then the browser remembers the real size).
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs [content-visibility:auto] sm:p-5"
      style={{ containIntrinsicSize: `auto ${reservedHeight}px` }}
    >
      <header className="mb-3 flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <Heading id={headingId} className="font-semibold text-lg text-slate-900">
            {definition.title}
          </Heading>
          {prerequisites}
          {busy || editing ? null : <StaleMark section={section} titleOf={titleOf} />}
          <QualityMark strategyId={strategyId} sectionKey={definition.key} />
        </div>
        {written && !editing ? (
          <div className="flex flex-wrap items-center gap-1">
            {section ? (
              <OwnerReviewBar
                strategyId={strategyId}
                section={section}
                title={definition.title}
                onRestored={(restored) => useLiveStrategy.getState().putSection(restored)}
              />
            ) : null}
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="size-3.5" /> Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={!canGenerate}
              onClick={() => void generate([definition.key])}
            >
              <RefreshCw aria-hidden className="size-3.5" /> Regenerate
            </Button>
          </div>
        ) : null}
      </header>
      {warning ? <div className="mb-3">{warning}</div> : null}
      {editing && section ? (
        <SectionEditor
          sectionKey={definition.key}
          title={definition.title}
          initialContent={section.content}
          initialVersion={section.version}
          save={(input) => save.mutateAsync(input)}
          onReload={({ content, version }) =>
            useLiveStrategy.getState().putSection({ ...section, content, version })
          }
          onClose={() => setEditing(false)}
        />
      ) : (
        body
      )}
    </article>
  );
}
