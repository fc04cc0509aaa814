import { type ForecastChart, LOSS_COLOUR } from '../../domain/financial/chart-data.ts';
import {
  type ChartPalette,
  type ChartTextRun,
  chartSvg,
  drawChart,
} from '../../domain/financial/chart-drawing.ts';
import { type FontFamily, familyDraws } from './fonts.ts';
import type { PdfBlocks } from './pdf-content.ts';
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
 * A chart's text as the SVG draws it: each piece in the family that has its script, right to
 * left in visual order (the report's own text routine, `PdfBlocks.text`). Text of one script
 * family that also draws the rest (`2027年1月` in Noto Sans JP) is one piece: the SVG spaces
 * pieces apart.
 */
function chartTextRuns(blocks: PdfBlocks, fallback: FontFamily) {
  return (text: string): ChartTextRun[] => {
    const runs = blocks
      .text(text)
      .filter((piece) => piece !== '\n')
      .map((piece) =>
        typeof piece === 'string'
          ? { text: piece }
          : {
              text: String(piece.text),
              family: (piece.font as FontFamily | undefined) ?? fallback,
            },
      );
    const families = [...new Set(runs.flatMap((run) => (run.family ? [run.family] : [])))];
    const [only] = families;
    if (
      families.length === 1 &&
      only !== fallback &&
      !blocks.rtl &&
      familyDraws(only as FontFamily, text)
    ) {
      return [{ text, family: only }];
    }
    return runs;
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
  blocks: PdfBlocks,
): PdfContent {
  const shapes = drawChart(chart, size, chartPalette(theme));
  return {
    stack: [
      {
        text: blocks.text(chart.title),
        bold: true,
        fontSize: size.titleSize,
        color: theme.headingColour,
        margin: [0, 0, 0, 4],
      },
      {
        svg: chartSvg(shapes, size, theme.bodyFont, chartTextRuns(blocks, theme.bodyFont)),
        width: size.width,
        height: size.height,
        font: theme.bodyFont,
      },
    ],
    unbreakable: true,
    margin: [0, 4, 0, 12],
  };
}
