import { useState } from 'react';
import type { QualityFinding } from '../../../domain/quality/quality-types.ts';
import { Button } from '../../components/button.tsx';
import { ArrowRight, Wand2 } from '../../components/icons.ts';
import { Spinner } from '../../components/spinner.tsx';
import { useProviderConfigured } from '../../lib/health.ts';
import { CHECK_LABELS, findingCounts, useStrategyQuality } from '../../lib/strategy-quality.ts';
import { notifyError } from '../../lib/toast.ts';
import { useLiveStrategy } from '../../stores/live-strategy.ts';
import { useStartRevision } from './api/start-revision.ts';
import { useStopRevision } from './api/stop-revision.ts';
import { CoverageCheck } from './components/coverage-check.tsx';
import { RevisionConfirm, type RevisionRequest } from './components/revision-confirm.tsx';
import { RevisionProgress } from './components/revision-progress.tsx';

export interface QualitySectionRef {
  key: string;
  title: string;
}

function FindingItem({ finding }: { finding: QualityFinding }) {
  const error = finding.severity === 'error';
  return (
    <li className="space-y-1 py-2">
      <p className="text-slate-800 text-sm">
        <span
          className={`mr-2 inline-block rounded px-1.5 py-0.5 font-semibold text-xs ${
            error ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'
          }`}
        >
          {error ? 'Error' : 'Warning'} · {CHECK_LABELS[finding.check]}
        </span>
        {finding.message}
      </p>
      {finding.excerpt ? (
        <blockquote className="border-slate-200 border-l-2 pl-3 text-slate-600 text-sm italic">
          {finding.excerpt}
        </blockquote>
      ) : null}
    </li>
  );
}

/**
 * The revision pass from the Quality tab (issue 27): asked with its estimated cost, then followed
 * like any run, with Stop. The review reads itself again when the revised texts are saved.
 */
function useRevision(strategyId: string) {
  const [request, setRequest] = useState<RevisionRequest | null>(null);
  const [runId, setRunId] = useState<string | null>(null);
  const activeRunId = useLiveStrategy((state) => state.activeRunId);
  const start = useStartRevision(strategyId);
  const stop = useStopRevision(strategyId);
  return {
    request,
    ask: setRequest,
    /** A run (a generation or a revision) is going on: one at a time. */
    busy: activeRunId !== null || start.isPending,
    revising: activeRunId !== null && activeRunId === runId,
    starting: start.isPending,
    stopping: stop.isPending,
    start() {
      if (!request) return;
      start.mutate(
        { sections: request.sections },
        {
          onSuccess: (result) => {
            setRunId(result.runId);
            setRequest(null);
          },
          onError: (error) => notifyError('Could not start the revision', error),
        },
      );
    },
    stop() {
      if (!activeRunId) return;
      stop.mutate(activeRunId, {
        onError: (error) => notifyError('Could not stop the revision', error),
      });
    },
  };
}

/**
 * The Quality tab (issue 27): the review's score and, section by section in the outline's order,
 * what is wrong where, each with a way to the section to fix it or to revise it.
 */
export function QualityPanel({
  strategyId,
  sections,
  onShowSection,
}: {
  strategyId: string;
  /** The strategy's sections in order (the summary first), with their titles. */
  sections: readonly QualitySectionRef[];
  onShowSection(key: string): void;
}) {
  const query = useStrategyQuality(strategyId);
  const revision = useRevision(strategyId);
  const providerConfigured = useProviderConfigured();
  if (!query.data) {
    return (
      <p className="flex items-center gap-2 p-6 text-slate-500 text-sm">
        {query.isFetching ? (
          <>
            <Spinner /> Reviewing the written sections…
          </>
        ) : (
          'Nothing to review yet: write some sections first.'
        )}
      </p>
    );
  }
  const review = query.data;
  const counts = findingCounts(review.sections);
  const flagged = sections.filter(
    (section) => (review.sections[section.key]?.findings.length ?? 0) > 0,
  );
  return (
    <section
      aria-labelledby="quality-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="quality-heading" className="font-semibold text-lg text-slate-900">
          Quality review
        </h2>
        <p className="text-slate-700 text-sm">
          Score <strong className="text-slate-900 text-xl">{review.score}</strong>/100
          {query.isFetching ? <Spinner className="ml-2 inline" /> : null}
        </p>
      </header>
      <p className="text-slate-600 text-sm">
        {counts.errors + counts.warnings === 0
          ? `No findings in ${Object.keys(review.sections).length} written sections. The checks look for text in another language, placeholders, repeated paragraphs, figures that contradict the financial model, broken citations, tables and headings.`
          : `${counts.errors} ${counts.errors === 1 ? 'error' : 'errors'} and ${counts.warnings} ${counts.warnings === 1 ? 'warning' : 'warnings'} in ${counts.sections} of ${Object.keys(review.sections).length} written sections. Fix the errors before sending the strategy to the client.`}
      </p>
      <CoverageCheck
        strategyId={strategyId}
        stamp={String(query.dataUpdatedAt)}
        providerConfigured={providerConfigured}
      />
      {flagged.length > 0 && !revision.busy && !revision.request ? (
        <Button
          variant="primary"
          className="w-full sm:w-auto"
          onClick={() =>
            revision.ask({
              sections: 'flagged',
              keys: flagged.map((section) => section.key),
              label:
                flagged.length === 1
                  ? 'the flagged section'
                  : `the ${flagged.length} flagged sections`,
            })
          }
        >
          <Wand2 aria-hidden className="size-4" /> Revise flagged sections
        </Button>
      ) : null}
      {revision.request && !revision.busy ? (
        <RevisionConfirm
          request={revision.request}
          starting={revision.starting}
          onStart={revision.start}
          onCancel={() => revision.ask(null)}
        />
      ) : null}
      {revision.revising ? (
        <RevisionProgress stopping={revision.stopping} onStop={revision.stop} />
      ) : revision.busy && flagged.length > 0 ? (
        <p className="text-slate-500 text-sm">
          Sections are being written: revise them when the run has ended.
        </p>
      ) : null}
      <ol className="divide-y divide-slate-100">
        {flagged.map((section) => {
          const quality = review.sections[section.key]!;
          return (
            <li key={section.key} className="py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-medium text-slate-900">
                  {section.title}{' '}
                  <span className="font-normal text-slate-500 text-sm">score {quality.score}</span>
                </h3>
                <div className="flex flex-wrap gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={revision.busy}
                    aria-label={`Revise ${section.title}`}
                    onClick={() =>
                      revision.ask({
                        sections: [section.key],
                        keys: [section.key],
                        label: `“${section.title}”`,
                      })
                    }
                  >
                    <Wand2 aria-hidden className="size-3.5" /> Revise
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => onShowSection(section.key)}>
                    Go to section <ArrowRight aria-hidden className="size-3.5" />
                  </Button>
                </div>
              </div>
              <ul className="divide-y divide-slate-50">
                {quality.findings.map((finding, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: findings have no id; the list is never reordered.
                  <FindingItem key={index} finding={finding} />
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
