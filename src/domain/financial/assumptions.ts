import { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../stored-text.ts';
import {
  FINANCIAL_LIMITS,
  type FinancialAssumptions,
  SCALAR_ASSUMPTIONS,
} from './assumption-types.ts';

/**
 * The zod schema of the financial assumptions (`assumption-types.ts` holds the plain types the
 * page imports). Every message names its field through the issue's path
 * (`revenueStreams.0.unitPrice: must not be negative`). Fields a model or a person may leave out
 * (growth, churn, increases, on-cost, staff start month, rationales, whole lists) default to the
 * neutral value. The schema uses no transforms, so `z.toJSONSchema` can hand it to a provider's
 * structured output.
 */

const limits = FINANCIAL_LIMITS;
const formatted = (value: number) => value.toLocaleString('en');

const number = () => z.number({ error: 'must be a number' });

const amount = () =>
  number()
    .min(0, 'must not be negative')
    .max(limits.maxAmount, `must be at most ${formatted(limits.maxAmount)}`);

const quantity = () =>
  number()
    .min(0, 'must not be negative')
    .max(limits.maxQuantity, `must be at most ${formatted(limits.maxQuantity)}`);

const percentage = (min = 0, max: number = limits.maxPct) =>
  number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

const growth = () => percentage(limits.minGrowthPct, limits.maxGrowthPct);

const wholeMonths = (max: number) =>
  number()
    .int('must be a whole number of months')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`);

/** A model month, 1-based; the horizon check is on the whole set (it depends on `years`). */
const modelMonth = () =>
  number()
    .int('must be a whole month number')
    .min(1, 'must be 1 or later (month 1 is the first month)');

const name = () =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'is required')
    .max(limits.nameMaxLength, `must be at most ${limits.nameMaxLength} characters`)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/** One line: runs of white space (line breaks included) become one space. */
const rationale = () =>
  z
    .string({ error: 'must be text' })
    .overwrite((value) => value.replace(/\s+/g, ' ').trim())
    .max(limits.rationaleMaxLength, `must be at most ${limits.rationaleMaxLength} characters`)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
    .optional();

const list = <Item extends z.ZodType>(item: Item) =>
  z
    .array(item, { error: 'must be a list' })
    .max(limits.maxItemsPerList, `must have at most ${limits.maxItemsPerList} items`)
    .default([]);

const unitsStreamSchema = z.object({
  name: name(),
  kind: z.literal('units'),
  unitPrice: amount(),
  unitsPerMonth: quantity(),
  monthlyGrowthPct: growth().default(0),
  cogsPct: percentage().optional(),
  rationale: rationale(),
});

const subscriptionStreamSchema = z.object({
  name: name(),
  kind: z.literal('subscription'),
  pricePerMonth: amount(),
  newCustomersPerMonth: quantity(),
  monthlyGrowthPct: growth().default(0),
  monthlyChurnPct: percentage().default(0),
  cogsPct: percentage().optional(),
  rationale: rationale(),
});

const revenueStreamSchema = z.discriminatedUnion(
  'kind',
  [unitsStreamSchema, subscriptionStreamSchema],
  {
    error: 'must be "units" or "subscription"',
  },
);

const operatingExpenseSchema = z.object({
  name: name(),
  amountPerMonth: amount(),
  annualIncreasePct: growth().default(0),
  rationale: rationale(),
});

const staffRoleSchema = z.object({
  role: name(),
  count: quantity(),
  salaryPerYear: amount(),
  startMonth: modelMonth().default(1),
  onCostPct: percentage().default(0),
  rationale: rationale(),
});

const capitalPurchaseSchema = z.object({
  name: name(),
  amount: amount(),
  month: modelMonth(),
  usefulLifeMonths: wholeMonths(limits.maxUsefulLifeMonths),
  rationale: rationale(),
});

const equityFundingSchema = z.object({
  kind: z.literal('equity'),
  name: name().optional(),
  amount: amount(),
  month: modelMonth(),
  rationale: rationale(),
});

const loanFundingSchema = z.object({
  kind: z.literal('loan'),
  name: name().optional(),
  amount: amount(),
  month: modelMonth(),
  annualInterestPct: percentage(),
  termMonths: wholeMonths(limits.maxLoanTermMonths),
  rationale: rationale(),
});

const fundingSchema = z.discriminatedUnion('kind', [equityFundingSchema, loanFundingSchema], {
  error: 'must be "equity" or "loan"',
});

const rationalesSchema = z
  .object(
    Object.fromEntries(SCALAR_ASSUMPTIONS.map((key) => [key, rationale()])) as {
      [Key in (typeof SCALAR_ASSUMPTIONS)[number]]: ReturnType<typeof rationale>;
    },
  )
  .default({});

const startMonthSchema = z
  .string({ error: 'must be a month as YYYY-MM' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM')
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= limits.firstYear && year <= limits.lastYear;
  }, `must be a month between ${limits.firstYear} and ${limits.lastYear}`);

export const financialAssumptionsSchema = z
  .object({
    currency: z
      .string({ error: 'must be a three-letter currency code such as EUR or USD' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code such as EUR or USD'),
    startMonth: startMonthSchema,
    years: z.union([z.literal(3), z.literal(5)], { error: 'must be 3 or 5' }),
    startingCash: amount(),
    cogsPct: percentage(),
    taxRatePct: percentage(),
    rationales: rationalesSchema,
    revenueStreams: list(revenueStreamSchema),
    operatingExpenses: list(operatingExpenseSchema),
    staff: list(staffRoleSchema),
    capitalPurchases: list(capitalPurchaseSchema),
    funding: list(fundingSchema),
  })
  .superRefine((assumptions, context) => {
    const horizon = assumptions.years * 12;
    const message = `must be within the ${horizon}-month horizon (1-${horizon})`;
    const check = (month: number, path: (string | number)[]) => {
      if (month > horizon) context.addIssue({ code: 'custom', message, path, input: month });
    };
    for (const [index, role] of assumptions.staff.entries()) {
      check(role.startMonth, ['staff', index, 'startMonth']);
    }
    for (const [index, purchase] of assumptions.capitalPurchases.entries()) {
      check(purchase.month, ['capitalPurchases', index, 'month']);
    }
    for (const [index, funding] of assumptions.funding.entries()) {
      check(funding.month, ['funding', index, 'month']);
    }
  });

/** What a caller may send: fields with defaults may be left out. */
export type FinancialAssumptionsInput = z.input<typeof financialAssumptionsSchema>;

// The schema and the page's plain types must describe the same object, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesTypes: Same<
  z.output<typeof financialAssumptionsSchema>,
  FinancialAssumptions
> = true;
void schemaMatchesTypes;

export interface AssumptionIssue {
  /** The field, as the API names it: `revenueStreams.0.unitPrice`. */
  path: string;
  message: string;
}

export type AssumptionsParse =
  | { success: true; assumptions: FinancialAssumptions }
  | { success: false; issues: AssumptionIssue[] };

/** Parse anything (a request body, a model's JSON) into assumptions or field-named issues. */
export function parseAssumptions(input: unknown): AssumptionsParse {
  const result = financialAssumptionsSchema.safeParse(input);
  if (result.success) return { success: true, assumptions: result.data };
  return {
    success: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
}

/** The issues as one sentence each: `staff.0.startMonth: must be within the 36-month horizon (1-36)`. */
export function describeAssumptionIssues(issues: readonly AssumptionIssue[]): string[] {
  return issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
}
