import type PptxGenJS from 'pptxgenjs';
import { SPACING } from '../../domain/deck/deck-geometry.ts';
import { TEXT_STYLES } from '../../domain/deck/deck-styles.ts';
import type {
  ChartElement,
  DeckSlide,
  ImageElement,
  LayoutElement,
  TableElement,
  TextElement,
} from '../../domain/deck/deck-types.ts';
import { LINE_HEIGHT } from '../../domain/deck/text-measure.ts';
import { currencyAxisFormat } from '../../domain/financial/axis-number-format.ts';
import { readImageInfo } from '../image-info.ts';
import type { ExportImage } from './export-document.ts';
import type { SlidePalette } from './slide-palette.ts';

type Slide = PptxGenJS.Slide;
type TextProps = PptxGenJS.TextProps;

export interface PptxContext {
  pptx: PptxGenJS;
  palette: SlidePalette;
  /** PowerPoint's language tag (`ja-JP`) and direction, on every run and paragraph. */
  lang: string;
  rtl: boolean;
  logos: { client?: ExportImage | undefined; firm?: ExportImage | undefined };
  /** The strategy's currency: the charts' value axes are in it. */
  currency: string;
}

const hex = (colour: string) => colour.replace('#', '').toUpperCase();

/**
 * A laid-out slide (`composeDeck`) as PowerPoint shapes, each element where the layout put it:
 * native, editable text boxes (no inner margin, lines 1.2 sizes apart, as the layout measured),
 * tables with the layout's column widths and row heights, native charts, logos in proportion.
 * Decides nothing about where things go.
 */
export function paintPptxSlide(slide: Slide, deckSlide: DeckSlide, context: PptxContext): void {
  for (const element of deckSlide.elements) paintElement(slide, element, context);
  slide.addNotes(deckSlide.notes);
}

function paintElement(slide: Slide, element: LayoutElement, context: PptxContext): void {
  const { palette } = context;
  switch (element.kind) {
    case 'rect':
      slide.addShape('rect', {
        ...element.box,
        fill: { color: hex(palette.colour(element.fill)) },
        line: { color: hex(palette.colour(element.fill)), width: 0 },
      });
      return;
    case 'line':
      slide.addShape('line', {
        ...element.box,
        line: { color: hex(palette.colour(element.colour)), width: element.weight },
      });
      return;
    case 'text':
      paintText(slide, element, context);
      return;
    case 'image':
      paintImage(slide, element, context);
      return;
    case 'chart':
      paintChart(slide, element, context);
      return;
    case 'table':
      paintTable(slide, element, context);
      return;
  }
}

function language(context: PptxContext) {
  return { lang: context.lang, ...(context.rtl ? { rtlMode: true } : {}) };
}

function paintText(slide: Slide, element: TextElement, context: PptxContext): void {
  const style = TEXT_STYLES[element.style];
  const colour = hex(context.palette.colour(style.colour));
  const runs: TextProps[] = element.runs.map((run) => ({
    text: run.text,
    options: {
      ...language(context),
      ...(run.bold ? { bold: true } : {}),
      ...(run.italic ? { italic: true } : {}),
      ...(run.link ? { hyperlink: { url: run.link }, color: colour } : {}),
    },
  }));
  slide.addText(runs, {
    ...element.box,
    ...language(context),
    margin: 0,
    fontFace: context.palette.font(style.font),
    fontSize: element.size,
    color: colour,
    bold: 'bold' in style && style.bold === true,
    italic: 'italic' in style && style.italic === true,
    ...('underline' in style && style.underline ? { underline: { style: 'sng' as const } } : {}),
    ...('letterSpacing' in style ? { charSpacing: style.letterSpacing } : {}),
    lineSpacing: element.size * LINE_HEIGHT,
    align: element.align,
    valign: element.valign === 'middle' ? 'middle' : element.valign,
    // The layout measured the text to fit; shrinking is PowerPoint's guard should a viewer's
    // substitute font run wider still.
    fit: 'shrink',
  });
}

