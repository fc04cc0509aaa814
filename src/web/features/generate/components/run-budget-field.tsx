import { useId } from 'react';
import { estimateSectionMicros, findPrice, formatMoney } from '../../../../domain/cost.ts';
import { inputClassName } from '../../../components/field.tsx';
import { costAmount, usageMicros, usePricing } from '../../../lib/settings.ts';
import { useLiveStrategy } from '../../../stores/live-strategy.ts';
import { parseBudget, useSelection } from '../stores/selection.ts';

/** The written sections' costs in millionths, the estimate's base (as the server's, run-budget.ts). */
function useWrittenCosts(): string {
  const pricing = usePricing();
  return useLiveStrategy((state) =>
    pricing
      ? Object.values(state.sections)
          .filter((section) => section.usage)
          .map((section) => usageMicros(section.usage, pricing))
          .join(' ')
      : '',
  );
}

/**
 * "Budget for the run": no section starts once it would pass it (the server's rule), in the
 * settings' currency, with the estimate of the runs the buttons start beside it.
 */
export function RunBudgetField({
  sectionCounts,
  disabled,
}: {
  /** The sections each button would write: "all 125", "the 3 selected". */
  sectionCounts: { label: string; count: number }[];
  disabled: boolean;
}) {
  const id = useId();
  const budget = useSelection((state) => state.budget);
  const setBudget = useSelection((state) => state.setBudget);
  const pricing = usePricing();
  const writtenCosts = useWrittenCosts();
  if (!pricing) return null;
  const price = findPrice(pricing.prices, pricing.model);
  const perSection = estimateSectionMicros({
    price,
    writtenCostsMicros: writtenCosts ? writtenCosts.split(' ').map(Number) : [],
  });
  const money = (micros: number) =>
    formatMoney({ amount: costAmount(micros), currency: pricing.currency });
  const invalid = parseBudget(budget) === null;
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-slate-700 text-sm">
        Budget for the run ({pricing.currency}, optional)
      </label>
      <input
        id={id}
        className={`${inputClassName} sm:max-w-48`}
        inputMode="decimal"
        autoComplete="off"
        placeholder="No limit"
        value={budget}
        disabled={disabled || !price}
        aria-invalid={invalid || undefined}
        aria-describedby={hintId}
        onChange={(event) => setBudget(event.target.value)}
      />
      <p id={hintId} className={invalid ? 'text-red-700 text-xs' : 'text-slate-500 text-xs'}>
        {!price
          ? `The model ${pricing.model ? `"${pricing.model}" ` : ''}has no price: add one in Settings to set a budget.`
          : invalid
            ? 'Enter an amount more than 0, or leave it empty for no limit.'
            : `Estimate: ${sectionCounts
                .map(({ label, count }) => `${money(perSection * count)} for ${label}`)
                .join(', ')}. No section starts once it would pass the budget.`}
      </p>
    </div>
  );
}
