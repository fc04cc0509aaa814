import type { ChartPalette, ChartShape, ChartSize } from './chart-drawing.ts';
import { formatMoney } from './key-figures.ts';
import { MODEL_CHECK_LABELS } from './model-check-labels.ts';
import type { ScenarioAdjustment } from './scenarios.ts';
import type { SensitivityMetric, SensitivityPoint, SensitivityResult } from './sensitivity.ts';

/**
 * The sensitivity (`sensitivity.ts`) as a tornado chart: a row per driver, the largest swing
 * first, a bar from the base to the value with the driver moved down and one to the value with it
 * moved up, each labelled with its amount; as data (`tornadoChart`) and as the same vector shapes
 * as the forecast's charts (`drawTornado`), so any painter can draw it. Pure, zod-free, English
 * (the page's language).
 */

export const SENSITIVITY_METRIC_NAMES: Record<SensitivityMetric, string> = {
  netIncome: 'Net income',
  closingCash: 'Closing cash',
  fundingNeed: 'Funding need',
};

/** The drivers' names, as the exports' sensitivity table gives them. */
export const SENSITIVITY_DRIVER_NAMES: Record<ScenarioAdjustment, string> =
  MODEL_CHECK_LABELS.drivers;

/** `Sensitivity of net income, year 3`. */
export function sensitivityTitle(metric: SensitivityMetric, year: number): string {
  return `Sensitivity of ${SENSITIVITY_METRIC_NAMES[metric].toLowerCase()}, year ${year}`;
}

const changeText = (driver: ScenarioAdjustment, change: number) => {
  const sign = change > 0 ? '+' : '−';
  return driver.endsWith('Pts')
    ? `${sign}${Math.abs(change)} ${Math.abs(change) === 1 ? 'point' : 'points'}`
    : `${sign}${Math.abs(change)}%`;
};

export interface TornadoBar extends SensitivityPoint {
  /** `−10%`, `+1 point`. */
  changeLabel: string;
  /** The amount in the tab's currency format: `€12,345`. */
  valueLabel: string;
}

export interface TornadoRow {
  driver: ScenarioAdjustment;
  name: string;
  low: TornadoBar;
  high: TornadoBar;
  /** |high - low|: the rows are sorted by it, largest first. */
  swing: number;
}

export interface TornadoChart {
  title: string;
  /** The chart's text alternative: the base and every row's two values. */
  description: string;
  base: number;
  baseLabel: string;
  rows: TornadoRow[];
}

export function tornadoChart(result: SensitivityResult, currency: string): TornadoChart {
  const money = (amount: number) => formatMoney(currency, amount);
  const bar = (driver: ScenarioAdjustment, point: SensitivityPoint): TornadoBar => ({
    ...point,
    changeLabel: changeText(driver, point.change),
    valueLabel: money(point.value),
  });
  const rows = result.drivers
    .map((entry) => ({
      driver: entry.driver,
      name: SENSITIVITY_DRIVER_NAMES[entry.driver],
      low: bar(entry.driver, entry.low),
      high: bar(entry.driver, entry.high),
      swing: Math.abs(entry.high.value - entry.low.value),
    }))
    // Stable: drivers of equal swing keep the scenario order.
    .sort((a, b) => b.swing - a.swing);
  const title = sensitivityTitle(result.metric, result.year);
  return {
    title,
    description: `${SENSITIVITY_METRIC_NAMES[result.metric]} in year ${result.year} is ${money(result.base)} at the base. ${rows
      .map(
        (row) =>
          `${row.name} ${row.low.changeLabel}: ${row.low.valueLabel}, ${row.high.changeLabel}: ${row.high.valueLabel}`,
      )
      .join('. ')}.`,
    base: result.base,
    baseLabel: `Base ${money(result.base)}`,
    rows,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The height a tornado of `rows` drivers needs at `fontSize`. */
export function tornadoHeight(rows: number, fontSize: number): number {
  return round(fontSize * (2 + rows * 4 + 5));
}

/**
 * Each row: the driver's name, then two bars from the base line, "moved down" above "moved up",
 * their amounts beyond their ends; the base as a dashed line through every row, named at the top;
 * a legend of the two colours at the foot. Text stays inside `width` (the value labels' room is
 * kept on both sides).
 */
export function drawTornado(
  chart: TornadoChart,
  { width, fontSize }: ChartSize,
  palette: ChartPalette,
): ChartShape[] {
  const shapes: ChartShape[] = [];
  const text = (
    x: number,
    y: number,
    value: string,
    anchor: 'start' | 'middle' | 'end',
    colour = palette.text,
  ) =>
    shapes.push({
      kind: 'text',
      x: round(x),
      y: round(y),
      text: value,
      size: fontSize,
      colour,
      anchor,
    });
  const labels = chart.rows.flatMap((row) => [row.low.valueLabel, row.high.valueLabel]);
  const labelRoom = fontSize * (0.6 * Math.max(4, ...labels.map((label) => label.length)) + 0.6);
  const left = labelRoom;
  const right = Math.max(left + 1, width - labelRoom);
  const values = [chart.base, ...chart.rows.flatMap((row) => [row.low.value, row.high.value])];
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (high === low) {
    low -= 1;
    high += 1;
  }
  const x = (value: number) => round(left + ((value - low) / (high - low)) * (right - left));
  const baseX = x(chart.base);
  const top = fontSize * 2;
  const rowHeight = fontSize * 4;
  const barHeight = fontSize * 1.1;

  text(Math.min(Math.max(baseX, left), right), fontSize * 1.2, chart.baseLabel, 'middle');
  chart.rows.forEach((row, index) => {
    const rowTop = top + index * rowHeight;
    text(fontSize * 0.2, rowTop + fontSize, row.name, 'start');
    [
      { bar: row.low, colour: palette.accent, y: rowTop + fontSize * 1.4 },
      { bar: row.high, colour: palette.primary, y: rowTop + fontSize * 1.4 + barHeight + 1 },
    ].forEach(({ bar, colour, y }) => {
      const end = x(bar.value);
      const from = Math.min(baseX, end);
      const length = Math.max(0.5, Math.abs(end - baseX));
      shapes.push({
        kind: 'path',
        d: `M${round(from)} ${round(y)}h${round(length)}v${round(barHeight)}h${-round(length)}Z`,
        fill: colour,
      });
      const below = bar.value < chart.base;
      text(
        below ? end - fontSize * 0.3 : end + fontSize * 0.3,
        y + barHeight * 0.85,
        bar.valueLabel,
        below ? 'end' : 'start',
      );
    });
  });
  const plotBottom = top + chart.rows.length * rowHeight;
  shapes.push({
    kind: 'path',
    d: `M${baseX} ${round(fontSize * 1.6)}V${round(plotBottom)}`,
    stroke: palette.marker,
    width: fontSize * 0.12,
    dashed: true,
  });
  [
    { label: 'Driver moved down (−10% or −1 point)', colour: palette.accent },
    { label: 'Driver moved up (+10% or +1 point)', colour: palette.primary },
  ].forEach((item, index) => {
    const y = plotBottom + fontSize * (1.8 + index * 1.6);
    shapes.push({
      kind: 'path',
      d: `M${round(fontSize * 0.2)} ${round(y - fontSize * 0.35)}h${round(fontSize * 1.4)}`,
      stroke: item.colour,
      width: fontSize * 0.6,
    });
    text(fontSize * 2, y, item.label, 'start');
  });
  return shapes;
}
