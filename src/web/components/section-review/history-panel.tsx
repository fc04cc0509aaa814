import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type SectionApprovalDetail, VERSION_SOURCE_LABELS } from '../../../domain/review.ts';
import type { SectionState } from '../../../domain/strategy.ts';
import { notify, notifyError } from '../../lib/toast.ts';
import { Button } from '../button.tsx';
import { RotateCcw } from '../icons.ts';
import { Spinner } from '../spinner.tsx';
import { DiffView } from './diff-view.tsx';
import { restoreVersion, versionsQueryOptions } from './review-api.ts';

/**
 * A section's history: what changed since the client's approval, then every version kept, each
 * compared word by word with the current text, and Restore (a new version: nothing is lost).
 */
export function HistoryPanel({
  strategyId,
  sectionKey,
  title,
  current,
  approval,
  onRestored,
}: {
  strategyId: string;
  sectionKey: string;
  title: string;
  current: { content: string; version: number };
  approval: SectionApprovalDetail | undefined;
  onRestored: (section: SectionState) => void;
}) {
  const versions = useQuery(versionsQueryOptions(strategyId, sectionKey, current.version));
  const [selected, setSelected] = useState<string>();
  const [restoring, setRestoring] = useState(false);
  const changedSinceApproval =
    approval && approval.version !== current.version && approval.content !== current.content;
  const list = versions.data ?? [];
  // The newest version that differs from the current text is compared first.
  const chosen =
    list.find((version) => version.id === selected) ??
    list.find((version) => version.content !== current.content);

  const restore = async (versionId: string) => {
    setRestoring(true);
    try {
      const section = await restoreVersion(strategyId, sectionKey, versionId);
      onRestored(section);
      setSelected(undefined);
      notify({ tone: 'success', title: `${title} restored` });
    } catch (error) {
      notifyError('The version was not restored', error);
    } finally {
      setRestoring(false);
    }
  };

  return (
    <div className="space-y-6">
      {changedSinceApproval ? (
        <section aria-labelledby="approval-diff-heading" className="space-y-2">
          <h3 id="approval-diff-heading" className="font-semibold text-slate-900">
            Changed since approval
          </h3>
          <p className="text-slate-600 text-sm">
            {approval.author} {approval.state === 'approved' ? 'approved' : 'asked for changes to'}{' '}
            an earlier text on {new Date(approval.createdAt).toLocaleString()}.
          </p>
          <DiffView
            before={approval.content}
            after={current.content}
            label="Changes since approval"
          />
        </section>
      ) : null}
      <section aria-labelledby="versions-heading" className="space-y-3">
        <h3 id="versions-heading" className="font-semibold text-slate-900">
          Versions
        </h3>
        {versions.isPending ? <Spinner /> : null}
        {versions.data && list.length === 0 ? (
          <p className="text-slate-600 text-sm">No versions yet.</p>
        ) : null}
        <ol className="space-y-2">
          {list.map((version, index) => {
            const isCurrent = index === 0 && version.content === current.content;
            const label = `${VERSION_SOURCE_LABELS[version.source]}, ${new Date(version.createdAt).toLocaleString()}`;
            return (
              <li
                key={version.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2"
              >
                <span className="text-sm">
                  <span className="font-medium text-slate-900">
                    {VERSION_SOURCE_LABELS[version.source]}
                  </span>{' '}
                  <time dateTime={version.createdAt} className="text-slate-600">
                    {new Date(version.createdAt).toLocaleString()}
                  </time>
                  {isCurrent ? <span className="text-slate-600"> (current)</span> : null}
                </span>
                {isCurrent ? null : (
                  <span className="flex gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-pressed={chosen?.id === version.id}
                      aria-label={`Compare: ${label}`}
                      onClick={() => setSelected(version.id)}
                    >
                      Compare
                    </Button>
                    <Button
                      size="sm"
                      disabled={restoring}
                      aria-label={`Restore: ${label}`}
                      onClick={() => void restore(version.id)}
                    >
                      <RotateCcw aria-hidden className="size-3.5" /> Restore
                    </Button>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
        {chosen ? (
          <DiffView
            before={chosen.content}
            after={current.content}
            label={`From the version “${VERSION_SOURCE_LABELS[chosen.source]}” to the current text`}
          />
        ) : null}
      </section>
    </div>
  );
}
