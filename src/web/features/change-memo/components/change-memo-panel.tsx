import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ChangeMemo, ChangeMemoSince } from '../../../../domain/change-memo.ts';
import { formatMoney } from '../../../../domain/cost.ts';
import { Button } from '../../../components/button.tsx';
import { Download, FileDiff } from '../../../components/icons.ts';
import { Notice } from '../../../components/notice.tsx';
import { DiffPartsView } from '../../../components/section-review/diff-view.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { queryClient } from '../../../lib/query-client.ts';
import {
  changeMemoFileUrl,
  changeMemoKeys,
  getChangeMemoEstimate,
  getLastChangeMemo,
  writeChangeMemo,
} from '../api.ts';

const FILES = [
  { format: 'pdf', label: 'PDF' },
  { format: 'docx', label: 'Word' },
  { format: 'md', label: 'Markdown' },
] as const;

function sinceLabel(since: ChangeMemoSince): string {
  return typeof since === 'string' ? `since ${since.slice(0, 10)}` : 'since the client’s approvals';
}

/** The memo written: its files, then each changed section's summary and words. */
function MemoView({ strategyId, memo }: { strategyId: string; memo: ChangeMemo }) {
  return (
    <section aria-label="The memo" className="space-y-3">
      <p className="text-slate-700 text-sm">
        {memo.sections.length === 0
          ? `No section changed ${sinceLabel(memo.since)}.`
          : `${memo.sections.length} ${memo.sections.length === 1 ? 'section' : 'sections'} changed ${sinceLabel(memo.since)}.`}{' '}
        <span className="text-slate-500">Written {formatDateTime(memo.createdAt)}.</span>
      </p>
      {memo.sections.length > 0 ? (
        <p className="text-slate-600 text-sm">
          To send it as a page, create a link in Share with the access “What changed”.
        </p>
      ) : null}
      {memo.sections.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {FILES.map((file) => (
            <a
              key={file.format}
              href={changeMemoFileUrl(strategyId, file.format)}
              download
              className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 font-medium text-slate-800 text-sm shadow-xs hover:bg-slate-50"
            >
              <Download aria-hidden className="size-4" />
              {file.label}
            </a>
          ))}
        </div>
      ) : null}
      <ol className="space-y-3">
        {memo.sections.map((section) => (
          <li
            key={section.key}
            className="space-y-2 rounded-lg border border-slate-200 bg-white p-3"
          >
            <h3 className="font-medium text-slate-900">{section.title}</h3>
            <p className="text-slate-800 text-sm">{section.summary}</p>
            <DiffPartsView parts={section.diff} label={`Changes in ${section.title}`} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * "What changed": the sections changed since the client's approvals or a date, each with a
 * summary by the model (priced before it runs) and the words changed; the memo as PDF, Word or
 * Markdown for the client.
 */
export function ChangeMemoPanel({ strategyId }: { strategyId: string }) {
  const dateId = useId();
  const [mode, setMode] = useState<'approvals' | 'date'>('approvals');
  const [date, setDate] = useState('');
  const since: ChangeMemoSince | null =
    mode === 'approvals' ? { approvals: true } : /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
  const last = useQuery({
    queryKey: changeMemoKeys.memo(strategyId),
    queryFn: () => getLastChangeMemo(strategyId),
  });
  const estimate = useQuery({
    queryKey: changeMemoKeys.estimate(strategyId, since ?? ''),
    queryFn: () => getChangeMemoEstimate(strategyId, since!),
    enabled: since !== null,
  });
  const write = useMutation({
    mutationFn: () => writeChangeMemo(strategyId, since!),
    onSuccess: (memo) => queryClient.setQueryData(changeMemoKeys.memo(strategyId), memo),
  });
  const sections = estimate.data?.sections ?? 0;
  return (
    <div className="space-y-5">
      <fieldset className="space-y-2">
        <legend className="font-medium text-slate-900 text-sm">Changed since</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="change-memo-since"
            checked={mode === 'approvals'}
            onChange={() => setMode('approvals')}
          />
          The text your client approved
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="change-memo-since"
            checked={mode === 'date'}
            onChange={() => setMode('date')}
          />
          A date
        </label>
        {mode === 'date' ? (
          <div className="pl-6">
            <label htmlFor={dateId} className="sr-only">
              The date
            </label>
            <input
              id={dateId}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              className="h-9 rounded-lg border border-slate-300 px-2 text-sm"
            />
          </div>
        ) : null}
      </fieldset>
      {estimate.isError ? (
        <Notice tone="error" role="alert" title="Could not price the memo">
          <p>{estimate.error.message}</p>
        </Notice>
      ) : since && estimate.data ? (
        sections === 0 ? (
          <p role="status" className="text-slate-600 text-sm">
            No section changed {sinceLabel(since)}.
          </p>
        ) : (
          <Button
            variant="primary"
            className="h-auto min-h-9 max-w-full py-1.5 text-left"
            disabled={write.isPending}
            onClick={() => write.mutate()}
          >
            {write.isPending ? <Spinner /> : <FileDiff aria-hidden className="size-4 shrink-0" />}
            <span className="whitespace-normal">
              Write the memo ({sections} {sections === 1 ? 'section' : 'sections'}
              {estimate.data.estimatedCost
                ? `, about ${formatMoney(estimate.data.estimatedCost)}`
                : ''}
              )
            </span>
          </Button>
        )
      ) : since ? (
        <Spinner />
      ) : null}
      {write.isPending ? (
        <p role="status" className="text-slate-600 text-sm">
          Asking the model to summarise each change…
        </p>
      ) : null}
      {write.isError ? (
        <Notice tone="error" role="alert" title="The memo was not written">
          <p>{write.error.message}</p>
        </Notice>
      ) : null}
      {last.data ? <MemoView strategyId={strategyId} memo={last.data} /> : null}
    </div>
  );
}
