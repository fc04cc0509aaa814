import { describe, expect, it } from 'vitest';
import { EXAMPLE_ASSUMPTIONS } from './example-assumptions.ts';
import { formatMoney } from './key-figures.ts';
import { computeSensitivity } from './sensitivity.ts';
import { drawTornado, tornadoChart, tornadoHeight } from './sensitivity-chart.ts';

const palette = {
  primary: '#112233',
  accent: '#445566',
  loss: '#B42318',
  marker: '#000000',
  axis: '#cccccc',
  text: '#555555',
};

describe('the tornado chart', () => {
  const result = computeSensitivity(EXAMPLE_ASSUMPTIONS, 'netIncome', 3);
  const chart = tornadoChart(result, 'EUR');

  it('puts the largest swing first and labels each value in the tab’s currency format', () => {
    const swings = chart.rows.map((row) => row.swing);
    expect(swings).toEqual([...swings].sort((a, b) => b - a));
    expect(chart.rows).toHaveLength(6);
    const price = chart.rows.find((row) => row.driver === 'pricePct')!;
    const fromResult = result.drivers.find((row) => row.driver === 'pricePct')!;
    expect(price.low).toMatchObject({
      changeLabel: '−10%',
      valueLabel: formatMoney('EUR', fromResult.low.value),
    });
    expect(chart.rows.find((row) => row.driver === 'churnPts')?.high.changeLabel).toBe('+1 point');
    expect(chart.title).toBe('Sensitivity of net income, year 3');
    expect(chart.description).toContain(`at the base. ${chart.rows[0]!.name} −`);
  });

  it('draws a bar from the base to each value, every text inside the chart', () => {
    for (const width of [300, 900]) {
      const size = { width, height: tornadoHeight(6, 11), fontSize: 11 };
      const shapes = drawTornado(chart, size, palette);
      const bars = shapes.filter((shape) => shape.kind === 'path' && shape.fill);
      expect(bars).toHaveLength(12);
      for (const shape of shapes) {
        if (shape.kind !== 'text') continue;
        const room = shape.text.length * shape.size * 0.6;
        const [from, to] =
          shape.anchor === 'end'
            ? [shape.x - room, shape.x]
            : shape.anchor === 'middle'
              ? [shape.x - room / 2, shape.x + room / 2]
              : [shape.x, shape.x + room];
        if (shape.anchor !== 'middle') {
          expect(from, shape.text).toBeGreaterThanOrEqual(-0.5);
          expect(to, shape.text).toBeLessThanOrEqual(width + 0.5);
        }
        expect(shape.y).toBeLessThanOrEqual(size.height);
      }
      // Moved down in the accent colour, moved up in the primary one.
      expect(
        bars.filter((shape) => shape.kind === 'path' && shape.fill === palette.accent),
      ).toHaveLength(6);
    }
  });
});
