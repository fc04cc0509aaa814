import { useMemo } from 'react';
import { type DiffPart, diffCounts, wordDiff } from '../../../domain/word-diff.ts';

/** Two texts' word diff as plain text: removed words struck through in red, added in green. */
export function DiffView({
  before,
  after,
  label,
}: {
  before: string;
  after: string;
  /** What is compared, e.g. "Changes from the approved text to the current text". */
  label: string;
}) {
  const parts = useMemo(() => wordDiff(before, after), [before, after]);
  return <DiffPartsView parts={parts} label={label} />;
}

/** A diff already made (the change memo's): removed words struck through, added in green. */
export function DiffPartsView({ parts, label }: { parts: readonly DiffPart[]; label: string }) {
  const counts = diffCounts(parts);
  return (
    <figure className="space-y-2">
      <figcaption className="text-slate-600 text-xs">
        {label}: {counts.added} words added, {counts.removed} removed
      </figcaption>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-label={label}
        className="max-h-[50vh] overflow-y-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-white p-3 font-mono text-[13px] leading-relaxed"
      >
        {parts.map((part, index) =>
          part.kind === 'same' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
            <span key={index}>{part.text}</span>
          ) : part.kind === 'added' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
            <ins key={index} className="bg-emerald-100 text-emerald-900 no-underline">
              {part.text}
            </ins>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
            <del key={index} className="bg-red-100 text-red-900">
              {part.text}
            </del>
          ),
        )}
      </section>
    </figure>
  );
}
