import { formatMoney } from '../../../../domain/cost.ts';
import type { Strategy, StrategySummary } from '../../../../domain/strategy.ts';
import { Button } from '../../../components/button.tsx';
import { Copy, FolderOpen } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { notify, notifyError } from '../../../lib/toast.ts';
import { useDuplicateStrategy } from '../api/duplicate-strategy.ts';
import { DeleteStrategyButton } from './delete-strategy-button.tsx';

/** Its own name (a copy's "… (copy)"), else its company name. */
export function strategyName(summary: Pick<StrategySummary, 'name' | 'companyName'>): string {
  return summary.name || summary.companyName || 'Untitled strategy';
}

export function LibraryItem({
  summary,
  isOpen,
  onOpen,
  onDeleted,
  onDuplicated,
}: {
  summary: StrategySummary;
  isOpen: boolean;
  onOpen(id: string): void;
  onDeleted(id: string): void;
  onDuplicated(strategy: Strategy): void;
}) {
  const duplicate = useDuplicateStrategy();
  const name = strategyName(summary);
  return (
    // min-w-0: a grid item is otherwise as wide as its longest unbroken line (a long name).
    <li className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-slate-900">{name}</h3>
          {summary.clientName ? (
            <p className="truncate text-slate-600 text-sm">Client: {summary.clientName}</p>
          ) : null}
        </div>
        {isOpen ? (
          <span className="shrink-0 rounded-full bg-indigo-50 px-2 py-0.5 font-medium text-indigo-700 text-xs">
            Open now
          </span>
        ) : null}
      </div>
      <p className="mt-2 line-clamp-2 text-slate-600 text-sm">{summary.overview}</p>
      <p className="mt-2 text-slate-500 text-xs tabular-nums">
        {summary.sectionsDone} of {summary.sectionCount} sections
        {summary.cost ? <> · Cost: {formatMoney(summary.cost)}</> : null} · Updated{' '}
        {formatDateTime(summary.updatedAt)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="primary"
          onClick={() => onOpen(summary.id)}
          aria-label={`Open ${name}`}
        >
          <FolderOpen aria-hidden className="size-3.5" /> Open
        </Button>
        <Button
          size="sm"
          disabled={duplicate.isPending}
          aria-label={`Duplicate ${name}`}
          onClick={() =>
            duplicate.mutate(summary.id, {
              onSuccess: (copy) => {
                notify({ tone: 'success', title: `Duplicated "${name}"` });
                onDuplicated(copy);
              },
              onError: (error) => notifyError('Failed to duplicate strategy', error),
            })
          }
        >
          {duplicate.isPending ? (
            <Spinner className="size-3.5" />
          ) : (
            <Copy aria-hidden className="size-3.5" />
          )}
          Duplicate
        </Button>
        <DeleteStrategyButton strategyId={summary.id} name={name} size="sm" onDeleted={onDeleted} />
      </div>
    </li>
  );
}
