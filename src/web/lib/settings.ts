import { queryOptions, useQuery } from '@tanstack/react-query';
import { microsToAmount, sectionCostMicros } from '../../domain/cost.ts';
import type { SettingsView } from '../../domain/settings-presets.ts';
import type { SectionUsage } from '../../domain/strategy.ts';
import { answer, client } from './api.ts';

/** The owner's settings: the settings panel edits them, cards and progress price usage with them. */
export const settingsQueryOptions = queryOptions({
  queryKey: ['settings'],
  queryFn: () => answer(client.settings.$get()),
  staleTime: 60_000,
});

export interface Pricing {
  currency: string;
  prices: SettingsView['prices'];
  model: string;
}

/** The price table, or undefined while it loads (costs are then not shown). */
export function usePricing(): Pricing | undefined {
  const { data } = useQuery(settingsQueryOptions);
  if (!data) return undefined;
  return { currency: data.currency, prices: data.prices, model: data.provider.model };
}

/** A section's cost in millionths, priced as the server prices it (domain/cost.ts). */
export function usageMicros(usage: SectionUsage | undefined, pricing: Pricing): number {
  return sectionCostMicros(usage, pricing.prices, usage?.model ?? pricing.model);
}

export function costAmount(micros: number): number {
  return microsToAmount(micros);
}
