import type { ChartSeries, ChartTone, ForecastChart } from './chart-data.ts';

/**
 * A chart (`chart-data.ts`) as vector shapes at a given size: SVG path data and positioned text.
 * The PDF and the deck PDF serialise them to SVG (pdfmake draws it as PDF paths, not an image);
 * the page's slides render them as SVG elements. Pure.
 */

export interface ChartPalette {
  primary: string;
  accent: string;
  loss: string;
  /** The break-even line and label. */
  marker: string;
  axis: string;
  text: string;
  /** Colours of a chart of many lines, by `ChartSeries.colourIndex` (the page's comparisons). */
  series?: readonly string[];
}

export type ChartShape =
  | {
      kind: 'path';
      d: string;
      stroke?: string;
      fill?: string;
      width?: number;
      dashed?: boolean;
      /** The break-even line, which the page marks for readers and tests. */
      mark?: 'break-even';
    }
  | {
      kind: 'text';
      x: number;
      y: number;
      text: string;
      size: number;
      colour: string;
      anchor: 'start' | 'middle' | 'end';
    };

export interface ChartSize {
  width: number;
  height: number;
  /** Axis and legend text; everything else scales from it. */
  fontSize: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function drawChart(
  chart: ForecastChart,
  { width, height, fontSize }: ChartSize,
  palette: ChartPalette,
): ChartShape[] {
  const legendHeight = fontSize * 2;
  const left = fontSize * 5;
  const right = fontSize;
  const top = fontSize;
  const colour = (tone: ChartTone) => palette[tone];
  const seriesColour = (series: ChartSeries) =>
    (series.colourIndex !== undefined && palette.series?.length
      ? palette.series[series.colourIndex % palette.series.length]
      : undefined) ?? colour(series.tone);
  // The legend: a swatch and a label per series and overlay (and the loss tone for bars, the
  // marker), wrapped onto as many lines as the width needs.
  const legend: { label: string; colour: string; dashed?: boolean }[] = [
    ...chart.series.map((series) => ({
      label: series.label,
      colour: seriesColour(series),
      ...(series.dashed ? { dashed: true } : {}),
    })),
    ...(chart.overlays ?? []).map((overlay) => ({
      label: overlay.label,
      colour: colour(overlay.tone),
      dashed: true,
    })),
  ];
  if (chart.kind === 'bars') legend.push({ label: chart.lossLabel, colour: palette.loss });
  if (chart.breakEvenMonth !== null) {
    legend.push({ label: chart.breakEvenLabel, colour: palette.marker, dashed: true });
  }
  const legendLines = legendRows(legend, left, width - right, fontSize);
  const bottom = fontSize * 2 + legendHeight * legendLines.length;
  const plotWidth = Math.max(1, width - left - right);
  const plotHeight = Math.max(1, height - top - bottom);
  const [low, high] = chart.yDomain;
  const y = (value: number) =>
    round(top + plotHeight - ((value - low) / (high - low)) * plotHeight);
  const count = Math.max(1, chart.monthCount);
  // Bars sit in equal slots; lines run from the first slot's centre to the last's.
  const slot = plotWidth / count;
  const x = (month: number) => round(left + (month - 0.5) * slot);
  const shapes: ChartShape[] = [];
  const text = (
    at: { x: number; y: number },
    value: string,
    anchor: 'start' | 'middle' | 'end',
    fill = palette.text,
  ) => shapes.push({ kind: 'text', ...at, text: value, size: fontSize, colour: fill, anchor });

  for (const tick of chart.yTicks) {
    const at = y(tick.value);
    shapes.push({
      kind: 'path',
      d: `M${left} ${at}H${round(left + plotWidth)}`,
      stroke: palette.axis,
      width: tick.value === 0 ? 1 : 0.4,
    });
    text({ x: left - fontSize * 0.4, y: round(at + fontSize * 0.35) }, tick.label, 'end');
  }
  for (const tick of chart.xTicks) {
    const at = x(tick.value);
    shapes.push({
      kind: 'path',
      d: `M${at} ${round(top + plotHeight)}V${round(top + plotHeight + fontSize * 0.4)}`,
      stroke: palette.axis,
      width: 0.6,
    });
    text({ x: at, y: round(top + plotHeight + fontSize * 1.5) }, tick.label, 'middle');
  }

  if (chart.kind === 'bars') {
    const series = chart.series[0];
    const barWidth = Math.max(0.5, slot * 0.7);
    series?.values.forEach((value, index) => {
      const from = y(0);
      const to = y(value);
      if (from === to) return;
      const barLeft = round(x(index + 1) - barWidth / 2);
      shapes.push({
        kind: 'path',
        d: `M${barLeft} ${Math.min(from, to)}h${round(barWidth)}v${round(Math.abs(to - from))}h${-round(barWidth)}Z`,
        fill: value >= 0 ? colour(series.tone) : palette.loss,
      });
    });
  } else {
    for (const series of chart.series) {
      const d = series.values
        .map((value, index) => `${index === 0 ? 'M' : 'L'}${x(index + 1)} ${y(value)}`)
        .join('');
      shapes.push({
        kind: 'path',
        d,
        stroke: seriesColour(series),
        width: fontSize * 0.2,
        ...(series.dashed ? { dashed: true } : {}),
      });
    }
  }

  for (const overlay of chart.overlays ?? []) {
    const stroke = colour(overlay.tone);
    const points = [...overlay.points].sort((a, b) => a.month - b.month);
    // Consecutive months are joined; a month without a figure leaves a gap.
    const d = points
      .map(
        (point, index) =>
          `${index > 0 && points[index - 1]!.month === point.month - 1 ? 'L' : 'M'}${x(point.month)} ${y(point.value)}`,
      )
      .join('');
    shapes.push({ kind: 'path', d, stroke, width: fontSize * 0.2, dashed: true });
    const radius = round(fontSize * 0.25);
    const dots = points
      .map(
        (point) =>
          `M${round(x(point.month) - radius)} ${y(point.value)}a${radius} ${radius} 0 1 0 ${2 * radius} 0a${radius} ${radius} 0 1 0 ${-2 * radius} 0`,
      )
      .join('');
    shapes.push({ kind: 'path', d: dots, fill: stroke });
  }

  if (chart.breakEvenMonth !== null) {
    const at = x(chart.breakEvenMonth);
    shapes.push({
      kind: 'path',
      d: `M${at} ${top}V${round(top + plotHeight)}`,
      stroke: palette.marker,
      width: fontSize * 0.15,
      dashed: true,
      mark: 'break-even',
    });
    const nearRight = at > left + plotWidth * 0.8;
    text(
      { x: round(nearRight ? at - fontSize * 0.3 : at + fontSize * 0.3), y: round(top + fontSize) },
      chart.breakEvenLabel,
      nearRight ? 'end' : 'start',
      palette.marker,
    );
  }

  legendLines.forEach((line, lineIndex) => {
    const legendY = round(
      height - fontSize * 0.8 - (legendLines.length - 1 - lineIndex) * legendHeight,
    );
    for (const { item, x: legendX } of line) {
      shapes.push({
        kind: 'path',
        d: `M${round(legendX)} ${round(legendY - fontSize * 0.35)}h${round(fontSize * 1.4)}`,
        stroke: item.colour,
        width: fontSize * 0.3,
        ...(item.dashed ? { dashed: true } : {}),
      });
      text({ x: round(legendX + fontSize * 1.8), y: legendY }, item.label, 'start');
    }
  });
  return shapes;
}

/**
 * Legend items laid out from `left`, a new line when the next would pass `right` (one line for a
 * legend that fits, as before; a comparison of many scenarios on a phone takes several).
 */
function legendRows<Item extends { label: string }>(
  items: readonly Item[],
  left: number,
  right: number,
  fontSize: number,
): { item: Item; x: number }[][] {
  const lines: { item: Item; x: number }[][] = [[]];
  let x = left;
  for (const item of items) {
    const itemWidth = fontSize * (3 + labelEms(item.label));
    const line = lines.at(-1)!;
    if (line.length > 0 && x + itemWidth - fontSize > right) {
      lines.push([{ item, x: left }]);
      x = left + itemWidth;
    } else {
      line.push({ item, x });
      x += itemWidth;
    }
  }
  return lines;
}

/** A label's rough width in ems: a wide (CJK) character is a whole em, any other about 0.6. */
function labelEms(label: string): number {
  let ems = 0;
  for (const character of label) {
    ems += /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(character)
      ? 1
      : 0.6;
  }
  return ems;
}

const escapeXml = (value: string) =>
  value.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A piece of a text shape and the font family that draws it (unset: the SVG's own). */
export interface ChartTextRun {
  text: string;
  family?: string;
}

/**
 * The shapes as a standalone SVG document (for pdfmake's `svg` node). `runsOf` may cut a text
 * into pieces, each in the family that draws its script and in the order they are drawn (a PDF
 * sets right-to-left text itself); by default a text is one piece in `fontFamily`.
 */
export function chartSvg(
  shapes: readonly ChartShape[],
  size: ChartSize,
  fontFamily: string,
  runsOf: (text: string) => ChartTextRun[] = (text) => [{ text }],
): string {
  const textContent = (text: string) =>
    runsOf(text)
      .map((run) =>
        run.family && run.family !== fontFamily
          ? `<tspan font-family="${escapeXml(run.family)}">${escapeXml(run.text)}</tspan>`
          : escapeXml(run.text),
      )
      .join('');
  const body = shapes
    .map((shape) =>
      shape.kind === 'path'
        ? `<path d="${shape.d}" fill="${shape.fill ?? 'none'}"${shape.stroke ? ` stroke="${shape.stroke}" stroke-width="${shape.width ?? 1}"` : ''}${shape.dashed ? ` stroke-dasharray="${round((shape.width ?? 1) * 3)} ${round((shape.width ?? 1) * 2)}"` : ''}/>`
        : `<text x="${shape.x}" y="${shape.y}" font-size="${shape.size}" fill="${shape.colour}" text-anchor="${shape.anchor}">${textContent(shape.text)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}" font-family="${escapeXml(fontFamily)}">${body}</svg>`;
}
