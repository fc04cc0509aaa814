import { staleReasonText } from '../../../../domain/stale-reason-text.ts';
import type { SectionState } from '../../../../domain/strategy.ts';
import { TriangleAlert } from '../../../components/icons.ts';

/**
 * "Out of date", and why in words ("The financial model changed after this was written."), on
 * a card whose text was written from something that changed since (decision 0082).
 */
export function StaleMark({
  section,
  titleOf,
}: {
  section: SectionState | undefined;
  titleOf: (key: string) => string;
}) {
  if (!section?.stale) return null;
  return (
    <p className="mt-1.5 flex items-start gap-1.5 rounded-md border border-amber-200 bg-amber-50 px-2 py-1 text-amber-900 text-xs">
      <TriangleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>
        <strong className="font-semibold">Out of date.</strong>{' '}
        {staleReasonText(section.staleReasons ?? [], titleOf)}
      </span>
    </p>
  );
}
