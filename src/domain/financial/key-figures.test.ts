import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyAssumptions, type FinancialAssumptions } from './assumption-types.ts';
import { EXAMPLE_ASSUMPTIONS } from './example-assumptions.ts';
import { extractMoneyFigures, figuresToCheck } from './figures.ts';
import { computeForecast } from './forecast.ts';
import { assumptionsArbitrary } from './forecast-test-support.ts';
import { keyFiguresBlock, modelFigures } from './key-figures.ts';

function block(assumptions: FinancialAssumptions): string {
  return keyFiguresBlock(assumptions, computeForecast(assumptions));
}

describe('keyFiguresBlock', () => {
  it('gives the key figures of the example, rounded to whole euros', () => {
    expect(block(EXAMPLE_ASSUMPTIONS)).toBe(
      [
        'Financial model (EUR):',
        '- Forecast period: 3 years, January 2027 to December 2029 (year 1 is January 2027 to December 2027)',
        '- Revenue: year 1 €288,659; year 2 €644,545; year 3 €1,173,272',
        '- Gross margin: year 1 66.7%; year 2 67.3%; year 3 67.4%',
        '- Net income: year 1 €76,444; year 2 €269,391; year 3 €554,471',
        '- Closing cash: year 1 €150,975; year 2 €413,115; year 3 €959,517',
        '- Break-even: January 2027 (month 1); profit before tax stays at or above zero from then on',
        '- Lowest cash: €81,220 (January 2027)',
        '- Funding need: none beyond the funding planned (cash never falls below zero)',
        '- Funding planned: equity €50,000 (January 2027); loan €40,000 at 6% a year over 36 months (January 2027)',
        '- Prices: Beans €12 per unit; Office plan €30 per month',
        'Quote these figures wherever the section gives money amounts; do not invent different ones.',
      ].join('\n'),
    );
  });

  it('names break-even as a calendar month from the first month, and the funding need', () => {
    // A loss of 10,000 a month in year 1, then a profit: break-even in month 13.
    const text = block({
      ...emptyAssumptions('GBP', '2026-10'),
      revenueStreams: [
        { name: 'Sales', kind: 'units', unitPrice: 1, unitsPerMonth: 10_000, monthlyGrowthPct: 0 },
      ],
      operatingExpenses: [{ name: 'Launch', amountPerMonth: 20_000, annualIncreasePct: -60 }],
    });
    expect(text).toContain(
      '- Break-even: October 2027 (month 13); profit before tax stays at or above zero from then on',
    );
    expect(text).toContain('- Lowest cash: -£120,000 (September 2027)');
    expect(text).toContain(
      '- Funding need: £120,000 more than the funding planned, to keep cash from falling below zero',
    );
    expect(text).toContain('- Gross margin: year 1 100%; year 2 100%; year 3 100%');
  });

  it('says when there is no break-even and no revenue', () => {
    const text = block({
      ...emptyAssumptions('USD'),
      operatingExpenses: [{ name: 'Rent', amountPerMonth: 1, annualIncreasePct: 0 }],
    });
    expect(text).toContain('- Break-even: not reached within the forecast (36 months)');
    expect(text).toContain('- Gross margin: year 1 n/a (no revenue);');
    expect(text).not.toContain('Funding planned');
  });

  it('quotes only figures that "Numbers to check" finds in the model', () => {
    fc.assert(
      fc.property(assumptionsArbitrary, (assumptions) => {
        const forecast = computeForecast(assumptions);
        const text = keyFiguresBlock(assumptions, forecast);
        const quoted = extractMoneyFigures(text).filter((figure) =>
          figure.currencies.includes(assumptions.currency),
        );
        // Revenue, net income and closing cash per year, lowest cash, at least.
        expect(quoted.length).toBeGreaterThanOrEqual(3 * assumptions.years + 1);
        expect(
          figuresToCheck(text, assumptions.currency, modelFigures(assumptions, forecast)),
        ).toEqual([]);
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
