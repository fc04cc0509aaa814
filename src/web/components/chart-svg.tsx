import type { ForecastChart } from '../../domain/financial/chart-data.ts';
import {
  type ChartPalette,
  type ChartShape,
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
  return (
    <ShapesSvg
      id={`${idPrefix}-${chart.id}`}
      name={chart.id}
      title={chart.title}
      description={chart.description}
      shapes={drawChart(chart, size, palette)}
      size={size}
      fontFamily={fontFamily}
    />
  );
}

/** Chart shapes (`chart-drawing.ts`, `sensitivity-chart.ts`) as one titled, described SVG image. */
export function ShapesSvg({
  id,
  name,
  title,
  description,
  shapes,
  size,
  fontFamily,
}: {
  id: string;
  /** `data-chart`, for tests and styles. */
  name: string;
  title: string;
  description: string;
  shapes: readonly ChartShape[];
  size: ChartSize;
  fontFamily: string;
}) {
  return (
    <svg
      width={size.width}
      height={size.height}
      viewBox={`0 0 ${size.width} ${size.height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-description`}
      data-chart={name}
      style={{ fontFamily, display: 'block' }}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-description`}>{description}</desc>
      {shapes.map((shape, index) =>
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
