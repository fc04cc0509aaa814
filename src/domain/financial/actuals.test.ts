import { describe, expect, it } from 'vitest';
import { ACTUALS_LIMITS } from './actual-types.ts';
import { compareActuals, parseActualsCsv } from './actuals.ts';
import { emptyAssumptions, type FinancialAssumptions } from './assumption-types.ts';
import { EXAMPLE_ASSUMPTIONS } from './example-assumptions.ts';
import { computeForecast } from './forecast.ts';

/**
 * A model whose months are known by hand: 100 units at 10 a month (revenue 1,000), cost of sales
 * 30% (300), rent 200, no tax, starting cash 1,000: costs 500 a month, closing cash 1,000 + 500m.
 */
const SIMPLE: FinancialAssumptions = {
  ...emptyAssumptions('EUR', '2027-01'),
  startingCash: 1000,
  cogsPct: 30,
  revenueStreams: [
    { name: 'Bags', kind: 'units', unitPrice: 10, unitsPerMonth: 100, monthlyGrowthPct: 0 },
  ],
  operatingExpenses: [{ name: 'Rent', amountPerMonth: 200, annualIncreasePct: 0 }],
};
const MODEL = { startMonth: '2027-01', years: 3 };

function parsed(text: string) {
  const result = parseActualsCsv(text, MODEL);
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  return result.months;
}

function issuesOf(text: string): string[] {
  const result = parseActualsCsv(text, MODEL);
  if (result.success) throw new Error('the file was accepted');
  return result.issues.map((issue) => issue.message);
}

describe('parseActualsCsv', () => {
  it('reads the columns in any order, skips empty rows and cells, and sorts the months', () => {
    expect(
      parsed('\ufeffCash;Month;Revenue\r\n"1,950.01";2027-03;1100.55\r\n\r\n;2027-01;990\r\n'),
    ).toEqual([
      { month: '2027-01', revenue: 990 },
      { month: '2027-03', revenue: 1100.55, cash: 1950.01 },
    ]);
    expect(parsed('month,costs\n2029-12,480.2\n')).toEqual([{ month: '2029-12', costs: 480.2 }]);
  });

  it('names the row and the column of each bad value (the header is row 1)', () => {
    expect(
      issuesOf(
        'month,revenue,costs,cash\n2027-01,100,50,10\n2027-02,1.2.3,50,-5\n2027-03,abc,-4,x',
      ),
    ).toEqual([
      'Row 3, column revenue: must be a number (such as 1234.56)',
      'Row 4, column revenue: must be a number (such as 1234.56)',
      'Row 4, column costs: must not be negative',
      'Row 4, column cash: must be a number (such as 1234.56)',
    ]);
  });

  it('refuses unknown and repeated columns, a missing month column and a header alone', () => {
    expect(issuesOf('month,revenue,profit,revenue\n2027-01,1,2,3')).toEqual([
      'Row 1, column "profit": is not a column of actuals (the columns are month, then any of revenue, costs, cash)',
      'Row 1, column revenue: appears twice in the header',
    ]);
    expect(issuesOf('revenue\n100')).toEqual([
      'Row 1: needs a month column (the columns are month, then any of revenue, costs, cash)',
    ]);
    expect(issuesOf('month\n2027-01')).toEqual([
      'Row 1: needs at least one of revenue, costs, cash',
    ]);
    expect(issuesOf('month,revenue\n')).toEqual([
      'Row 2: no months below the header (to remove the actuals, delete them instead)',
    ]);
    expect(issuesOf('')).toEqual([
      'Row 1: the file is empty: its first row names the columns (month, then any of revenue, costs, cash)',
    ]);
  });

  it('refuses bad, repeated and out-of-forecast months, and rows of the wrong width', () => {
    expect(
      issuesOf(
        'month,revenue\n2027-1,5\n2026-12,5\n2030-01,5\n2027-04,5\n2027-04,6\n2027-05,5,6\n',
      ),
    ).toEqual([
      'Row 2, column month: must be a month as YYYY-MM (such as 2027-03)',
      'Row 3, column month: 2026-12 is outside the forecast (2027-01 to 2029-12)',
      'Row 4, column month: 2030-01 is outside the forecast (2027-01 to 2029-12)',
      'Row 6, column month: 2027-04 is already on row 5',
      'Row 7: has 3 values; the header has 2 columns',
    ]);
    expect(issuesOf('month,revenue\n2027-01,"12')).toEqual([
      'Row 2: a quoted value is never closed',
    ]);
  });

  it('does not echo a header that is not plain text', () => {
    expect(issuesOf('month,rev\u0000enue\n2027-01,5')[0]).toBe(
      'Row 1, column 2: is not a column of actuals (the columns are month, then any of revenue, costs, cash)',
    );
  });

  it('states its size limit in kilobytes', () => {
    expect(ACTUALS_LIMITS.maxBytes).toBe(65_536);
  });
});

describe('compareActuals', () => {
  it('gives actual - forecast and its percentage, to the cent, by the documented figures', () => {
    const forecast = computeForecast(SIMPLE);
    // The hand figures: revenue 1,000, costs 500, closing cash 1,000 + 500m.
    expect(forecast.months[1]).toMatchObject({ revenue: 1000, closingCash: 2000 });
    const comparison = compareActuals(
      parsed('month,revenue,costs,cash\n2027-02,1100.55,480.2,1950.01\n2027-03,,,2500\n'),
      forecast,
    );
    const [february, march] = comparison.months;
    expect(february?.month).toBe('2027-02');
    expect(february?.revenue?.forecast).toBeCloseTo(1000, 2);
    expect(february?.revenue?.difference).toBeCloseTo(100.55, 2);
    expect(february?.revenue?.differencePct).toBeCloseTo(10.055, 6);
    expect(february?.costs?.forecast).toBeCloseTo(500, 2);
    expect(february?.costs?.difference).toBeCloseTo(-19.8, 2);
    expect(february?.costs?.differencePct).toBeCloseTo(-3.96, 6);
    expect(february?.cash).toMatchObject({ actual: 1950.01 });
    expect(february?.cash?.difference).toBeCloseTo(-49.99, 2);
    expect(march).toEqual({
      month: '2027-03',
      cash: { forecast: 2500, actual: 2500, difference: 0, differencePct: 0 },
    });
  });

  it('compares costs with revenue less profit before tax, and leaves out months outside the forecast', () => {
    const forecast = computeForecast(EXAMPLE_ASSUMPTIONS);
    const month = forecast.months[4]!;
    const comparison = compareActuals(
      [
        { month: '2027-05', costs: 20_000 },
        { month: '2031-01', revenue: 5 },
      ],
      forecast,
    );
    expect(comparison.months).toHaveLength(1);
    const costs = comparison.months[0]?.costs;
    expect(costs?.forecast).toBeCloseTo(month.revenue - month.profitBeforeTax, 6);
    expect(costs?.difference).toBeCloseTo(20_000 - (month.revenue - month.profitBeforeTax), 2);
  });

  it('has no percentage against a forecast of zero', () => {
    const forecast = computeForecast(emptyAssumptions('EUR', '2027-01'));
    expect(
      compareActuals([{ month: '2027-01', revenue: 10 }], forecast).months[0]?.revenue,
    ).toEqual({ forecast: 0, actual: 10, difference: 10, differencePct: null });
  });
});
