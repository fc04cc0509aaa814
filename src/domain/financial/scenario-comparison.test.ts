import { describe, expect, it } from 'vitest';
import { EXAMPLE_ASSUMPTIONS } from './example-assumptions.ts';
import { financialFormat } from './financial-format.ts';
import { computeForecast } from './forecast.ts';
import { formatMoney } from './key-figures.ts';
import {
  scenarioChart,
  scenarioComparisonTables,
  scenarioForecasts,
  scenariosBlock,
} from './scenario-comparison.ts';
import { AMBITIOUS_SCENARIO, applyScenario, CONSERVATIVE_SCENARIO } from './scenarios.ts';

const assumptions = EXAMPLE_ASSUMPTIONS;
const scenarios = [CONSERVATIVE_SCENARIO, AMBITIOUS_SCENARIO];
const money = (amount: number) => formatMoney(assumptions.currency, amount);
const forecasts = scenarioForecasts(assumptions, scenarios);

describe('the scenarios compared', () => {
  it('forecasts the base first, then each scenario by its adjustments', () => {
    expect(forecasts.map(({ name }) => name)).toEqual(['Base', 'Conservative', 'Ambitious']);
    expect(forecasts[0]!.forecast).toEqual(computeForecast(assumptions));
    expect(forecasts[1]!.forecast).toEqual(
      computeForecast(applyScenario(assumptions, CONSERVATIVE_SCENARIO.adjustments)),
    );
  });

  it('gives a table per figure, a row per scenario and a column per year', () => {
    const tables = scenarioComparisonTables(forecasts, {
      currency: assumptions.currency,
      money,
      yearLabel: (year) => `Year ${year}`,
      figureLabels: {
        revenue: 'Revenue',
        netIncome: 'Net income',
        closingCash: 'Closing cash',
        fundingNeed: 'Funding need to date',
      },
    });
    expect(tables.map((table) => table.title)).toEqual([
      `Revenue by scenario (${assumptions.currency})`,
      `Net income by scenario (${assumptions.currency})`,
      `Closing cash by scenario (${assumptions.currency})`,
      `Funding need to date by scenario (${assumptions.currency})`,
    ]);
    const [revenue, , cash, funding] = tables;
    expect(revenue!.header).toEqual([
      'Scenario',
      ...forecasts[0]!.forecast.years.map((year) => `Year ${year.year}`),
    ]);
    expect(revenue!.rows[1]).toEqual([
      'Conservative',
      ...forecasts[1]!.forecast.years.map((year) => money(year.revenue)),
    ]);
    expect(cash!.rows[2]![1]).toBe(money(forecasts[2]!.forecast.years[0]!.closingCash));
    // The last year's funding need is the forecast's own.
    for (const [index, { forecast }] of forecasts.entries()) {
      expect(funding!.rows[index]!.at(-1)).toBe(money(forecast.fundingNeed));
    }
  });

  it('draws monthly revenue per scenario, the base solid and the scenarios told apart', () => {
    const chart = scenarioChart(
      forecasts,
      financialFormat(assumptions.currency, assumptions.startMonth),
      'revenue',
    );
    expect(
      chart.series.map((series) => [series.label, series.tone, series.dashed ?? false]),
    ).toEqual([
      ['Base', 'primary', false],
      ['Conservative', 'accent', false],
      ['Ambitious', 'accent', true],
    ]);
    // The page's painter colours the scenarios from its own palette.
    expect(chart.series.map((series) => series.colourIndex)).toEqual([undefined, 0, 1]);
    expect(chart.series[2]!.values).toEqual(
      forecasts[2]!.forecast.months.map((month) => month.revenue),
    );
    expect(chart.monthCount).toBe(assumptions.years * 12);
    const highest = Math.max(...chart.series.flatMap((series) => series.values));
    expect(chart.yDomain[1]).toBeGreaterThanOrEqual(highest);
    expect(chart.description).toContain(`Conservative: year ${assumptions.years} `);
  });

  it('writes the prompt block with each scenario’s yearly revenue, net income and funding need', () => {
    const block = scenariosBlock(assumptions.currency, forecasts);
    const lines = block.split('\n');
    expect(lines[0]).toBe(`Scenarios (${assumptions.currency}):`);
    expect(lines).toHaveLength(5);
    const ambitious = forecasts[2]!.forecast;
    expect(lines[3]).toBe(
      `- Ambitious: revenue ${ambitious.years.map((year) => `year ${year.year} ${money(year.revenue)}`).join(', ')}; net income ${ambitious.years.map((year) => `year ${year.year} ${money(year.netIncome)}`).join(', ')}; funding need ${ambitious.fundingNeed > 0 ? money(ambitious.fundingNeed) : 'none'}`,
    );
    expect(lines[1]).toMatch(/^- Base \(the model above\): revenue year 1 /);
  });
});
