/**
 * The financial model's assumptions as plain types and limits, without zod, so the page can
 * import them (the zod schema is `assumptions.ts`). Percentages are plain numbers: 5 means 5%.
 * Months are model months: month 1 is `startMonth`, the horizon is `years` x 12 months.
 */

export const FORECAST_YEARS = [3, 5] as const;
export type ForecastYears = (typeof FORECAST_YEARS)[number];

export const REVENUE_STREAM_KINDS = ['units', 'subscription'] as const;
export type RevenueStreamKind = (typeof REVENUE_STREAM_KINDS)[number];

export const FUNDING_KINDS = ['equity', 'loan'] as const;
export type FundingKind = (typeof FUNDING_KINDS)[number];

/** Bounds the schema enforces; "within reason", so a typo or a model's slip is refused by name. */
export const FINANCIAL_LIMITS = {
  /** Items in each list (revenue streams, expenses, staff, purchases, funding). */
  maxItemsPerList: 50,
  /** Any money amount (price, salary, purchase, funding, starting cash). */
  maxAmount: 1_000_000_000_000,
  /** Units sold, customers won or people employed per month. */
  maxQuantity: 1_000_000_000,
  /** Monthly growth and annual increase may be negative (a decline) down to -100%. */
  minGrowthPct: -100,
  maxGrowthPct: 100,
  /** Cost of sales, churn, tax, on-cost, interest. */
  maxPct: 100,
  maxUsefulLifeMonths: 600,
  maxLoanTermMonths: 600,
  nameMaxLength: 100,
  rationaleMaxLength: 300,
  firstYear: 2000,
  lastYear: 2100,
} as const;

/** A one-line reason for a value, shown beside it and given to the model. */
export interface WithRationale {
  rationale?: string;
}

export interface UnitsStream extends WithRationale {
  name: string;
  kind: 'units';
  unitPrice: number;
  unitsPerMonth: number;
  monthlyGrowthPct: number;
  /** The stream's cost of sales; left out, the general `cogsPct` applies. */
  cogsPct?: number;
}

export interface SubscriptionStream extends WithRationale {
  name: string;
  kind: 'subscription';
  pricePerMonth: number;
  newCustomersPerMonth: number;
  monthlyGrowthPct: number;
  monthlyChurnPct: number;
  cogsPct?: number;
}

export type RevenueStream = UnitsStream | SubscriptionStream;

export interface OperatingExpense extends WithRationale {
  name: string;
  amountPerMonth: number;
  annualIncreasePct: number;
}

export interface StaffRole extends WithRationale {
  role: string;
  count: number;
  salaryPerYear: number;
  /** The model month they start in (1 = the first month). */
  startMonth: number;
  /** Employer's costs on top of salary (social charges, pension, benefits). */
  onCostPct: number;
}

export interface CapitalPurchase extends WithRationale {
  name: string;
  amount: number;
  month: number;
  usefulLifeMonths: number;
}

export interface EquityFunding extends WithRationale {
  kind: 'equity';
  name?: string;
  amount: number;
  month: number;
}

export interface LoanFunding extends WithRationale {
  kind: 'loan';
  name?: string;
  amount: number;
  month: number;
  annualInterestPct: number;
  termMonths: number;
}

export type Funding = EquityFunding | LoanFunding;

/** The top-level values that carry their rationale in `rationales` (lists carry their own). */
export const SCALAR_ASSUMPTIONS = [
  'currency',
  'startMonth',
  'years',
  'startingCash',
  'cogsPct',
  'taxRatePct',
] as const;
export type ScalarAssumption = (typeof SCALAR_ASSUMPTIONS)[number];

export interface FinancialAssumptions {
  /** ISO 4217 code, upper case: `EUR`, `USD`. */
  currency: string;
  /** The first model month, `YYYY-MM`. */
  startMonth: string;
  years: ForecastYears;
  startingCash: number;
  /** Cost of sales as a share of revenue, for streams without their own. */
  cogsPct: number;
  taxRatePct: number;
  rationales: Partial<Record<ScalarAssumption, string>>;
  revenueStreams: RevenueStream[];
  operatingExpenses: OperatingExpense[];
  staff: StaffRole[];
  capitalPurchases: CapitalPurchase[];
  funding: Funding[];
}

/**
 * A new model: nothing sold, nothing spent. The domain reads no clock, so the caller passes the
 * first month when it should not be January 2027.
 */
export function emptyAssumptions(currency: string, startMonth = '2027-01'): FinancialAssumptions {
  return {
    currency,
    startMonth,
    years: 3,
    startingCash: 0,
    cogsPct: 0,
    taxRatePct: 0,
    rationales: {},
    revenueStreams: [],
    operatingExpenses: [],
    staff: [],
    capitalPurchases: [],
    funding: [],
  };
}
