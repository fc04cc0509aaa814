import fc from 'fast-check';
import type {
  CapitalPurchase,
  FinancialAssumptions,
  ForecastYears,
  Funding,
  OperatingExpense,
  RevenueStream,
  StaffRole,
} from './assumption-types.ts';

/**
 * Test support for the financial model: a reference forecast written separately from the engine
 * (one plain loop, yearly totals accumulated as it goes, the loan's balance in closed form), and
 * fast-check arbitraries of valid assumption sets.
 */

export interface ReferenceYear {
  revenue: number;
  costOfSales: number;
  operatingExpenses: number;
  staff: number;
  depreciation: number;
  interest: number;
  profitBeforeTax: number;
  tax: number;
  netIncome: number;
  closingCash: number;
  loanBalance: number;
}

export interface ReferenceForecast {
  years: ReferenceYear[];
  monthlyProfitBeforeTax: number[];
  monthlyCash: number[];
}

/** Balance of an annuity loan after `paid` instalments: A(1+r)^k - P((1+r)^k - 1)/r. */
function annuityBalance(amount: number, rate: number, term: number, paid: number): number {
  if (paid <= 0) return amount;
  if (rate === 0) return amount - (amount / term) * Math.min(paid, term);
  const instalment = (amount * rate) / (1 - (1 + rate) ** -term);
  const k = Math.min(paid, term);
  return amount * (1 + rate) ** k - (instalment * ((1 + rate) ** k - 1)) / rate;
}

export function referenceForecast(a: FinancialAssumptions): ReferenceForecast {
  const years: ReferenceYear[] = [];
  const monthlyProfitBeforeTax: number[] = [];
  const monthlyCash: number[] = [];
  const customers = a.revenueStreams.map(() => 0);
  let cash = a.startingCash;
  let losses = 0;
  let year: ReferenceYear | undefined;
  for (let m = 1; m <= a.years * 12; m++) {
    const y = Math.floor((m - 1) / 12) + 1;
    if ((m - 1) % 12 === 0) {
      year = {
        revenue: 0,
        costOfSales: 0,
        operatingExpenses: 0,
        staff: 0,
        depreciation: 0,
        interest: 0,
        profitBeforeTax: 0,
        tax: 0,
        netIncome: 0,
        closingCash: 0,
        loanBalance: 0,
      };
      years.push(year);
    }
    const current = year!;
    let profit = 0;
    let cashMovement = 0;
    a.revenueStreams.forEach((stream, i) => {
      let revenue: number;
      if (stream.kind === 'units') {
        revenue =
          stream.unitPrice * stream.unitsPerMonth * (1 + stream.monthlyGrowthPct / 100) ** (m - 1);
      } else {
        const newCustomers =
          stream.newCustomersPerMonth * (1 + stream.monthlyGrowthPct / 100) ** (m - 1);
        customers[i] = customers[i]! * (1 - stream.monthlyChurnPct / 100) + newCustomers;
        revenue = stream.pricePerMonth * customers[i]!;
      }
      const cost = (revenue * (stream.cogsPct ?? a.cogsPct)) / 100;
      current.revenue += revenue;
      current.costOfSales += cost;
      profit += revenue - cost;
    });
    for (const expense of a.operatingExpenses) {
      const amount = expense.amountPerMonth * (1 + expense.annualIncreasePct / 100) ** (y - 1);
      current.operatingExpenses += amount;
      profit -= amount;
    }
    for (const role of a.staff) {
      if (m < role.startMonth) continue;
      const amount = (role.count * role.salaryPerYear * (100 + role.onCostPct)) / 1200;
      current.staff += amount;
      profit -= amount;
    }
    for (const purchase of a.capitalPurchases) {
      if (m === purchase.month) cashMovement -= purchase.amount;
      if (m >= purchase.month && m - purchase.month < purchase.usefulLifeMonths) {
        current.depreciation += purchase.amount / purchase.usefulLifeMonths;
        profit -= purchase.amount / purchase.usefulLifeMonths;
        cashMovement += purchase.amount / purchase.usefulLifeMonths;
      }
    }
    let loanBalance = 0;
    for (const funding of a.funding) {
      if (m === funding.month) cashMovement += funding.amount;
      if (funding.kind !== 'loan') continue;
      const rate = funding.annualInterestPct / 1200;
      const paidBefore = m - funding.month - 1;
      const paidAfter = m - funding.month;
      if (m >= funding.month)
        loanBalance += annuityBalance(funding.amount, rate, funding.termMonths, paidAfter);
      if (paidAfter >= 1 && paidAfter <= funding.termMonths) {
        const before = annuityBalance(funding.amount, rate, funding.termMonths, paidBefore);
        const after = annuityBalance(funding.amount, rate, funding.termMonths, paidAfter);
        current.interest += before * rate;
        profit -= before * rate;
        cashMovement -= before - after;
      }
    }
    current.profitBeforeTax += profit;
    monthlyProfitBeforeTax.push(profit);
    let netIncome = profit;
    if (m % 12 === 0) {
      const taxable = current.profitBeforeTax - losses;
      current.tax = taxable > 0 ? (taxable * a.taxRatePct) / 100 : 0;
      losses = taxable > 0 ? 0 : -taxable;
      netIncome -= current.tax;
    }
    current.netIncome += netIncome;
    cash += netIncome + cashMovement;
    monthlyCash.push(cash);
    current.closingCash = cash;
    current.loanBalance = loanBalance;
  }
  return { years, monthlyProfitBeforeTax, monthlyCash };
}

