import { describe, expect, it } from 'vitest';
import { emptyAssumptions, type FinancialAssumptions } from './assumption-types.ts';
import { EXAMPLE_ASSUMPTIONS } from './example-assumptions.ts';
import { breakEvenMonthOf, computeForecast } from './forecast.ts';
import { referenceForecast } from './forecast-test-support.ts';
import { loanInstalment } from './loan-schedule.ts';

/** Agreement to the cent: within half a cent. */
function expectCents(actual: number, expected: number) {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThan(0.005);
}

function model(changes: Partial<FinancialAssumptions>): FinancialAssumptions {
  return { ...emptyAssumptions('EUR'), ...changes };
}

describe('computeForecast: streams', () => {
  it('grows a units stream monthly: year 1 = price x units x (1.05^12 - 1) / 0.05', () => {
    const forecast = computeForecast(
      model({
        revenueStreams: [
          { name: 'Beans', kind: 'units', unitPrice: 12, unitsPerMonth: 1000, monthlyGrowthPct: 5 },
        ],
      }),
    );
    expect(forecast.months[0]!.revenue).toBe(12_000);
    expectCents(forecast.months[1]!.revenue, 12_600);
    expectCents(forecast.months[2]!.revenue, 13_230);
    expectCents(forecast.years[0]!.revenue, (12_000 * (1.05 ** 12 - 1)) / 0.05);
    expectCents(forecast.years[0]!.revenue, 191_005.52);
    expectCents(forecast.years[1]!.revenue, (12_000 * 1.05 ** 12 * (1.05 ** 12 - 1)) / 0.05);
  });

  it('keeps subscribers through churn: 10 new a month at 10% churn gives 10, 19, 27.1', () => {
    const forecast = computeForecast(
      model({
        revenueStreams: [
          {
            name: 'Plan',
            kind: 'subscription',
            pricePerMonth: 20,
            newCustomersPerMonth: 10,
            monthlyGrowthPct: 0,
            monthlyChurnPct: 10,
          },
        ],
      }),
    );
    expect(forecast.months.slice(0, 3).map((month) => month.streams[0]!.volume)).toEqual([
      10, 19, 27.1,
    ]);
    expectCents(forecast.months[2]!.revenue, 542);
    // customers(m) = 10 (1 - 0.9^m) / 0.1; the year's revenue = 20 x the sum over m = 1..12.
    const customersSum = 100 * (12 - (0.9 * (1 - 0.9 ** 12)) / 0.1);
    expectCents(forecast.years[0]!.revenue, 20 * customersSum);
  });

  it("charges a stream's own cost of sales, else the general one", () => {
    const forecast = computeForecast(
      model({
        cogsPct: 30,
        revenueStreams: [
          { name: 'A', kind: 'units', unitPrice: 10, unitsPerMonth: 100, monthlyGrowthPct: 0 },
          {
            name: 'B',
            kind: 'units',
            unitPrice: 10,
            unitsPerMonth: 100,
            monthlyGrowthPct: 0,
            cogsPct: 50,
          },
        ],
      }),
    );
    expect(forecast.months[0]!.costOfSales).toBe(300 + 500);
    expect(forecast.years[0]!.grossProfit).toBe(12 * 1200);
    expect(forecast.years[0]!.grossMarginPct).toBe(60);
  });
});

