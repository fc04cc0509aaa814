import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeAssumptionIssues, parseAssumptions } from './assumptions.ts';
import { computeForecast } from './forecast.ts';
import { assumptionsArbitrary, referenceForecast } from './forecast-test-support.ts';
import type { ForecastMonth } from './forecast-types.ts';

/**
 * Within 1e-6 of the largest magnitude involved (floating sums of very different sizes). A plain
 * throw rather than `expect`: it runs for every line of every month of hundreds of models.
 */
function expectClose(actual: number, expected: number, ...scale: number[]) {
  const magnitude = Math.max(1, Math.abs(actual), Math.abs(expected), ...scale.map(Math.abs));
  if (!(Math.abs(actual - expected) / magnitude <= 1e-6)) {
    throw new Error(`${actual} differs from ${expected} by more than 1e-6 of ${magnitude}`);
  }
}

const RUNS = { numRuns: 300 };

const TRILLIONS = {
  currency: 'EUR',
  startMonth: '2027-01',
  years: 5,
  startingCash: 0,
  cogsPct: 0,
  taxRatePct: 0,
  rationales: {},
  revenueStreams: [
    {
      name: 'Alpha',
      kind: 'units',
      unitPrice: 272.11,
      unitsPerMonth: 4966.638148486021,
      monthlyGrowthPct: 29.83,
    },
  ],
  operatingExpenses: [{ name: 'Alpha', amountPerMonth: 11508.06, annualIncreasePct: -24.5191 }],
  staff: [{ role: 'Alpha', count: 6, salaryPerYear: 89024.68, startMonth: 15, onCostPct: 14 }],
  capitalPurchases: [],
  funding: [{ kind: 'equity', amount: 161013.54, month: 1 }],
} as const satisfies Parameters<typeof computeForecast>[0];
/** The properties run hundreds of models; the machine may be shared. */
const TIMEOUT = 60_000;

const FLOWS = [
  'revenue',
  'costOfSales',
  'grossProfit',
  'operatingExpenses',
  'staff',
  'depreciation',
  'interest',
  'profitBeforeTax',
  'tax',
  'netIncome',
  'capitalPurchases',
  'equityRaised',
  'loanDrawn',
  'principalRepaid',
  'netCashFlow',
] as const satisfies readonly (keyof ForecastMonth)[];

const STOCKS = [
  'closingCash',
  'netFixedAssets',
  'loanBalance',
  'openingEquity',
  'equityRaisedToDate',
  'retainedEarnings',
  'totalAssets',
  'totalLiabilitiesAndEquity',
] as const satisfies readonly (keyof ForecastMonth)[];

