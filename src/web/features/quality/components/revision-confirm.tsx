import { useShallow } from 'zustand/react/shallow';
import { estimateRevisionMicros, findPrice, formatMoney } from '../../../../domain/cost.ts';
import { Button } from '../../../components/button.tsx';
import { costAmount, usePricing } from '../../../lib/settings.ts';
import { useLiveStrategy } from '../../../stores/live-strategy.ts';

/** The sections a revision would rewrite, and how the consultant named them. */
export interface RevisionRequest {
  sections: 'flagged' | string[];
  keys: string[];
  /** "2 flagged sections" or "“Value Proposition”". */
  label: string;
}

/** "Estimated cost: €0.0042", priced with the settings' table as runs are (domain/cost.ts). */
function useRevisionEstimate(keys: readonly string[]): string {
  const pricing = usePricing();
  const usages = useLiveStrategy(
    useShallow((state) => keys.map((key) => state.sections[key]?.usage)),
  );
  if (!pricing) return 'Estimated cost: reading the price table…';
  const micros = estimateRevisionMicros({
    price: findPrice(pricing.prices, pricing.model),
    usages,
  });
  if (micros === undefined) {
    return `Estimated cost: unknown, the model “${pricing.model}” has no price in Settings.`;
  }
  return `Estimated cost: about ${formatMoney({ amount: costAmount(micros), currency: pricing.currency })}.`;
}

/** Asked before a revision runs: what it rewrites, what it should cost, Start or Cancel. */
export function RevisionConfirm({
  request,
  starting,
  onStart,
  onCancel,
}: {
  request: RevisionRequest;
  starting: boolean;
  onStart(): void;
  onCancel(): void;
}) {
  const estimate = useRevisionEstimate(request.keys);
  return (
    <section
      aria-labelledby="revision-confirm-heading"
      className="space-y-3 rounded-lg border border-indigo-200 bg-indigo-50 p-3 sm:p-4"
    >
      <h3 id="revision-confirm-heading" className="font-medium text-slate-900">
        Revise {request.label}?
      </h3>
      <p className="text-slate-700 text-sm">
        Each section is rewritten once from its text and its findings; the text before stays in its
        history. <strong className="font-medium text-slate-900">{estimate}</strong>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" disabled={starting} onClick={onStart}>
          Start revision
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
