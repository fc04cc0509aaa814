import { describe, expect, it } from 'vitest';
import { forecastCharts, valueAxis } from './chart-data.ts';
import { chartSvg, drawChart } from './chart-drawing.ts';
import { EXAMPLE_ASSUMPTIONS } from './example-assumptions.ts';
import { computeForecast } from './forecast.ts';

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
