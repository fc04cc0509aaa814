import { describe, expect, it } from 'vitest';
import { compareActuals } from './actuals.ts';
import { forecastCharts, valueAxis } from './chart-data.ts';
import { chartSvg, drawChart } from './chart-drawing.ts';
import { EXAMPLE_ASSUMPTIONS } from './example-assumptions.ts';
import { financialFormat } from './financial-format.ts';
import { computeForecast } from './forecast.ts';
import { formatMoney } from './key-figures.ts';
import { scenarioChart } from './scenario-comparison.ts';
import { applyScenario } from './scenarios.ts';

const palette = {
  primary: '#112233',
  accent: '#445566',
  loss: '#B42318',
  marker: '#000000',
  axis: '#cccccc',
  text: '#555555',
};

describe('forecast chart data', () => {
  it('gives every chart a series value per month, an axis around them and zero, year ticks', () => {
    const assumptions = EXAMPLE_ASSUMPTIONS;
    const forecast = computeForecast(assumptions);
    const charts = forecastCharts(forecast, assumptions.currency, assumptions.startMonth);
    expect(charts.map((chart) => chart.title)).toEqual([
      'Revenue and costs',
      'Net income',
      'Cash balance',
    ]);
    for (const chart of charts) {
      const values = chart.series.flatMap((series) => series.values);
      expect(chart.series.every((series) => series.values.length === forecast.months.length)).toBe(
        true,
      );
      expect(chart.yDomain[0]).toBeLessThanOrEqual(Math.min(0, ...values));
      expect(chart.yDomain[1]).toBeGreaterThanOrEqual(Math.max(0, ...values));
      expect(chart.yTicks[0]!.value).toBe(chart.yDomain[0]);
      expect(chart.yTicks.at(-1)!.value).toBe(chart.yDomain[1]);
      expect(chart.xTicks.map((tick) => tick.value)).toEqual(
        Array.from({ length: assumptions.years }, (_, year) => year * 12 + 1),
      );
      expect(chart.breakEvenMonth).toBe(forecast.breakEvenMonth);
    }
    expect(charts[2]!.series[0]!.values.at(-1)).toBe(forecast.months.at(-1)!.closingCash);
  });

  it('rounds the value axis out to 1, 2 or 5 steps', () => {
    expect(valueAxis([-1234, 8760], String).ticks.map((tick) => tick.value)).toEqual([
      -2000, 0, 2000, 4000, 6000, 8000, 10000,
    ]);
    expect(valueAxis([0, 0], String).domain).toEqual([0, 1]);
  });

  it('draws paths in the palette and escapes text in the SVG', () => {
    const assumptions = EXAMPLE_ASSUMPTIONS;
    const [chart] = forecastCharts(
      computeForecast(assumptions),
      assumptions.currency,
      assumptions.startMonth,
    );
    const size = { width: 500, height: 220, fontSize: 8 };
    const shapes = drawChart(chart!, size, palette);
    expect(shapes.some((shape) => shape.kind === 'path' && shape.stroke === palette.primary)).toBe(
      true,
    );
    const svg = chartSvg(shapes, size, 'A & B');
    expect(svg).toContain('font-family="A &#38; B"');
    expect(svg).not.toContain('NaN');
  });
});

describe('actuals over the charts', () => {
  it('adds the actual months to the revenue and cash charts as dashed lines with gaps', () => {
    const forecast = computeForecast(EXAMPLE_ASSUMPTIONS);
    const actuals = compareActuals(
      [
        { month: '2027-01', revenue: 500_000, cash: 10 },
        { month: '2027-02', revenue: 12_000 },
        { month: '2027-04', revenue: 13_000 },
      ],
      forecast,
    );
    const [revenue, netIncome, cash] = forecastCharts(forecast, 'EUR', '2027-01', { actuals });
    expect(revenue?.overlays).toEqual([
      {
        label: 'Actual revenue',
        tone: 'primary',
        points: [
          { month: 1, value: 500_000 },
          { month: 2, value: 12_000 },
          { month: 4, value: 13_000 },
        ],
      },
    ]);
    // The axis reaches the actual that is above every forecast figure.
    expect(revenue!.yDomain[1]).toBeGreaterThanOrEqual(500_000);
    expect(revenue?.description).toContain('Actual revenue, 3 months: dashed.');
    expect(netIncome?.overlays).toBeUndefined();
    expect(cash?.overlays?.[0]?.points).toEqual([{ month: 1, value: 10 }]);
    const shapes = drawChart(revenue!, { width: 600, height: 260, fontSize: 11 }, palette);
    const line = shapes.find((shape) => shape.kind === 'path' && shape.dashed && !shape.mark);
    // Months 1 and 2 joined, month 4 starts again after the missing month 3.
    expect(line?.kind === 'path' && line.d.match(/[ML]/g)).toEqual(['M', 'L', 'M']);
    expect(forecastCharts(forecast, 'EUR', '2027-01')[0]?.overlays).toBeUndefined();
  });
});

describe('the scenario comparison charts', () => {
  it('draws a line for the base and each scenario, and wraps a legend wider than the chart', () => {
    const base = computeForecast(EXAMPLE_ASSUMPTIONS);
    const scenarios = Array.from({ length: 10 }, (_, index) => ({
      name: `Scenario number ${index + 1}`,
      forecast: computeForecast(applyScenario(EXAMPLE_ASSUMPTIONS, { volumePct: index * 5 })),
    }));
    const lines = [{ name: 'Base', forecast: base }, ...scenarios];
    const format = financialFormat('EUR', '2027-01');
    const revenue = scenarioChart(lines, format, 'revenue');
    const cash = scenarioChart(lines, format, 'cash');
    expect(revenue?.series.map((series) => series.label)).toEqual([
      'Base',
      ...scenarios.map((scenario) => scenario.name),
    ]);
    expect(revenue?.series[3]?.values[5]).toBe(scenarios[2]!.forecast.months[5]!.revenue);
    expect(cash?.series[0]?.values).toEqual(base.months.map((month) => month.closingCash));
    expect(cash?.description).toContain(
      `Scenario number 10: year 3 ${formatMoney('EUR', scenarios[9]!.forecast.years[2]!.closingCash)}`,
    );
    const colours = { ...palette, series: ['#aa0000', '#00aa00'] };
    const legendLines = (width: number) => {
      const shapes = drawChart(revenue!, { width, height: 400, fontSize: 11 }, colours);
      const labels = new Set(revenue!.series.map((series) => series.label));
      return new Set(
        shapes.flatMap((shape) =>
          shape.kind === 'text' && labels.has(shape.text) ? [shape.y] : [],
        ),
      ).size;
    };
    expect(legendLines(5000)).toBe(1);
    expect(legendLines(320)).toBeGreaterThan(3);
    const strokes = drawChart(revenue!, { width: 600, height: 400, fontSize: 11 }, colours)
      .filter((shape) => shape.kind === 'path' && shape.stroke && shape.width === 11 * 0.2)
      .map((shape) => shape.kind === 'path' && shape.stroke);
    expect(strokes.slice(0, 4)).toEqual([palette.primary, '#aa0000', '#00aa00', '#aa0000']);
  });
});
