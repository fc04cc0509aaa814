import type { SectionState } from '../../../domain/strategy.ts';
import { Button } from '../button.tsx';
import { TriangleAlert } from '../icons.ts';

/**
 * The section changed on the server while the person edited it: their text beside the other,
 * and the choice of merging (theirs kept below), saving theirs over it, or reloading the other.
 */
export function SectionConflictPanel({
  sectionKey,
  title,
  current,
  busy,
  onMerge,
  onKeepMine,
  onReload,
}: {
  sectionKey: string;
  title: string;
  current: SectionState;
  busy: boolean;
  onMerge(): void;
  onKeepMine(): void;
  onReload(): void;
}) {
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p className="flex items-start gap-2 font-medium text-amber-900 text-sm">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        {title} was changed by someone else while you were editing it.
      </p>
      <section aria-labelledby={`${sectionKey}-saved-now`}>
        <p id={`${sectionKey}-saved-now`} className="mb-1 font-medium text-amber-900 text-xs">
          The text saved now:
        </p>
        <pre
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs focus
          tabIndex={0}
          className="max-h-48 overflow-auto whitespace-pre-wrap rounded-md border border-amber-200 bg-white p-2 font-mono text-slate-800 text-xs leading-5"
        >
          {current.content || '(empty)'}
        </pre>
        <p className="mt-1 text-amber-900 text-xs">Your text is in the editor.</p>
      </section>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="primary" disabled={busy} onClick={onMerge}>
          Merge: yours above theirs
        </Button>
        <Button size="sm" disabled={busy} onClick={onKeepMine}>
          Save yours instead
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={onReload}>
          Reload theirs, drop yours
        </Button>
      </div>
    </div>
  );
}
