import type { ForecastChart } from '../../domain/financial/chart-data.ts';
import {
  type ChartPalette,
  type ChartSize,
  drawChart,
} from '../../domain/financial/chart-drawing.ts';

/**
 * A forecast chart drawn from the same shapes as the PDF, the slides PDF and the slides
 * (`chart-drawing.ts`): a titled SVG image whose description carries the key figures. The
 * Financials tab and the page's slides both draw with it; there is no other chart library.
 */
export function ChartSvg({
  chart,
  size,
  palette,
  fontFamily,
  idPrefix,
}: {
  chart: ForecastChart;
  size: ChartSize;
  palette: ChartPalette;
  fontFamily: string;
  /** Keeps the title's and description's ids apart when a chart is on the page twice. */
  idPrefix: string;
}) {
  const id = `${idPrefix}-${chart.id}`;
  return (
    <svg
      width={size.width}
      height={size.height}
      viewBox={`0 0 ${size.width} ${size.height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-description`}
      data-chart={chart.id}
      style={{ fontFamily, display: 'block' }}
    >
      <title id={`${id}-title`}>{chart.title}</title>
      <desc id={`${id}-description`}>{chart.description}</desc>
      {drawChart(chart, size, palette).map((shape, index) =>
        shape.kind === 'path' ? (
          <path
            // biome-ignore lint/suspicious/noArrayIndexKey: a chart's shapes never move
            key={index}
            d={shape.d}
            fill={shape.fill ?? 'none'}
            stroke={shape.stroke}
            strokeWidth={shape.width}
            strokeDasharray={
              shape.dashed ? `${(shape.width ?? 1) * 3} ${(shape.width ?? 1) * 2}` : undefined
            }
            data-break-even={shape.mark === 'break-even' ? '' : undefined}
          />
        ) : (
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: a chart's shapes never move
            key={index}
            x={shape.x}
            y={shape.y}
            fontSize={shape.size}
            fill={shape.colour}
            textAnchor={shape.anchor}
          >
            {shape.text}
          </text>
        ),
      )}
    </svg>
  );
}
