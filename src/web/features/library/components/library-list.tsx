import { type ReactNode, useState } from 'react';
import type { Strategy, StrategySummary } from '../../../../domain/strategy.ts';
import { LIBRARY_PAGE_LIMITS } from '../../../../domain/strategy-limits.ts';
import { Button } from '../../../components/button.tsx';
import { FileText } from '../../../components/icons.ts';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useStrategyLibrary } from '../api/list-strategies.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { LibraryItem } from './library-item.tsx';
import { LibrarySearchBox } from './library-search-box.tsx';

const SEARCH_PAUSE_MS = 250;

/**
 * Saved strategies, newest first, each to open, duplicate or delete. `browse` (the library
 * panel): a search box above a list that scrolls, and "Load more"; otherwise the first
 * `pageSize` only (recent ones).
 */
export function LibraryList({
  openId,
  onOpen,
  onDeleted,
  onDuplicated,
  pageSize = LIBRARY_PAGE_LIMITS.defaultItems,
  browse = false,
}: {
  openId: string | null;
  onOpen(id: string): void;
  onDeleted(id: string): void;
  onDuplicated(strategy: Strategy): void;
  pageSize?: number;
  browse?: boolean;
}) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  const library = useStrategyLibrary({ q, limit: pageSize });
  const { data, error, isPending, refetch } = library;

  let body: ReactNode;
  if (isPending) {
    body = (
      <p className="flex items-center gap-2 text-slate-500 text-sm">
        <Spinner /> Loading saved strategies…
      </p>
    );
  } else if (error) {
    body = (
      <Notice tone="error" title="Could not load saved strategies">
        <p>{error.message}</p>
        <Button size="sm" className="mt-2" onClick={() => void refetch()}>
          Try again
        </Button>
      </Notice>
    );
  } else {
    // A strategy changed between two pages can move to the top: listed once, where it was first.
    const seen = new Set<string>();
    const items = data.pages
      .flatMap((page) => page.items)
      .filter((item) => !seen.has(item.id) && seen.add(item.id));
    const total = data.pages[0]?.total ?? 0;
    body =
      items.length === 0 ? (
        <EmptyLibrary search={q} />
      ) : (
        <>
          <ul aria-label="Saved strategies" className="grid gap-3">
            {items.map((summary: StrategySummary) => (
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
          {browse ? (
            <LoadMore
              shown={items.length}
              total={total}
              hasMore={library.hasNextPage}
              loading={library.isFetchingNextPage}
              onLoadMore={() => void library.fetchNextPage()}
            />
          ) : null}
        </>
      );
  }
  if (!browse) return body;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-slate-200 border-b bg-white px-4 py-3">
        <LibrarySearchBox
          value={text}
          onChange={setText}
          searching={library.isPlaceholderData || text.trim() !== q}
        />
      </div>
      <div className="flex-1 space-y-3 overflow-y-auto p-4">{body}</div>
    </div>
  );
}

function EmptyLibrary({ search }: { search: string }) {
  return (
    <div className="rounded-xl border border-slate-300 border-dashed p-6 text-center text-slate-500 text-sm">
      <FileText aria-hidden className="mx-auto mb-2 size-6 text-slate-400" />
      {search
        ? `No saved strategy matches “${search}”.`
        : 'No saved strategies yet. Begin one and it is saved here as you work.'}
    </div>
  );
}

function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  onLoadMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore(): void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
      <p className="text-slate-500 text-xs tabular-nums" aria-live="polite">
        Showing {shown.toLocaleString('en')} of {total.toLocaleString('en')}
      </p>
      {hasMore ? (
        <Button size="sm" disabled={loading} onClick={onLoadMore}>
          {loading ? <Spinner className="size-3.5" /> : null}
          Load more
        </Button>
      ) : null}
    </div>
  );
}