describe('forecast identities on random valid assumption sets', { timeout: TIMEOUT }, () => {
  it('generates only sets the schema accepts', () => {
    fc.assert(
      fc.property(assumptionsArbitrary, (assumptions) => {
        const parsed = parseAssumptions(assumptions);
        expect(parsed.success ? [] : describeAssumptionIssues(parsed.issues)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('rolls cash forward every month', () => {
    fc.assert(
      fc.property(assumptionsArbitrary, (assumptions) => {
        const { months } = computeForecast(assumptions);
        let cash = assumptions.startingCash;
        for (const month of months) {
          const movement =
            month.netIncome +
            month.depreciation -
            month.capitalPurchases +
            month.equityRaised +
            month.loanDrawn -
            month.principalRepaid;
          expectClose(month.closingCash, cash + movement, cash, movement);
          cash = month.closingCash;
        }
      }),
      RUNS,
    );
  });

  it('balances every month: cash + net fixed assets = loans + starting cash + equity + retained earnings', () => {
    fc.assert(
      fc.property(assumptionsArbitrary, (assumptions) => {
        const { months } = computeForecast(assumptions);
        for (const month of months) {
          const assets = month.closingCash + month.netFixedAssets;
          const claims =
            month.loanBalance +
            assumptions.startingCash +
            month.equityRaisedToDate +
            month.retainedEarnings;
          expectClose(
            assets,
            claims,
            month.closingCash,
            month.netFixedAssets,
            month.loanBalance,
            month.retainedEarnings,
            month.equityRaisedToDate,
          );
          if (month.totalAssets !== assets || month.totalLiabilitiesAndEquity !== claims) {
            throw new Error(`the totals of month ${month.month} are not their lines' sums`);
          }
        }
      }),
      RUNS,
    );
  });

  it('shows every year a balance sheet that balances to the cent, opening equity being the starting cash', () => {
    fc.assert(
      fc.property(assumptionsArbitrary, (assumptions) => {
        for (const year of computeForecast(assumptions).years) {
          if (year.openingEquity !== assumptions.startingCash) {
            throw new Error(`opening equity of year ${year.year} is not the starting cash`);
          }
          const assets = year.closingCash + year.netFixedAssets;
          const claims =
            year.loanBalance + year.openingEquity + year.equityRaisedToDate + year.retainedEarnings;
          for (const [what, difference] of [
            ['assets - liabilities and equity', year.totalAssets - year.totalLiabilitiesAndEquity],
            ['total assets - its lines', year.totalAssets - assets],
            ['total liabilities and equity - its lines', year.totalLiabilitiesAndEquity - claims],
          ] as const) {
            // To the cent. Past about 5 trillion (a growth rate no business keeps for five
            // years, which the generator can still draw), a double's own step is near a cent and
            // sixty months of sums drift by a few steps: there the limit is four steps.
            const limit = Math.max(0.005, Math.abs(year.totalAssets) * 4 * Number.EPSILON);
            if (!(Math.abs(difference) < limit)) {
              throw new Error(`year ${year.year}: ${what} = ${difference}`);
            }
          }
        }
      }),
      // A set drawn once: 30% growth a month for five years, 28.8 trillion of assets in year 5.
      { ...RUNS, examples: [[TRILLIONS]] },
    );
  });

  it('makes each year the sum of its months, and its stocks those of its last month', () => {
    fc.assert(
      fc.property(assumptionsArbitrary, (assumptions) => {
        const forecast = computeForecast(assumptions);
        expect(forecast.years).toHaveLength(assumptions.years);
        for (const year of forecast.years) {
          const months = forecast.months.filter((month) => month.year === year.year);
          expect(months.map((month) => month.month)).toEqual(
            Array.from({ length: 12 }, (_, index) => (year.year - 1) * 12 + index + 1),
          );
          for (const line of FLOWS) {
            let total = 0;
            for (const month of months) total += month[line];
            expectClose(year[line], total, ...months.map((month) => month[line]));
          }
          for (const line of STOCKS) {
            if (year[line] !== months[11]![line]) throw new Error(`${line} of year ${year.year}`);
          }
          if (year.revenue === 0) expect(year.grossMarginPct).toBeNull();
          else expectClose(year.grossMarginPct!, (year.grossProfit / year.revenue) * 100);
        }
      }),
      RUNS,
    );
  });

  it('holds the break-even, lowest cash and funding need definitions', () => {
    fc.assert(
      fc.property(assumptionsArbitrary, (assumptions) => {
        const forecast = computeForecast(assumptions);
        const profits = forecast.months.map((month) => month.profitBeforeTax);
        const { breakEvenMonth } = forecast;
        if (breakEvenMonth === null) {
          expect(profits.at(-1)!).toBeLessThan(0);
        } else {
          expect(profits.slice(breakEvenMonth - 1).every((profit) => profit >= 0)).toBe(true);
          if (breakEvenMonth > 1) expect(profits[breakEvenMonth - 2]!).toBeLessThan(0);
        }
        const cash = forecast.months.map((month) => month.closingCash);
        const lowest = Math.min(...cash);
        expect(forecast.lowestCash).toEqual({ amount: lowest, month: cash.indexOf(lowest) + 1 });
        expect(forecast.fundingNeed).toBe(Math.max(0, -lowest));
      }),
      RUNS,
    );
  });

  it('agrees with the separately written reference loop on every year', () => {
    fc.assert(
      fc.property(assumptionsArbitrary, (assumptions) => {
        const forecast = computeForecast(assumptions);
        const reference = referenceForecast(assumptions);
        reference.years.forEach((want, index) => {
          const year = forecast.years[index]!;
          for (const line of Object.keys(want) as (keyof typeof want)[]) {
            expectClose(year[line], want[line], year.revenue, year.closingCash, year.loanBalance);
          }
        });
        reference.monthlyProfitBeforeTax.forEach((profit, index) => {
          const month = forecast.months[index]!;
          expectClose(month.profitBeforeTax, profit, month.revenue, month.costOfSales);
        });
      }),
      RUNS,
    );
  });
});
