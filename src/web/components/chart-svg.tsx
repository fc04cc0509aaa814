import type { ForecastChart } from '../../../../domain/financial/chart-data.ts';
import {
  type ChartPalette,
  type ChartSize,
  drawChart,
} from '../../../../domain/financial/chart-drawing.ts';

/**
 * A forecast chart drawn from the same shapes as the PDF and the deck PDF (`chart-drawing.ts`):
 * a titled SVG image whose description carries the key figures; the statements are the tables.
 */
export function ChartView({
  chart,
  size,
  palette,
  fontFamily,
}: {
  chart: ForecastChart;
  size: ChartSize;
  palette: ChartPalette;
  fontFamily: string;
}) {
  const id = `slide-chart-${chart.id}`;
  return (
    <svg
      width={size.width}
      height={size.height}
      viewBox={`0 0 ${size.width} ${size.height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-description`}
      data-chart={chart.id}
      style={{ fontFamily }}
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
