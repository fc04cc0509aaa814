import { CHECK_LABELS, useStrategyQuality } from '../lib/strategy-quality.ts';
import { TriangleAlert } from './icons.ts';

/** On a card: how many findings the quality review has for the section, worst first. */
export function QualityMark({
  strategyId,
  sectionKey,
}: {
  strategyId: string;
  sectionKey: string;
}) {
  const section = useStrategyQuality(strategyId).data?.sections[sectionKey];
  if (!section || section.findings.length === 0) return null;
  const errors = section.findings.filter((finding) => finding.severity === 'error').length;
  const checks = [...new Set(section.findings.map((finding) => CHECK_LABELS[finding.check]))];
  const count = section.findings.length;
  const text = `${count} quality ${count === 1 ? 'finding' : 'findings'}`;
  return (
    <span
      title={`${text}: ${checks.join(', ')}`}
      className={`mt-1 inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium text-xs ${
        errors > 0 ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'
      }`}
    >
      <TriangleAlert aria-hidden className="size-3.5" />
      {text}
      <span className="sr-only">: {checks.join(', ')}</span>
    </span>
  );
}
