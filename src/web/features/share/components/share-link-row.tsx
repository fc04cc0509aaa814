import { useState } from 'react';
import type { ShareLink } from '../../../../domain/share-link.ts';
import type { Language } from '../../../../domain/strategy-limits.ts';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import {
  Check,
  ClipboardList,
  Copy,
  Eye,
  FileDiff,
  MessageSquare,
  PencilLine,
} from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { notify } from '../../../lib/toast.ts';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard.ts';
import { ACCESS_LABELS, formatShareDate } from '../lib/share-labels.ts';
import { ShareReadingSummary } from './share-reading-summary.tsx';

const ICONS = {
  view: Eye,
  comment: MessageSquare,
  edit: PencilLine,
  intake: ClipboardList,
  memo: FileDiff,
} as const;

/** What a revoked link no longer opens. */
const OPENS = { intake: 'questionnaire', memo: 'memo' } as const;

export function ShareLinkRow({
  strategyId,
  link,
  language,
  revoking,
  onRevoke,
}: {
  strategyId: string;
  link: ShareLink;
  language: Language;
  revoking: boolean;
  onRevoke: (link: ShareLink) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const { copied, copy } = useCopyToClipboard();
  const access = ACCESS_LABELS[link.accessType];
  const Icon = ICONS[link.accessType];
  return (
    <li data-share-id={link.id} className="space-y-1 px-3 py-2.5">
      <div className="flex items-center gap-3">
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-600">
          <Icon aria-hidden className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900 text-sm">{access}</p>
          <p className="flex flex-col text-slate-500 text-xs leading-5">
            <span>Created {formatShareDate(link.createdAt, language)}</span>
            <span>
              {link.expiresAt
                ? `Expires ${formatShareDate(link.expiresAt, language)}`
                : 'Never expires'}
            </span>
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={copied ? `${access} link copied` : `Copy ${access} link`}
          title={copied ? 'Copied!' : 'Copy link'}
          onClick={async () => {
            if (!(await copy(link.url))) {
              notify({ tone: 'error', title: 'Could not copy the link', description: link.url });
            }
          }}
        >
          {copied ? (
            <Check aria-hidden className="size-4 text-emerald-600" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
        </Button>
        <Button
          variant="danger"
          size="sm"
          disabled={revoking}
          aria-label={`Revoke ${access} link created ${formatShareDate(link.createdAt, language)}`}
          onClick={() => setConfirming(true)}
        >
          {revoking ? <Spinner /> : null}
          Revoke
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Revoke this link?"
          description={`Anyone who has it will no longer be able to open the ${link.accessType === 'intake' || link.accessType === 'memo' ? OPENS[link.accessType] : 'strategy'}. You can create a new link at any time.`}
          confirmLabel="Revoke link"
          destructive
          onConfirm={() => onRevoke(link)}
        />
      </div>
      {/* Reading is measured on the strategy's own views, not on a questionnaire or a memo. */}
      {link.accessType === 'intake' || link.accessType === 'memo' ? null : (
        <ShareReadingSummary strategyId={strategyId} shareId={link.id} language={language} />
      )}
    </li>
  );
}
