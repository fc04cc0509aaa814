import type { Language } from '../../../../domain/strategy-limits.ts';
import { Link2Off } from '../../../components/icons.ts';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { notify, notifyError } from '../../../lib/toast.ts';
import { useShares } from '../api/get-shares.ts';
import { useRevokeShare } from '../api/revoke-share.ts';
import { ShareLinkRow } from './share-link-row.tsx';

/** The strategy's live links, each with its access, expiry and a Revoke button. */
export function ShareLinksList({
  strategyId,
  language,
}: {
  strategyId: string;
  language: Language;
}) {
  const shares = useShares(strategyId);
  // Here rather than in the row: the row is gone once its link is, and the toast must still show.
  const revoke = useRevokeShare(strategyId);
  return (
    <section aria-labelledby="share-links-title" className="space-y-3">
      <h3
        id="share-links-title"
        className="flex items-center gap-2 font-medium text-slate-900 text-sm"
      >
        Active links
        {shares.data ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-600 text-xs tabular-nums">
            {shares.data.length}
          </span>
        ) : null}
      </h3>
      {shares.isPending ? (
        <p className="flex items-center gap-2 text-slate-500 text-sm">
          <Spinner /> Loading links…
        </p>
      ) : shares.isError ? (
        <Notice tone="error" title="Could not load the links">
          {shares.error.message}
        </Notice>
      ) : shares.data.length === 0 ? (
        <p className="flex items-center gap-2 rounded-lg border border-slate-200 border-dashed px-3 py-4 text-slate-500 text-sm">
          <Link2Off aria-hidden className="size-4" /> No links yet. Generate one above.
        </p>
      ) : (
        <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
          {shares.data.map((link) => (
            <ShareLinkRow
              key={link.id}
              strategyId={strategyId}
              link={link}
              language={language}
              revoking={revoke.isPending && revoke.variables === link.id}
              onRevoke={(revoked) =>
                revoke.mutate(revoked.id, {
                  onSuccess: () => notify({ tone: 'success', title: 'Link revoked' }),
                  onError: (error) => notifyError('Failed to revoke the link', error),
                })
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
