import type { ApprovalState } from '../../../domain/review.ts';
import { cx } from '../../lib/class-names.ts';

const LABELS: Record<ApprovalState, string> = {
  approved: 'Approved',
  'changes-requested': 'Changes requested',
};

/** "Approved" or "Changes requested", and "Changed since approval" once the text moved on. */
export function ApprovalBadge({
  state,
  changedSince,
  onShowChanges,
}: {
  state: ApprovalState;
  changedSince: boolean;
  /** Opens the diff between the approved text and the current one. */
  onShowChanges?: () => void;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span
        className={cx(
          'rounded-full px-2 py-0.5 font-medium text-xs ring-1 ring-inset',
          state === 'approved'
            ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
            : 'bg-amber-50 text-amber-900 ring-amber-200',
        )}
      >
        {LABELS[state]}
      </span>
      {changedSince ? (
        onShowChanges ? (
          <button
            type="button"
            onClick={onShowChanges}
            className="cursor-pointer rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-800 text-xs underline ring-1 ring-slate-300 ring-inset hover:bg-slate-200"
          >
            Changed since approval
          </button>
        ) : (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-800 text-xs ring-1 ring-slate-300 ring-inset">
            Changed since approval
          </span>
        )
      ) : null}
    </span>
  );
}