const name = fc.constantFrom('Alpha', 'Beta', 'Gamma', 'Delta', 'Shop', 'Café ☕', '=SUM(A1)');
/** Amounts as written (whole, or in cents) and, now and then, any double in range. */
const money = (max: number) =>
  fc.oneof(
    fc.integer({ min: 0, max }),
    fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100),
    fc.double({ min: 0, max, noNaN: true, noDefaultInfinity: true }),
  );
/** Percentages as people and models write them: whole, or with two or four decimals. */
const pct = (min: number, max: number) =>
  fc.oneof(
    fc.integer({ min, max }),
    fc.integer({ min: min * 100, max: max * 100 }).map((value) => value / 100),
    fc.integer({ min: min * 10_000, max: max * 10_000 }).map((value) => value / 10_000),
  );
const maybeRationale = fc.option(fc.constantFrom('Because.', 'From the market study.'), {
  nil: undefined,
});

const streamArbitrary: fc.Arbitrary<RevenueStream> = fc.oneof(
  fc.record({
    name,
    kind: fc.constant('units' as const),
    unitPrice: money(500),
    unitsPerMonth: money(5000),
    monthlyGrowthPct: pct(-20, 30),
    cogsPct: fc.option(pct(0, 100), { nil: undefined }),
    rationale: maybeRationale,
  }),
  fc.record({
    name,
    kind: fc.constant('subscription' as const),
    pricePerMonth: money(300),
    newCustomersPerMonth: money(500),
    monthlyGrowthPct: pct(-20, 30),
    monthlyChurnPct: pct(0, 100),
    cogsPct: fc.option(pct(0, 100), { nil: undefined }),
    rationale: maybeRationale,
  }),
);

/** Valid assumption sets: every field within the schema's bounds, months within the horizon. */
export const assumptionsArbitrary: fc.Arbitrary<FinancialAssumptions> = fc
  .constantFrom<ForecastYears>(3, 5)
  .chain((years) => {
    const month = fc.integer({ min: 1, max: years * 12 });
    const expense: fc.Arbitrary<OperatingExpense> = fc.record({
      name,
      amountPerMonth: money(50_000),
      annualIncreasePct: pct(-50, 50),
    });
    const role: fc.Arbitrary<StaffRole> = fc.record({
      role: name,
      count: fc.oneof(fc.integer({ min: 0, max: 20 }), money(20)),
      salaryPerYear: money(200_000),
      startMonth: month,
      onCostPct: pct(0, 60),
    });
    const purchase: fc.Arbitrary<CapitalPurchase> = fc.record({
      name,
      amount: money(500_000),
      month,
      usefulLifeMonths: fc.integer({ min: 1, max: 120 }),
    });
    const funding: fc.Arbitrary<Funding> = fc.oneof(
      fc.record({ kind: fc.constant('equity' as const), amount: money(1_000_000), month }),
      fc.record({
        kind: fc.constant('loan' as const),
        amount: money(1_000_000),
        month,
        annualInterestPct: pct(0, 25),
        termMonths: fc.integer({ min: 1, max: 120 }),
      }),
    );
    return fc.record({
      currency: fc.constantFrom('EUR', 'USD', 'GBP', 'JPY'),
      startMonth: fc.constantFrom('2027-01', '2026-11', '2030-06'),
      years: fc.constant(years),
      startingCash: money(1_000_000),
      cogsPct: pct(0, 100),
      taxRatePct: pct(0, 50),
      rationales: fc.constant({}),
      revenueStreams: fc.array(streamArbitrary, { maxLength: 6 }),
      operatingExpenses: fc.array(expense, { maxLength: 5 }),
      staff: fc.array(role, { maxLength: 5 }),
      capitalPurchases: fc.array(purchase, { maxLength: 4 }),
      funding: fc.array(funding, { maxLength: 4 }),
    });
  });