describe('computeForecast: costs', () => {
  it('raises an operating expense once a model year and starts staff in their month', () => {
    const forecast = computeForecast(
      model({
        operatingExpenses: [{ name: 'Rent', amountPerMonth: 2500, annualIncreasePct: 3 }],
        staff: [{ role: 'Roaster', count: 2, salaryPerYear: 24_000, startMonth: 4, onCostPct: 23 }],
      }),
    );
    expect(forecast.months[11]!.operatingExpenses).toBe(2500);
    expectCents(forecast.months[12]!.operatingExpenses, 2575);
    expectCents(forecast.years[1]!.operatingExpenses, 30_900);
    expectCents(forecast.years[2]!.operatingExpenses, 12 * 2500 * 1.03 ** 2); // 31,827
    expect(forecast.months[2]!.staff).toBe(0);
    expectCents(forecast.months[3]!.staff, 4920); // 2 x 24,000 / 12 x 1.23
    expectCents(forecast.years[0]!.staff, 9 * 4920);
    expectCents(forecast.years[1]!.staff, 12 * 4920);
  });

  it('pays a capital purchase in its month and depreciates it straight-line over its life', () => {
    const forecast = computeForecast(
      model({
        startingCash: 40_000,
        capitalPurchases: [{ name: 'Van', amount: 30_000, month: 7, usefulLifeMonths: 24 }],
      }),
    );
    expect(forecast.months[5]!.closingCash).toBe(40_000);
    expect(forecast.months[6]!.capitalPurchases).toBe(30_000);
    expect(forecast.months[6]!.depreciation).toBe(1250);
    expect(forecast.years.map((year) => year.depreciation)).toEqual([7500, 15_000, 7500]);
    expect(forecast.years.map((year) => year.netFixedAssets)).toEqual([22_500, 7500, 0]);
    // Depreciation is no cash: the purchase is the only cash out.
    expect(forecast.years[2]!.closingCash).toBe(10_000);
    expect(forecast.years.map((year) => year.netIncome)).toEqual([-7500, -15_000, -7500]);
  });
});

describe('computeForecast: funding', () => {
  // 12,000 at 12% a year over 12 months: r = 1%, instalment = 12,000 x 0.01 / (1 - 1.01^-12).
  const loan = { kind: 'loan', amount: 12_000, month: 1, annualInterestPct: 12, termMonths: 12 };
  const instalment = 1066.1854641401;

  it('repays a loan by an annuity from the month after it is drawn', () => {
    expect(loanInstalment(12_000, 12, 12)).toBeCloseTo(instalment, 9);
    const forecast = computeForecast(
      model({ funding: [loan as FinancialAssumptions['funding'][0]] }),
    );
    const [first, second, third] = forecast.months;
    expect(first).toMatchObject({
      loanDrawn: 12_000,
      interest: 0,
      principalRepaid: 0,
      loanBalance: 12_000,
    });
    expectCents(second!.interest, 120);
    expectCents(second!.principalRepaid, instalment - 120);
    expectCents(second!.loanBalance, 12_000 - (instalment - 120));
    expectCents(third!.interest, (12_000 - (instalment - 120)) * 0.01);
    // Month 13 pays the 12th instalment; total interest = 12 instalments - the amount.
    expect(forecast.months[13]!.principalRepaid).toBe(0);
    expectCents(forecast.months[12]!.loanBalance, 0);
    expectCents(
      forecast.years[0]!.interest + forecast.years[1]!.interest,
      12 * instalment - 12_000,
    );
    expectCents(forecast.years[1]!.interest, forecast.months[12]!.interest);
    // Cash: drawn 12,000, paid 12 instalments; interest is the only loss.
    expectCents(forecast.years[1]!.closingCash, 12_000 - 12 * instalment);
    expectCents(
      forecast.years[0]!.netIncome + forecast.years[1]!.netIncome,
      -(12 * instalment - 12_000),
    );
  });

  it('keeps a tiny interest rate finite: the instalment tends to amount / term', () => {
    for (const annualInterestPct of [1e-300, 3e-321, 1e-9]) {
      expect(loanInstalment(1200, annualInterestPct, 12)).toBeCloseTo(100, 6);
    }
    expect(loanInstalment(1200, 0, 12)).toBe(100);
  });

  it('splits an interest-free loan into equal parts, and adds equity in its month', () => {
    const forecast = computeForecast(
      model({
        funding: [
          { kind: 'loan', amount: 3600, month: 3, annualInterestPct: 0, termMonths: 36 },
          { kind: 'equity', amount: 50_000, month: 2 },
        ],
      }),
    );
    expect(forecast.months[1]!.closingCash).toBe(50_000);
    expect(forecast.months[1]!.equityRaisedToDate).toBe(50_000);
    expect(forecast.months[2]!.closingCash).toBe(53_600);
    expect(forecast.months[3]!.principalRepaid).toBe(100);
    expect(forecast.months[3]!.interest).toBe(0);
    expectCents(forecast.years[2]!.loanBalance, 3600 - 33 * 100);
  });
});

