import { TriangleAlert } from '../../components/icons.ts';
import { findingCounts, useStrategyQuality } from '../../lib/strategy-quality.ts';

/** Beside the downloads: errors the quality review found, before the files go to the client. */
export function QualityNotice({ strategyId }: { strategyId: string }) {
  const review = useStrategyQuality(strategyId).data;
  if (!review) return null;
  const counts = findingCounts(review.sections);
  if (counts.errors === 0) return null;
  const sectionsWithErrors = Object.values(review.sections).filter((section) =>
    section.findings.some((finding) => finding.severity === 'error'),
  ).length;
  return (
    <p role="status" className="flex items-start gap-2 px-3 pb-3 text-red-800 text-sm">
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        The quality review found {counts.errors} {counts.errors === 1 ? 'error' : 'errors'} in{' '}
        {sectionsWithErrors} {sectionsWithErrors === 1 ? 'section' : 'sections'} (text in another
        language, placeholders, figures that contradict the model…). The files will carry them: see
        the Quality tab before sending.
      </span>
    </p>
  );
}
