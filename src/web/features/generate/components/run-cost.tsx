import { formatMoney } from '../../../../domain/cost.ts';
import { Notice } from '../../../components/notice.tsx';
import { costAmount, usageMicros, usePricing } from '../../../lib/settings.ts';
import { type RunProgress, useCostMicros } from '../../../stores/live-strategy-selectors.ts';
import { budgetNotice } from '../lib/progress-text.ts';

const NO_PRICING = () => 0;

/** " · Cost: €0.42 (this run €0.10)": updated as each section ends. */
export function RunCost({ showRun }: { showRun: boolean }) {
  const pricing = usePricing();
  const cost = useCostMicros(
    pricing ? (section) => usageMicros(section.usage, pricing) : NO_PRICING,
  );
  if (!pricing) return null;
  const money = (micros: number) =>
    formatMoney({ amount: costAmount(micros), currency: pricing.currency });
  return (
    <>
      {' · Cost: '}
      <span className="font-medium text-slate-700">{money(cost.total)}</span>
      {showRun ? <> (this run {money(cost.run)})</> : null}
    </>
  );
}

/** "Budget reached: N sections not written", after a run stopped at its budget. */
export function RunNotice({ run }: { run: RunProgress }) {
  const notice = budgetNotice(run);
  if (!notice) return null;
  return <Notice tone="warning" role="status" title={notice} />;
}
