import { stripLeadingTitle } from '../../../../domain/section-title.ts';
import { linkCitations } from '../../../../domain/sources/citation-links.ts';
import type { SectionState } from '../../../../domain/strategy.ts';
import { Button } from '../../../components/button.tsx';
import { Clock, RotateCcw, Sparkles } from '../../../components/icons.ts';
import { SectionSources } from '../../../components/section-sources.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { SectionCost } from './section-cost.tsx';
import { SectionMarkdown } from './section-markdown.tsx';

/** One of the card's states: generate, queued, generating (live text), failed, or written. */
export function SectionBody({
  title,
  section,
  starting,
  canGenerate,
  onGenerate,
}: {
  title: string;
  section: SectionState | undefined;
  starting: boolean;
  canGenerate: boolean;
  onGenerate(): void;
}) {
  if (section?.status === 'generating' || (section?.status === 'done' && section.content.trim())) {
    // One tree for both, so the text written live stays on screen as the section ends.
    const generating = section.status === 'generating';
    return (
      <div aria-busy={generating}>
        {generating ? (
          <p
            role="status"
            className="mb-3 flex items-center gap-2 font-medium text-indigo-700 text-sm"
          >
            <Spinner /> Generating content...
          </p>
        ) : null}
        <SectionMarkdown
          text={
            generating || !section.sources?.length
              ? stripLeadingTitle(section.content, title)
              : linkCitations(
                  stripLeadingTitle(section.content, title),
                  section.sources,
                  section.key,
                )
          }
          streaming={generating}
        />
        {generating ? null : (
          <SectionSources
            sectionKey={section.key}
            sources={section.sources}
            citationsRemoved={section.citationsRemoved}
          />
        )}
        {section.contextShortened && !generating ? (
          <p className="mt-3 text-slate-600 text-xs">
            Context shortened to fit the model: the earlier sections it builds on were cut to fit.
          </p>
        ) : null}
        {section.truncated && !generating ? (
          <p className="mt-3 text-amber-700 text-xs">
            The model stopped at its length limit: this section may end abruptly.
          </p>
        ) : null}
        {section.usage && !generating ? (
          <p className="mt-3 text-slate-500 text-xs tabular-nums">
            {formatNumber(section.usage.totalTokens)} tokens
            <SectionCost usage={section.usage} />
          </p>
        ) : null}
      </div>
    );
  }
  if (section?.status === 'queued' || starting) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-500 text-sm">
        <Clock aria-hidden className="size-4" /> Queued: waiting for its turn…
      </p>
    );
  }
  if (section?.status === 'failed') {
    return (
      <div className="rounded-lg bg-red-50 p-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="alert" className="min-w-0 text-red-700 text-sm">
            {section.error ?? 'Failed to generate content'}
          </p>
          <Button size="sm" variant="danger" disabled={!canGenerate} onClick={onGenerate}>
            <RotateCcw aria-hidden className="size-3.5" /> Retry
          </Button>
        </div>
        {section.errorDetail ? (
          // The provider's own words (keys redacted by the server), for whoever fixes the set-up.
          <details className="mt-2 text-red-800 text-xs">
            <summary className="cursor-pointer select-none font-medium">Details</summary>
            <p className="mt-1 whitespace-pre-wrap break-words font-mono">{section.errorDetail}</p>
          </details>
        ) : null}
      </div>
    );
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={!canGenerate}
      onClick={onGenerate}
      aria-label="Generate Section"
    >
      <Sparkles aria-hidden className="size-3.5 text-indigo-600" /> Generate
      <span className="hidden sm:inline"> Section</span>
    </Button>
  );
}