describe('computeForecast: tax with losses carried forward', () => {
  // Revenue 10,000 a month; a cost of 20,000 a month falling by 60% a year. Profit before tax by
  // year: -120,000; +24,000; +81,600; +104,640; +113,856. Losses: 120,000 -> 96,000 -> 14,400 ->
  // used up in year 4, which is taxed on 104,640 - 14,400 = 90,240 at 25%.
  const forecast = computeForecast(
    model({
      years: 5,
      taxRatePct: 25,
      revenueStreams: [
        { name: 'Sales', kind: 'units', unitPrice: 1, unitsPerMonth: 10_000, monthlyGrowthPct: 0 },
      ],
      operatingExpenses: [{ name: 'Launch', amountPerMonth: 20_000, annualIncreasePct: -60 }],
    }),
  );

  it('taxes only what the losses of earlier years do not cover', () => {
    const expected = [
      { profitBeforeTax: -120_000, lossesBroughtForward: 0, tax: 0 },
      { profitBeforeTax: 24_000, lossesBroughtForward: 120_000, tax: 0 },
      { profitBeforeTax: 81_600, lossesBroughtForward: 96_000, tax: 0 },
      { profitBeforeTax: 104_640, lossesBroughtForward: 14_400, tax: 22_560 },
      { profitBeforeTax: 113_856, lossesBroughtForward: 0, tax: 28_464 },
    ];
    forecast.years.forEach((year, index) => {
      const want = expected[index]!;
      expectCents(year.profitBeforeTax, want.profitBeforeTax);
      expectCents(year.lossesBroughtForward, want.lossesBroughtForward);
      expectCents(year.tax, want.tax);
      expectCents(year.netIncome, want.profitBeforeTax - want.tax);
    });
  });

  it("charges and pays the tax in the year's last month", () => {
    expect(forecast.months[46]!.tax).toBe(0);
    expectCents(forecast.months[47]!.tax, 22_560);
    expectCents(forecast.months[47]!.netIncome, 10_000 - 20_000 * 0.4 ** 3 - 22_560);
    expectCents(
      forecast.months[47]!.closingCash - forecast.months[46]!.closingCash,
      10_000 - 1280 - 22_560,
    );
  });

  it('finds break-even, the lowest cash and the funding need', () => {
    expect(forecast.breakEvenMonth).toBe(13);
    expect(forecast.lowestCash).toEqual({ amount: -120_000, month: 12 });
    expect(forecast.fundingNeed).toBe(120_000);
    expectCents(forecast.years[4]!.closingCash, -120_000 + 24_000 + 81_600 + 82_080 + 85_392);
  });
});

describe('breakEvenMonthOf', () => {
  const months = (profits: number[]) => profits.map((profitBeforeTax) => ({ profitBeforeTax }));

  it('is the first month from which profit before tax stays >= 0 to the end', () => {
    expect(breakEvenMonthOf(months([-1, 2, 3, -1, 0, 5]))).toBe(5);
    expect(breakEvenMonthOf(months([1, 2, 3]))).toBe(1);
    expect(breakEvenMonthOf(months([1, 2, -0.01]))).toBeNull();
  });
});

describe('computeForecast: the example set against a reference written separately', () => {
  it('agrees to the cent on every year', () => {
    const forecast = computeForecast(EXAMPLE_ASSUMPTIONS);
    const reference = referenceForecast(EXAMPLE_ASSUMPTIONS);
    expect(forecast.years).toHaveLength(3);
    expect(forecast.months).toHaveLength(36);
    expect(forecast.months[35]!.calendarMonth).toBe('2029-12');
    reference.years.forEach((want, index) => {
      const year = forecast.years[index]!;
      for (const line of Object.keys(want) as (keyof typeof want)[])
        expectCents(year[line], want[line]);
    });
    expectCents(forecast.years[0]!.revenue, 288_659.36);
  });
});
