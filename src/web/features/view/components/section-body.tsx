import { Clock, RotateCcw, Sparkles } from 'lucide-react';
import type { SectionState } from '../../../../domain/strategy.ts';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { stripLeadingTitle } from '../lib/strip-title.ts';
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
        <SectionMarkdown text={stripLeadingTitle(section.content, title)} streaming={generating} />
        {section.truncated && !generating ? (
          <p className="mt-3 text-amber-700 text-xs">
            The model stopped at its length limit: this section may end abruptly.
          </p>
        ) : null}
        {section.usage && !generating ? (
          <p className="mt-3 text-slate-500 text-xs tabular-nums">
            {formatNumber(section.usage.totalTokens)} tokens
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
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-red-50 p-3">
        <p role="alert" className="text-red-700 text-sm">
          {section.error ?? 'Failed to generate content'}
        </p>
        <Button size="sm" variant="danger" disabled={!canGenerate} onClick={onGenerate}>
          <RotateCcw aria-hidden className="size-3.5" /> Retry
        </Button>
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
