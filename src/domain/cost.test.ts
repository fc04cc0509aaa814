import { describe, expect, it } from 'vitest';
import {
  budgetAllowsStart,
  budgetReachedMessage,
  estimateRevisionMicros,
  estimateSectionMicros,
  findPrice,
  formatMoney,
  microsToAmount,
  sectionCostMicros,
  usageCostMicros,
} from './cost.ts';
import { DEFAULT_PRICES } from './default-prices.ts';

const prices = {
  'gpt-4.1': { inputPerMillion: 2, outputPerMillion: 8 },
  'gpt-4.1-mini': { inputPerMillion: 0.4, outputPerMillion: 1.6 },
  'gpt-5-mini': { inputPerMillion: 0.25, outputPerMillion: 2, reasoningPerMillion: 3 },
};

describe('findPrice', () => {
  it('matches exactly, without a router prefix, and by the longest dated family name', () => {
    expect(findPrice(prices, 'gpt-4.1')).toBe(prices['gpt-4.1']);
    expect(findPrice(prices, 'openai/gpt-4.1-mini')).toBe(prices['gpt-4.1-mini']);
    expect(findPrice(prices, 'gpt-4.1-mini-2025-04-14')).toBe(prices['gpt-4.1-mini']);
    expect(findPrice(prices, 'gpt-4.1-2025-04-14')).toBe(prices['gpt-4.1']);
    expect(findPrice(prices, 'gpt-4.10')).toBeUndefined();
    expect(findPrice(prices, 'llama3.1')).toBeUndefined();
  });
});

describe('cost of usage', () => {
  it('is prompt x input + answer x output, per million tokens, to the millionth', () => {
    // 1,234 x 0.40 + 567 x 1.60 = 493.6 + 907.2 = 1,400.8 millionths -> 1,401
    const micros = usageCostMicros(
      { promptTokens: 1_234, completionTokens: 567 },
      prices['gpt-4.1-mini'],
    );
    expect(micros).toBe(1_401);
    expect(microsToAmount(micros)).toBe(0.001401);
  });

  it('bills reasoning tokens (inside the completion) at the reasoning price', () => {
    // 1,000 x 0.25 + (2,000 - 1,500) x 2 + 1,500 x 3 = 250 + 1,000 + 4,500
    const usage = { promptTokens: 1_000, completionTokens: 2_000, reasoningTokens: 1_500 };
    expect(usageCostMicros(usage, prices['gpt-5-mini'])).toBe(5_750);
    // Without a reasoning price they cost what output costs: 1,000 x 2 + 2,000 x 8
    expect(usageCostMicros(usage, prices['gpt-4.1'])).toBe(2_000 + 16_000);
  });

  it('is exact to the cent over a whole strategy of 124 sections', () => {
    const usage = { promptTokens: 2_345, completionTokens: 1_789 };
    const perSection = sectionCostMicros(usage, prices, 'gpt-4.1');
    // 2,345 x 2 + 1,789 x 8 = 4,690 + 14,312 = 19,002 millionths
    expect(perSection).toBe(19_002);
    const total = Array.from({ length: 124 }, () => perSection).reduce((a, b) => a + b, 0);
    expect(microsToAmount(total)).toBe(2.356248);
    expect(microsToAmount(total).toFixed(2)).toBe('2.36');
  });

  it('is 0 without usage or without a price for the model', () => {
    expect(sectionCostMicros(undefined, prices, 'gpt-4.1')).toBe(0);
    expect(sectionCostMicros({ promptTokens: 5, completionTokens: 5 }, prices, 'llama3')).toBe(0);
  });

  it('ships a price for the families new users pick', () => {
    for (const model of ['gpt-4.1-mini', 'gpt-5-mini', 'claude-sonnet-4-5', 'gemini-2.5-flash']) {
      expect(findPrice(DEFAULT_PRICES, model)).toBeDefined();
    }
  });
});

describe('budget', () => {
  it('estimates from the sections written, or a full section at the price before any', () => {
    expect(estimateSectionMicros({ price: undefined, writtenCostsMicros: [100, 201] })).toBe(151);
    // 3,000 x 2 + 2,000 x 8
    expect(estimateSectionMicros({ price: prices['gpt-4.1'], writtenCostsMicros: [] })).toBe(
      22_000,
    );
  });

  it('prices a revision as the prompt it was written from plus its text, and the same answer', () => {
    const price = prices['gpt-4.1'];
    // (1,000 + 500) x 2 + 500 x 8; a section never priced: (3,000 + 2,000) x 2 + 2,000 x 8
    expect(
      estimateRevisionMicros({
        price,
        usages: [{ promptTokens: 1_000, completionTokens: 500 }, undefined],
      }),
    ).toBe(7_000 + 26_000);
    expect(estimateRevisionMicros({ price: undefined, usages: [undefined] })).toBeUndefined();
  });

  it('lets a section start only while spent + in flight + this one stay within it', () => {
    const base = { budgetMicros: 1_000, estimateMicros: 200 };
    expect(budgetAllowsStart({ ...base, spentMicros: 400, inFlight: 2 })).toBe(true); // 1,000
    expect(budgetAllowsStart({ ...base, spentMicros: 401, inFlight: 2 })).toBe(false);
    expect(budgetAllowsStart({ ...base, spentMicros: 900, inFlight: 0 })).toBe(false);
  });

  it('says how many sections were not written', () => {
    expect(budgetReachedMessage(3)).toBe('Budget reached: 3 sections not written');
    expect(budgetReachedMessage(1)).toBe('Budget reached: 1 section not written');
  });
});

describe('formatMoney', () => {
  it('shows cents, and more digits for fractions of a cent', () => {
    expect(formatMoney({ amount: 2.356248, currency: 'USD' })).toBe('$2.36');
    expect(formatMoney({ amount: 0.019002, currency: 'EUR' })).toBe('€0.02');
    expect(formatMoney({ amount: 0.001401, currency: 'USD' })).toBe('$0.0014');
    expect(formatMoney({ amount: 0, currency: 'GBP' })).toBe('£0.00');
  });
});