function paintImage(slide: Slide, element: ImageElement, context: PptxContext): void {
  const image = element.image === 'client-logo' ? context.logos.client : context.logos.firm;
  const info = image && readImageInfo(image.bytes);
  if (!image || !info || info.kind === 'webp') return;
  const scale = Math.min(element.box.w / info.width, element.box.h / info.height);
  const width = info.width * scale;
  slide.addImage({
    data: `image/${info.kind};base64,${Buffer.from(image.bytes).toString('base64')}`,
    x: element.align === 'right' ? element.box.x + element.box.w - width : element.box.x,
    y: element.box.y,
    w: width,
    h: info.height * scale,
  });
}

/**
 * A forecast chart as a native chart (editable, its data inside): every month a category, each
 * year's first labelled; the value axis in the strategy's currency.
 */
function paintChart(slide: Slide, element: ChartElement, context: PptxContext): void {
  const { chart } = element;
  const { pptx, palette } = context;
  const yearStart = new Map(chart.xTicks.map((tick) => [tick.value, tick.label]));
  const labels = Array.from(
    { length: chart.monthCount },
    (_, index) => yearStart.get(index + 1) ?? '',
  );
  const tone = {
    primary: hex(palette.colour('heading')),
    accent: hex(palette.colour('accent')),
    loss: hex(palette.loss),
  };
  const bars = chart.kind === 'bars';
  const font = palette.font('body');
  const muted = hex(palette.colour('muted'));
  slide.addChart(
    bars ? pptx.ChartType.bar : pptx.ChartType.line,
    chart.series.map((series) => ({ name: series.label, labels, values: series.values })),
    {
      ...element.box,
      // A native chart dashes all its lines or none: a dashed series is told by its grey instead.
      chartColors: chart.series.map((series) => (series.dashed ? muted : tone[series.tone])),
      ...(bars ? { barDir: 'col', barGapWidthPct: 40, invertedColors: [tone.loss] } : {}),
      lineSize: 2,
      lineDataSymbol: 'none',
      showLegend: true,
      legendPos: 'b',
      legendFontFace: font,
      legendFontSize: element.fontSize,
      legendColor: muted,
      catAxisLabelFontFace: font,
      catAxisLabelFontSize: element.fontSize,
      catAxisLabelColor: muted,
      catAxisLabelFrequency: '1',
      catAxisOrientation: 'minMax',
      valAxisLabelFontFace: font,
      valAxisLabelFontSize: element.fontSize,
      valAxisLabelColor: muted,
      valAxisMinVal: chart.yDomain[0],
      valAxisMaxVal: chart.yDomain[1],
      valAxisLabelFormatCode: currencyAxisFormat(
        context.currency,
        Math.max(...chart.yDomain.map(Math.abs)),
      ),
      valGridLine: { color: hex(palette.colour('rule')), size: 0.5 },
      catGridLine: { style: 'none' },
      altText: `${chart.title}. ${chart.description}`,
    },
  );
}

function paintTable(slide: Slide, element: TableElement, context: PptxContext): void {
  const { palette } = context;
  const cell = (text: string, row: number, column: number, bold: boolean) => {
    const header = row === 0;
    return {
      text,
      options: {
        ...language(context),
        bold: header || bold,
        color: hex(palette.colour(header ? 'onPrimary' : 'text')),
        fill: {
          color: hex(palette.colour(header ? 'primary' : row % 2 === 0 ? 'zebra' : 'white')),
        },
        align: element.align[column] ?? 'left',
      },
    };
  };
  slide.addTable(
    [
      element.header.map((text, column) => cell(text, 0, column, true)),
      ...element.rows.map((row, index) =>
        row.map((text, column) => cell(text, index + 1, column, element.bold[index] === true)),
      ),
    ],
    {
      ...element.box,
      colW: element.columns,
      rowH: element.rowHeights,
      fontSize: element.size,
      fontFace: palette.font('body'),
      border: { type: 'solid', pt: 0.5, color: hex(palette.colour('rule')) },
      // Inches (pptxgenjs reads a first value under 1 as inches): the layout's cell padding.
      margin: [
        SPACING.cellPaddingY,
        SPACING.cellPaddingX,
        SPACING.cellPaddingY,
        SPACING.cellPaddingX,
      ],
      valign: 'middle',
    },
  );
}
