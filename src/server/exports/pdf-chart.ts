import { type ForecastChart, LOSS_COLOUR } from '../../domain/financial/chart-data.ts';
import { type ChartPalette, chartSvg, drawChart } from '../../domain/financial/chart-drawing.ts';
import type { PdfTheme } from './pdf-theme.ts';
import type { PdfContent } from './pdf-types.ts';

/** A chart's colours from the brand: lines in the primary and accent, readable on white. */
export function chartPalette(theme: PdfTheme): ChartPalette {
  return {
    primary: theme.headingColour,
    accent: theme.accent,
    loss: LOSS_COLOUR,
    marker: theme.text,
    axis: theme.rule,
    text: theme.muted,
  };
}

/**
 * A forecast chart in a pdfmake document: its title, then the chart as vector paths and text
 * (an SVG that pdfmake converts to PDF operators, so it stays sharp and its labels searchable).
 */
export function pdfChart(
  chart: ForecastChart,
  theme: PdfTheme,
  size: { width: number; height: number; fontSize: number; titleSize: number },
): PdfContent {
  const shapes = drawChart(chart, size, chartPalette(theme));
  return {
    stack: [
      {
        text: chart.title,
        bold: true,
        fontSize: size.titleSize,
        color: theme.headingColour,
        margin: [0, 0, 0, 4],
      },
      {
        svg: chartSvg(shapes, size, theme.bodyFont),
        width: size.width,
        height: size.height,
        font: theme.bodyFont,
      },
    ],
    unbreakable: true,
    margin: [0, 4, 0, 12],
  };
}
