import { formatMoney } from '../../../../domain/cost.ts';
import type { SectionUsage } from '../../../../domain/strategy.ts';
import { costAmount, usageMicros, usePricing } from '../../../lib/settings.ts';

/** " · $0.0014" after a card's token count, in the settings' currency. */
export function SectionCost({ usage }: { usage: SectionUsage }) {
  const pricing = usePricing();
  if (!pricing) return null;
  const amount = costAmount(usageMicros(usage, pricing));
  return <> · Cost: {formatMoney({ amount, currency: pricing.currency })}</>;
}
