import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emptyAssumptions, FINANCIAL_LIMITS } from './assumption-types.ts';
import {
  describeAssumptionIssues,
  financialAssumptionsSchema,
  parseAssumptions,
} from './assumptions.ts';
import { EXAMPLE_ASSUMPTIONS } from './example-assumptions.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests write wrong types on purpose
type Untyped = Record<string, any>;

/** The example changed by `change`, parsed; the messages of its issues, or [] when valid. */
function problems(change: (input: Untyped) => void): string[] {
  const input = structuredClone(EXAMPLE_ASSUMPTIONS) as unknown as Untyped;
  change(input);
  const parsed = parseAssumptions(input);
  return parsed.success ? [] : describeAssumptionIssues(parsed.issues);
}

describe('financial assumptions schema', () => {
  it("accepts the issue's example and an empty model as they are", () => {
    expect(parseAssumptions(EXAMPLE_ASSUMPTIONS)).toEqual({
      success: true,
      assumptions: EXAMPLE_ASSUMPTIONS,
    });
    expect(parseAssumptions(emptyAssumptions('USD'))).toEqual({
      success: true,
      assumptions: emptyAssumptions('USD'),
    });
  });

  it('fills in the neutral value for what may be left out', () => {
    const parsed = parseAssumptions({
      currency: 'eur',
      startMonth: '2027-01',
      years: 5,
      startingCash: 0,
      cogsPct: 0,
      taxRatePct: 0,
      revenueStreams: [
        { name: ' Plan ', kind: 'subscription', pricePerMonth: 9, newCustomersPerMonth: 5 },
      ],
      staff: [{ role: 'Founder', count: 1, salaryPerYear: 30_000 }],
    });
    expect(parsed.success && parsed.assumptions).toEqual({
      currency: 'EUR',
      startMonth: '2027-01',
      years: 5,
      startingCash: 0,
      cogsPct: 0,
      taxRatePct: 0,
      rationales: {},
      revenueStreams: [
        {
          name: 'Plan',
          kind: 'subscription',
          pricePerMonth: 9,
          newCustomersPerMonth: 5,
          monthlyGrowthPct: 0,
          monthlyChurnPct: 0,
        },
      ],
      operatingExpenses: [],
      staff: [{ role: 'Founder', count: 1, salaryPerYear: 30_000, startMonth: 1, onCostPct: 0 }],
      capitalPurchases: [],
      funding: [],
    });
  });

  it('names the field and the limit in every message', () => {
    expect(problems((a) => (a.revenueStreams[0].unitPrice = -1))).toEqual([
      'revenueStreams.0.unitPrice: must not be negative',
    ]);
    expect(problems((a) => (a.cogsPct = 120))).toEqual(['cogsPct: must be at most 100']);
    expect(problems((a) => (a.revenueStreams[1].monthlyChurnPct = -2))).toEqual([
      'revenueStreams.1.monthlyChurnPct: must be at least 0',
    ]);
    expect(problems((a) => (a.years = 4))).toEqual(['years: must be 3 or 5']);
    expect(problems((a) => (a.currency = 'euro'))).toEqual([
      'currency: must be a three-letter currency code such as EUR or USD',
    ]);
    expect(problems((a) => (a.startMonth = '2027-13'))).toEqual([
      'startMonth: must be a month as YYYY-MM',
    ]);
    expect(problems((a) => (a.funding[1].termMonths = 12.5))).toEqual([
      'funding.1.termMonths: must be a whole number of months',
    ]);
    expect(problems((a) => (a.revenueStreams[0].kind = 'barter'))).toEqual([
      'revenueStreams.0.kind: must be "units" or "subscription"',
    ]);
    expect(problems((a) => (a.staff[0].salaryPerYear = '24000'))).toEqual([
      'staff.0.salaryPerYear: must be a number',
    ]);
    expect(problems((a) => (a.startingCash = Number.POSITIVE_INFINITY))).toEqual([
      'startingCash: must be a number',
    ]);
    expect(problems((a) => (a.capitalPurchases[0].name = '  '))).toEqual([
      'capitalPurchases.0.name: is required',
    ]);
  });

  it('keeps months within the horizon the years give', () => {
    expect(problems((a) => (a.staff[0].startMonth = 37))).toEqual([
      'staff.0.startMonth: must be within the 36-month horizon (1-36)',
    ]);
    expect(
      problems((a) => {
        a.years = 5;
        a.staff[0].startMonth = 60;
        a.funding[0].month = 0;
      }),
    ).toEqual(['funding.0.month: must be 1 or later (month 1 is the first month)']);
    expect(problems((a) => (a.capitalPurchases[0].month = 40))).toEqual([
      'capitalPurchases.0.month: must be within the 36-month horizon (1-36)',
    ]);
  });

  it('caps every list', () => {
    const expense = { name: 'Rent', amountPerMonth: 1, annualIncreasePct: 0 };
    const limit = FINANCIAL_LIMITS.maxItemsPerList;
    expect(problems((a) => (a.operatingExpenses = Array(limit).fill(expense)))).toEqual([]);
    expect(problems((a) => (a.operatingExpenses = Array(limit + 1).fill(expense)))).toEqual([
      `operatingExpenses: must have at most ${limit} items`,
    ]);
  });

  it('keeps a rationale to one line of limited length', () => {
    const parsed = parseAssumptions({
      ...EXAMPLE_ASSUMPTIONS,
      rationales: { taxRatePct: ' Corporate\n  tax rate. ' },
    });
    expect(parsed.success && parsed.assumptions.rationales).toEqual({
      taxRatePct: 'Corporate tax rate.',
    });
    expect(problems((a) => (a.funding[0].rationale = 'x'.repeat(301)))).toEqual([
      'funding.0.rationale: must be at most 300 characters',
    ]);
  });

  it('converts to a JSON schema a provider can be given', () => {
    const schema = z.toJSONSchema(financialAssumptionsSchema, { io: 'input' }) as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(schema.properties)).toEqual(Object.keys(EXAMPLE_ASSUMPTIONS));
    expect(schema.required).toEqual(
      expect.arrayContaining(['currency', 'startMonth', 'years', 'startingCash']),
    );
  });
});
