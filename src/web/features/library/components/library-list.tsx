import { FileText } from 'lucide-react';
import type { Strategy } from '../../../../domain/strategy.ts';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useStrategies } from '../api/list-strategies.ts';
import { LibraryItem } from './library-item.tsx';

/** Saved strategies, newest first, each to open, duplicate or delete. */
export function LibraryList({
  openId,
  onOpen,
  onDeleted,
  onDuplicated,
  limit,
}: {
  openId: string | null;
  onOpen(id: string): void;
  onDeleted(id: string): void;
  onDuplicated(strategy: Strategy): void;
  limit?: number;
}) {
  const { data, error, isPending, refetch } = useStrategies();
  if (isPending) {
    return (
      <p className="flex items-center gap-2 text-slate-500 text-sm">
        <Spinner /> Loading saved strategies…
      </p>
    );
  }
  if (error) {
    return (
      <Notice tone="error" title="Could not load saved strategies">
        <p>{error.message}</p>
        <Button size="sm" className="mt-2" onClick={() => void refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }
  if (data.length === 0) {
    return (
      <div className="rounded-xl border border-slate-300 border-dashed p-6 text-center text-slate-500 text-sm">
        <FileText aria-hidden className="mx-auto mb-2 size-6 text-slate-400" />
        No saved strategies yet. Begin one and it is saved here as you work.
      </div>
    );
  }
  return (
    <ul aria-label="Saved strategies" className="grid gap-3">
      {data.slice(0, limit).map((summary) => (
        <LibraryItem
          key={summary.id}
          summary={summary}
          isOpen={summary.id === openId}
          onOpen={onOpen}
          onDeleted={onDeleted}
          onDuplicated={onDuplicated}
        />
      ))}
    </ul>
  );
}
