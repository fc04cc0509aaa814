import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ActualsComparison } from '../../../../domain/financial/actual-types.ts';
import { type ForecastChart, forecastCharts } from '../../../../domain/financial/chart-data.ts';
import type { ChartPalette } from '../../../../domain/financial/chart-drawing.ts';
import type { Forecast } from '../../../../domain/financial/forecast-types.ts';
import { ChartSvg } from '../../../components/chart-svg.tsx';

/**
 * The forecast's three charts, drawn from the same shapes as the PDF, the slides PDF and the
 * slides (`chart-data.ts` + `chart-drawing.ts`), each a titled figure whose SVG has a text
 * description; the statements below are the full table alternative. Loaded with the tab only.
 */

/** Drawn at the figure's own width (text stays legible on a phone); this until it is measured. */
const DEFAULT_WIDTH = 560;
const HEIGHT = 260;
const FONT_SIZE = 11;

/** The tab's colours for the chart data's tones (the exports use the brand's). */
export const PALETTE: ChartPalette = {
  primary: '#4f46e5',
  accent: '#ea580c',
  loss: '#dc2626',
  marker: '#047857',
  axis: '#cbd5e1',
  text: '#475569',
  // A scenario comparison's lines after the base (at most 10 scenarios).
  series: [
    '#ea580c',
    '#0891b2',
    '#16a34a',
    '#db2777',
    '#a16207',
    '#7c3aed',
    '#0f766e',
    '#be123c',
    '#1d4ed8',
    '#475569',
  ],
};

export function useWidth(element: React.RefObject<HTMLElement | null>): number {
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

export function ChartFigure({ chart }: { chart: ForecastChart }) {
  const plot = useRef<HTMLDivElement>(null);
  const width = useWidth(plot);
  return (
    <figure className="min-w-0 rounded-lg border border-slate-200 bg-white p-3">
      <figcaption className="font-semibold text-slate-800 text-sm">{chart.title}</figcaption>
      <div ref={plot} className="mt-2 w-full overflow-hidden">
        <ChartSvg
          chart={chart}
          idPrefix="financials-chart"
          size={{ width, height: HEIGHT, fontSize: FONT_SIZE }}
          palette={PALETTE}
          fontFamily="inherit"
        />
      </div>
    </figure>
  );
}

/** The forecast's charts from the one chart data the PDF and the slides draw too. */
export function ForecastCharts({
  forecast,
  currency,
  startMonth,
  actuals,
}: {
  forecast: Forecast;
  currency: string;
  startMonth: string;
  /** Drawn dashed over revenue, costs and cash where uploaded. */
  actuals?: ActualsComparison;
}) {
  const charts = useMemo(
    () => forecastCharts(forecast, currency, startMonth, actuals ? { actuals } : {}),
    [forecast, currency, startMonth, actuals],
  );
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {charts.map((chart) => (
        <ChartFigure key={chart.id} chart={chart} />
      ))}
    </div>
  );
}
