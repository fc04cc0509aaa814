import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line, LinePath } from '@visx/shape';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  BREAK_EVEN_LABEL,
  type ChartTone,
  type ForecastChart,
  forecastCharts,
} from '../../../../domain/financial/chart-data.ts';
import type { Forecast } from '../../../../domain/financial/forecast-types.ts';

/**
 * The forecast's three charts as SVG (visx: React components over d3 scales, no canvas), each a
 * titled figure with a text description; the statements below are the full table alternative.
 * Loaded with the Financials tab only.
 */

/** Drawn at the figure's own width (text stays legible on a phone); this until it is measured. */
const DEFAULT_WIDTH = 560;
const HEIGHT = 240;
const MARGIN = { top: 16, right: 16, bottom: 32, left: 56 };
const INNER_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;

function useWidth(element: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.floor(entry.contentRect.width)));
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/** The tab's colours for the chart data's tones (the exports use the brand's). */
const TONE_COLOURS: Record<ChartTone, string> = {
  primary: '#4f46e5',
  accent: '#ea580c',
  loss: '#dc2626',
};
const MARKER_COLOUR = '#047857';

function ChartFrame({
  id,
  title,
  description,
  legend,
  children,
}: {
  id: string;
  title: string;
  description: string;
  legend: { label: string; colour: string; dashed?: boolean }[];
  /** Draws the chart in a plot area `innerWidth` wide. */
  children(innerWidth: number): React.ReactNode;
}) {
  const plot = useRef<HTMLDivElement>(null);
  const width = useWidth(plot);
  return (
    <figure className="min-w-0 rounded-lg border border-slate-200 bg-white p-3" data-chart={id}>
      <figcaption className="font-semibold text-slate-800 text-sm">{title}</figcaption>
      <div ref={plot} className="mt-2 w-full overflow-hidden">
        <svg
          width={width}
          height={HEIGHT}
          className="block"
          role="img"
          aria-labelledby={`${id}-title ${id}-description`}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-description`}>{description}</desc>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {children(width - MARGIN.left - MARGIN.right)}
          </Group>
        </svg>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-600 text-xs">
        {legend.map((item) => (
          <li key={item.label} className="flex items-center gap-1.5">
            <span
              aria-hidden
              className="inline-block h-0.5 w-4"
              style={{
                background: item.dashed
                  ? `repeating-linear-gradient(90deg, ${item.colour} 0 4px, transparent 4px 7px)`
                  : item.colour,
              }}
            />
            {item.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}

function BreakEvenMarker({ x, label }: { x: number; label: string }) {
  return (
    <g data-break-even>
      <line
        x1={x}
        x2={x}
        y1={0}
        y2={INNER_HEIGHT}
        stroke={MARKER_COLOUR}
        strokeWidth={1.5}
        strokeDasharray="4 3"
      />
      <text x={x + 4} y={10} fontSize={11} fill={MARKER_COLOUR}>
        {label}
      </text>
    </g>
  );
}

/** The chart data's value axis: its domain and ticks, as the PDF and the slides draw them. */
function valueScale(chart: ForecastChart) {
  return scaleLinear<number>({ domain: chart.yDomain, range: [INNER_HEIGHT, 0] });
}

function Axes({
  chart,
  y,
  x,
  innerWidth,
}: {
  chart: ForecastChart;
  y: ReturnType<typeof valueScale>;
  x: (month: number) => number;
  innerWidth: number;
}) {
  const yLabels = new Map(chart.yTicks.map((tick) => [tick.value, tick.label]));
  const xLabels = new Map(chart.xTicks.map((tick) => [tick.value, tick.label]));
  return (
    <>
      <Line from={{ x: 0, y: y(0) }} to={{ x: innerWidth, y: y(0) }} stroke="#94a3b8" />
      <AxisLeft
        scale={y}
        tickValues={chart.yTicks.map((tick) => tick.value)}
        tickFormat={(value) => yLabels.get(Number(value)) ?? ''}
        tickLabelProps={{ fontSize: 10, fill: '#475569' }}
        stroke="#cbd5e1"
        tickStroke="#cbd5e1"
      />
      <AxisBottom
        top={INNER_HEIGHT}
        scale={scaleLinear<number>({
          domain: [1, chart.monthCount],
          range: [x(1), x(chart.monthCount)],
        })}
        tickValues={chart.xTicks.map((tick) => tick.value)}
        tickFormat={(value) => xLabels.get(Number(value)) ?? ''}
        tickLabelProps={{ fontSize: 10, fill: '#475569' }}
        stroke="#cbd5e1"
        tickStroke="#cbd5e1"
      />
    </>
  );
}

const breakEvenLegend = (chart: ForecastChart) =>
  chart.breakEvenMonth ? [{ label: BREAK_EVEN_LABEL, colour: MARKER_COLOUR, dashed: true }] : [];

function LineChart({ chart }: { chart: ForecastChart }) {
  const y = valueScale(chart);
  const months = Array.from({ length: chart.monthCount }, (_, index) => index + 1);
  return (
    <ChartFrame
      id={`chart-${chart.id}`}
      title={chart.title}
      description={chart.description}
      legend={[
        ...chart.series.map((line) => ({ label: line.label, colour: TONE_COLOURS[line.tone] })),
        ...breakEvenLegend(chart),
      ]}
    >
      {(innerWidth) => {
        const x = scaleLinear<number>({
          domain: [1, Math.max(2, chart.monthCount)],
          range: [0, innerWidth],
        });
        return (
          <>
            <Axes chart={chart} y={y} x={x} innerWidth={innerWidth} />
            {chart.series.map((line) => (
              <LinePath
                key={line.label}
                data={months}
                x={(month) => x(month)}
                y={(month) => y(line.values[month - 1] ?? 0)}
                stroke={TONE_COLOURS[line.tone]}
                strokeWidth={2}
              />
            ))}
            {chart.breakEvenMonth ? (
              <BreakEvenMarker x={x(chart.breakEvenMonth)} label={BREAK_EVEN_LABEL} />
            ) : null}
          </>
        );
      }}
    </ChartFrame>
  );
}

function BarChart({ chart }: { chart: ForecastChart }) {
  const y = valueScale(chart);
  const series = chart.series[0];
  const values = series?.values ?? [];
  return (
    <ChartFrame
      id={`chart-${chart.id}`}
      title={chart.title}
      description={chart.description}
      legend={[
        { label: 'Profit', colour: TONE_COLOURS[series?.tone ?? 'primary'] },
        { label: 'Loss', colour: TONE_COLOURS.loss },
        ...breakEvenLegend(chart),
      ]}
    >
      {(innerWidth) => {
        const band = scaleBand<number>({
          domain: values.map((_, index) => index + 1),
          range: [0, innerWidth],
          padding: 0.2,
        });
        const centre = (month: number) => (band(month) ?? 0) + band.bandwidth() / 2;
        return (
          <>
            <Axes chart={chart} y={y} x={centre} innerWidth={innerWidth} />
            {values.map((value, index) => (
              <Bar
                // biome-ignore lint/suspicious/noArrayIndexKey: one bar per month, in order
                key={index}
                x={band(index + 1)}
                width={band.bandwidth()}
                y={Math.min(y(0), y(value))}
                height={Math.abs(y(value) - y(0))}
                fill={value >= 0 ? TONE_COLOURS[series?.tone ?? 'primary'] : TONE_COLOURS.loss}
              />
            ))}
            {chart.breakEvenMonth ? (
              <BreakEvenMarker x={centre(chart.breakEvenMonth)} label={BREAK_EVEN_LABEL} />
            ) : null}
          </>
        );
      }}
    </ChartFrame>
  );
}

/** The forecast's charts from the one chart data the PDF and the slides draw too. */
export function ForecastCharts({
  forecast,
  currency,
  startMonth,
}: {
  forecast: Forecast;
  currency: string;
  startMonth: string;
}) {
  const charts = useMemo(
    () => forecastCharts(forecast, currency, startMonth),
    [forecast, currency, startMonth],
  );
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {charts.map((chart) =>
        chart.kind === 'bars' ? (
          <BarChart key={chart.id} chart={chart} />
        ) : (
          <LineChart key={chart.id} chart={chart} />
        ),
      )}
    </div>
  );
}
