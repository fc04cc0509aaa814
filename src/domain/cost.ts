import type { ModelPrice, PriceTable } from './settings-presets.ts';

/**
 * Cost in money, pure and shared by server and page. Amounts are counted in millionths of the
 * currency unit (integers), so sums of many sections stay exact to the cent; a price is per
 * million tokens, so tokens x price is already in millionths.
 */

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  /**
   * Hidden reasoning tokens, counted inside `completionTokens` as OpenAI reports them
   * (`completion_tokens_details.reasoning_tokens`); billed at the reasoning price.
   */
  reasoningTokens?: number;
}

export interface Money {
  amount: number;
  currency: string;
}

const MICROS = 1_000_000;

/**
 * The price row for a model name: exact, then without a router's `vendor/` prefix, then the
 * longest listed name that the model's name extends (`gpt-4.1-mini-2025-04-14` -> `gpt-4.1-mini`).
 */
export function findPrice(prices: PriceTable, model: string): ModelPrice | undefined {
  const exact = prices[model];
  if (exact) return exact;
  const bare = model.slice(model.lastIndexOf('/') + 1);
  if (prices[bare]) return prices[bare];
  let best: string | undefined;
  for (const name of Object.keys(prices)) {
    if (bare.startsWith(`${name}-`) && (!best || name.length > best.length)) best = name;
  }
  return best ? prices[best] : undefined;
}

/** What one call cost, in millionths of the currency unit (rounded to a whole millionth). */
export function usageCostMicros(usage: TokenUsage, price: ModelPrice): number {
  const reasoning = Math.min(Math.max(0, usage.reasoningTokens ?? 0), usage.completionTokens);
  const visible = usage.completionTokens - reasoning;
  return Math.round(
    usage.promptTokens * price.inputPerMillion +
      visible * price.outputPerMillion +
      reasoning * (price.reasoningPerMillion ?? price.outputPerMillion),
  );
}

export function microsToAmount(micros: number): number {
  return micros / MICROS;
}

export function amountToMicros(amount: number): number {
  return Math.round(amount * MICROS);
}

/** A section's cost in the price table's currency; 0 when its model has no price. */
export function sectionCostMicros(
  usage: TokenUsage | undefined | null,
  prices: PriceTable,
  model: string,
): number {
  if (!usage) return 0;
  const price = findPrice(prices, model);
  return price ? usageCostMicros(usage, price) : 0;
}

/** Tokens assumed for a section before any is written: a long prompt and the full answer. */
export const ESTIMATE_PROMPT_TOKENS = 3_000;
export const ESTIMATE_COMPLETION_TOKENS = 2_000;

/**
 * What the next section is expected to cost: the mean of the sections given (the run's, else
 * the last ones the model wrote), or, with none, a long prompt and a full answer at its price.
 */
export function estimateSectionMicros(options: {
  price: ModelPrice | undefined;
  writtenCostsMicros: number[];
}): number {
  const { price, writtenCostsMicros } = options;
  if (writtenCostsMicros.length > 0) {
    const total = writtenCostsMicros.reduce((sum, cost) => sum + cost, 0);
    return Math.ceil(total / writtenCostsMicros.length);
  }
  if (!price) return 0;
  return usageCostMicros(
    { promptTokens: ESTIMATE_PROMPT_TOKENS, completionTokens: ESTIMATE_COMPLETION_TOKENS },
    price,
  );
}

/**
 * What revising these sections is expected to cost at `price` (issue 27): each one's prompt is
 * the prompt it was written from plus its text, and its answer about as long as before; a
 * section without usage is priced as a full section. Undefined without a price.
 */
export function estimateRevisionMicros(options: {
  price: ModelPrice | undefined;
  usages: readonly (TokenUsage | undefined | null)[];
}): number | undefined {
  const { price, usages } = options;
  if (!price) return undefined;
  return usages.reduce<number>(
    (sum, usage) =>
      sum +
      usageCostMicros(
        usage
          ? {
              promptTokens: usage.promptTokens + usage.completionTokens,
              completionTokens: usage.completionTokens,
              ...(usage.reasoningTokens ? { reasoningTokens: usage.reasoningTokens } : {}),
            }
          : {
              promptTokens: ESTIMATE_PROMPT_TOKENS + ESTIMATE_COMPLETION_TOKENS,
              completionTokens: ESTIMATE_COMPLETION_TOKENS,
            },
        price,
      ),
    0,
  );
}

/**
 * The budget rule: a section may start only if what is spent, what is being written now (at
 * the estimate each) and this section's estimate together stay within the budget.
 */
export function budgetAllowsStart(options: {
  budgetMicros: number;
  spentMicros: number;
  inFlight: number;
  estimateMicros: number;
}): boolean {
  const { budgetMicros, spentMicros, inFlight, estimateMicros } = options;
  return spentMicros + (inFlight + 1) * estimateMicros <= budgetMicros;
}

export function budgetReachedMessage(notWritten: number): string {
  return `Budget reached: ${notWritten} section${notWritten === 1 ? '' : 's'} not written`;
}

/**
 * An amount for people: the currency's usual decimals, but small amounts (a section costs
 * fractions of a cent) keep enough digits to be more than "0.00".
 */
export function formatMoney(money: Money, locale = 'en'): string {
  const { amount, currency } = money;
  const absolute = Math.abs(amount);
  const digits = absolute === 0 || absolute >= 1 ? undefined : absolute >= 0.01 ? 2 : 4;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(digits !== undefined
        ? { minimumFractionDigits: digits, maximumFractionDigits: digits }
        : {}),
    }).format(amount);
  } catch {
    return `${amount.toFixed(digits ?? 2)} ${currency}`;
  }
}
