import PptxGenJS from 'pptxgenjs';
import { type DeckColours, deckColours } from '../../domain/brand-colours.ts';
import { blockLines, tableColumnShares } from '../../domain/deck/compose-deck.ts';
import { DECK_GEOMETRY } from '../../domain/deck/deck-geometry.ts';
import type { ChartSlide, DeckBlock, DeckRun, SectionSlide } from '../../domain/deck/deck-types.ts';
import { formatLabel } from '../../domain/deliverable-labels.ts';
import { LOSS_COLOUR } from '../../domain/financial/chart-data.ts';
import { readImageInfo } from '../image-info.ts';
import { deckOf } from './deck-from-model.ts';
import type { ExportImage, ExportModel } from './export-document.ts';
import { inLanguage } from './pptx-language.ts';

type Slide = PptxGenJS.Slide;
type TextProps = PptxGenJS.TextProps;

/** Inches on a 13.333 x 7.5 in slide; the body holds DECK_GEOMETRY.bodyLines lines. */
const LEFT = 0.6;
const WIDTH = DECK_GEOMETRY.slideWidth - 2 * LEFT;
const BODY_TOP = 1.85;
const BODY_HEIGHT = 4.95;
const LINE = BODY_HEIGHT / DECK_GEOMETRY.bodyLines;
const FOOTER_Y = 6.95;

const hex = (colour: string) => colour.replace('#', '').toUpperCase();

/** The deck's colours as pptxgenjs takes them: `RRGGBB`. */
type Colours = Record<keyof DeckColours, string>;

/**
 * The deck as a PowerPoint file: a cover, then each section's slides as `composeDeck` laid them
 * out, every text a native, editable text box or table (never a picture of one), the section's
 * full text in the notes, the brand's colours and fonts; file properties name the firm.
 */
export async function renderPptx(model: ExportModel): Promise<Uint8Array> {
  const { brand, cover } = model;
  const deck = deckOf(model);
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  const owner = cover.firmName || cover.companyName;
  pptx.author = owner;
  // pptxgenjs writes the company into docProps/app.xml without escaping it.
  pptx.company = escapeXml(owner);
  pptx.title = `${cover.title}: ${cover.companyName}`;
  pptx.subject = cover.companyName;
  pptx.theme = { headFontFace: brand.headingFont, bodyFontFace: brand.bodyFont };
  const colours = Object.fromEntries(
    Object.entries(deckColours(brand.primaryColor, brand.accentColor)).map(([name, colour]) => [
      name,
      hex(colour),
    ]),
  ) as Colours;
  const total = deck.slides.length;
  deck.slides.forEach((deckSlide, index) => {
    const slide = inLanguage(pptx.addSlide(), model.locale);
    switch (deckSlide.kind) {
      case 'cover':
        coverSlide(slide, model, colours);
        break;
      case 'unwritten':
        unwrittenSlide(slide, model, colours, deckSlide.sections);
        break;
      case 'section':
        sectionSlide(slide, model, colours, deckSlide);
        break;
      case 'chart':
        chartSlide(pptx, slide, model, colours, deckSlide);
        break;
    }
    if (deckSlide.kind !== 'cover') footer(slide, model, colours, index + 1, total);
  });
  const buffer = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
  return new Uint8Array(buffer);
}

function coverSlide(slide: Slide, model: ExportModel, colours: Colours): void {
  const { cover, brand, labels } = model;
  const panelWidth = 7.6;
  slide.addShape('rect', {
    x: 0,
    y: 0,
    w: panelWidth,
    h: DECK_GEOMETRY.slideHeight,
    fill: { color: colours.primary },
    line: { color: colours.primary },
  });
  slide.addShape('rect', {
    x: panelWidth,
    y: 0,
    w: 0.08,
    h: DECK_GEOMETRY.slideHeight,
    fill: { color: colours.accent },
    line: { color: colours.accent },
  });
  if (cover.firmName) {
    slide.addText(cover.firmName.toUpperCase(), {
      x: 0.7,
      y: 0.55,
      w: 6.2,
      h: 0.4,
      fontSize: 11,
      bold: true,
      charSpacing: 2,
      color: colours.onPrimary,
      fontFace: brand.bodyFont,
    });
  }
  slide.addText(cover.title, {
    x: 0.7,
    y: 2.35,
    w: 6.4,
    h: 0.4,
    fontSize: 12,
    charSpacing: 2,
    color: colours.onPrimary,
    fontFace: brand.bodyFont,
  });
  slide.addText(cover.companyName, {
    x: 0.7,
    y: 2.8,
    w: 6.4,
    h: 2.0,
    fontSize: cover.companyName.length > 60 ? 26 : 40,
    bold: true,
    valign: 'top',
    fit: 'shrink',
    color: colours.onPrimary,
    fontFace: brand.headingFont,
  });
  slide.addShape('line', {
    x: 0.7,
    y: 4.95,
    w: 0.9,
    h: 0,
    line: { color: colours.accent, width: 3 },
  });
  if (model.metadata.clientName?.trim()) {
    slide.addText(`${labels.preparedFor} ${model.metadata.clientName.trim()}`, {
      x: 0.7,
      y: 5.15,
      w: 6.4,
      h: 0.5,
      fontSize: 16,
      color: colours.onPrimary,
      fontFace: brand.bodyFont,
    });
  }
  const right = panelWidth + 0.7;
  const rightWidth = DECK_GEOMETRY.slideWidth - right - 0.6;
  addLogo(slide, model.logos.client, { x: right, y: 0.9, w: rightWidth, h: 1.5 });
  slide.addText(
    cover.lines.flatMap((line): TextProps[] => [
      {
        text: line.label.toUpperCase(),
        options: {
          fontSize: 9,
          bold: true,
          color: colours.muted,
          charSpacing: 1.5,
          breakLine: true,
        },
      },
      {
        text: line.value,
        options: { fontSize: 15, color: colours.text, breakLine: true, paraSpaceAfter: 12 },
      },
    ]),
    { x: right, y: 2.9, w: rightWidth, h: 2.6, valign: 'top', fontFace: brand.bodyFont },
  );
  if (brand.disclaimer) {
    slide.addText(brand.disclaimer, {
      x: right,
      y: 5.6,
      w: rightWidth,
      h: 1.0,
      fontSize: 8,
      color: colours.muted,
      valign: 'bottom',
      fit: 'shrink',
      fontFace: brand.bodyFont,
    });
  }
  addLogo(slide, model.logos.firm, { x: right + rightWidth - 1.8, y: 6.7, w: 1.8, h: 0.5 });
  slide.addNotes(
    [
      cover.title,
      cover.companyName,
      ...cover.lines.map((line) => `${line.label}: ${line.value}`),
    ].join('\n'),
  );
}

/** A logo scaled into its box, kept in proportion; skipped when it is not PNG, JPEG or GIF. */
function addLogo(
  slide: Slide,
  image: ExportImage | undefined,
  box: { x: number; y: number; w: number; h: number },
): void {
  if (!image) return;
  const info = readImageInfo(image.bytes);
  if (!info || info.kind === 'webp') return;
  const scale = Math.min(box.w / info.width, box.h / info.height);
  slide.addImage({
    data: `image/${info.kind};base64,${Buffer.from(image.bytes).toString('base64')}`,
    x: box.x,
    y: box.y,
    w: info.width * scale,
    h: info.height * scale,
  });
}

function titleBlock(
  slide: Slide,
  model: ExportModel,
  colours: Colours,
  kicker: string,
  title: string,
) {
  if (kicker) {
    slide.addText(kicker.toUpperCase(), {
      x: LEFT,
      y: 0.35,
      w: WIDTH,
      h: 0.35,
      fontSize: 11,
      bold: true,
      charSpacing: 1.5,
      margin: 0,
      color: colours.accentText,
      fontFace: model.brand.bodyFont,
    });
  }
  slide.addText(title, {
    x: LEFT,
    y: 0.7,
    w: WIDTH,
    h: 0.85,
    fontSize: DECK_GEOMETRY.titleFontSize,
    bold: true,
    valign: 'top',
    fit: 'shrink',
    margin: 0,
    color: colours.heading,
    fontFace: model.brand.headingFont,
  });
  slide.addShape('line', {
    x: LEFT,
    y: 1.6,
    w: 0.8,
    h: 0,
    line: { color: colours.accent, width: 2.5 },
  });
}

/**
 * A forecast chart as a native PowerPoint chart (a chart part with its data, editable in
 * PowerPoint), in the brand's colours; break-even is named under it, as a native chart has no
 * place for a marker line at a category.
 */
function chartSlide(
  pptx: PptxGenJS,
  slide: Slide,
  model: ExportModel,
  colours: Colours,
  deckSlide: ChartSlide,
) {
  const { chart } = deckSlide;
  titleBlock(slide, model, colours, deckSlide.groupTitle, deckSlide.title);
  const yearStart = new Map(chart.xTicks.map((tick) => [tick.value, tick.label]));
  // Every month is a category; only each year's first is labelled.
  const labels = Array.from(
    { length: chart.monthCount },
    (_, index) => yearStart.get(index + 1) ?? '',
  );
  const tone = { primary: colours.heading, accent: colours.accent, loss: hex(LOSS_COLOUR) };
  const bars = chart.kind === 'bars';
  slide.addChart(
    bars ? pptx.ChartType.bar : pptx.ChartType.line,
    chart.series.map((series) => ({ name: series.label, labels, values: series.values })),
    {
      x: LEFT,
      y: BODY_TOP - 0.1,
      w: WIDTH,
      h: BODY_HEIGHT - 0.45,
      chartColors: chart.series.map((series) => tone[series.tone]),
      ...(bars ? { barDir: 'col', barGapWidthPct: 40, invertedColors: [tone.loss] } : {}),
      lineSize: 2,
      lineDataSymbol: 'none',
      showLegend: true,
      legendPos: 'b',
      legendFontFace: model.brand.bodyFont,
      legendFontSize: 12,
      legendColor: colours.muted,
      catAxisLabelFontFace: model.brand.bodyFont,
      catAxisLabelFontSize: 12,
      catAxisLabelColor: colours.muted,
      catAxisLabelFrequency: '1',
      catAxisOrientation: 'minMax',
      valAxisLabelFontFace: model.brand.bodyFont,
      valAxisLabelFontSize: 12,
      valAxisLabelColor: colours.muted,
      valAxisMinVal: chart.yDomain[0],
      valAxisMaxVal: chart.yDomain[1],
      valAxisLabelFormatCode: '#,##0',
      valGridLine: { color: 'D4D9E0', size: 0.5 },
      catGridLine: { style: 'none' },
      altText: `${chart.title}. ${chart.description}`,
    },
  );
  slide.addText(chart.breakEvenNote, {
    x: LEFT,
    y: BODY_TOP + BODY_HEIGHT - 0.45,
    w: WIDTH,
    h: 0.4,
    fontSize: 14,
    bold: true,
    margin: 0,
    color: colours.text,
    fontFace: model.brand.bodyFont,
  });
}

function sectionSlide(slide: Slide, model: ExportModel, colours: Colours, deckSlide: SectionSlide) {
  const title =
    deckSlide.continuation === 0
      ? deckSlide.title
      : formatLabel(model.labels.continued, { title: deckSlide.title });
  titleBlock(slide, model, colours, deckSlide.groupTitle, title);
  let y = BODY_TOP;
  let pending: DeckBlock[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const lines = pending.reduce((sum, block) => sum + blockLines(block), 0);
    const height = lines * LINE;
    slide.addText(
      pending.flatMap((block) => paragraphs(block, colours)),
      {
        x: LEFT,
        y,
        w: WIDTH,
        h: height,
        valign: 'top',
        fit: 'shrink',
        margin: 0,
        fontFace: model.brand.bodyFont,
        color: colours.text,
      },
    );
    y += height;
    pending = [];
  };
  for (const block of deckSlide.blocks) {
    if (block.kind !== 'table') {
      pending.push(block);
      continue;
    }
    flush();
    const height = blockLines(block) * LINE;
    const shares = tableColumnShares(block);
    const cell = (text: string, header: boolean, row: number, column: number) => ({
      text,
      options: {
        bold: header,
        color: header ? colours.onPrimary : colours.text,
        fill: { color: header ? colours.primary : row % 2 === 0 ? colours.zebra : 'FFFFFF' },
        align: block.align[column] ?? 'left',
      },
    });
    slide.addTable(
      [
        block.header.map((text, column) => cell(text, true, 0, column)),
        ...block.rows.map((row, rowIndex) =>
          row.map((text, column) => cell(text, false, rowIndex + 1, column)),
        ),
      ],
      {
        x: LEFT,
        y,
        w: WIDTH,
        colW: shares.map((share) => share * WIDTH),
        fontSize: DECK_GEOMETRY.tableFontSize,
        fontFace: model.brand.bodyFont,
        border: { type: 'solid', pt: 0.5, color: 'D4D9E0' },
        margin: 0.06,
        valign: 'middle',
      },
    );
    y += height;
  }
  flush();
  if (deckSlide.notes) slide.addNotes(deckSlide.notes);
}

/** A block's paragraphs as text runs; the last run of each paragraph breaks the line. */
function paragraphs(block: DeckBlock, colours: Colours): TextProps[] {
  const gap = DECK_GEOMETRY.blockGap * DECK_GEOMETRY.bodyFontSize * 1.2;
  const runsOf = (runs: DeckRun[], options: TextProps['options']): TextProps[] =>
    runs.map((run, index) => ({
      text: run.text,
      options: {
        ...options,
        ...(run.bold ? { bold: true } : {}),
        ...(run.italic ? { italic: true } : {}),
        ...(run.link ? { hyperlink: { url: run.link } } : {}),
        ...(index === runs.length - 1 ? { breakLine: true } : {}),
      },
    }));
  switch (block.kind) {
    case 'heading':
      return runsOf(block.runs, {
        fontSize: DECK_GEOMETRY.headingFontSize,
        bold: true,
        color: colours.heading,
        paraSpaceAfter: gap,
      });
    case 'point':
      return runsOf(block.runs, {
        fontSize: DECK_GEOMETRY.bodyFontSize,
        paraSpaceAfter: gap,
        ...(block.marker === 'none'
          ? {}
          : {
              bullet:
                block.marker === 'number'
                  ? { type: 'number', ...(block.number ? { numberStartAt: block.number } : {}) }
                  : { characterCode: '2022', indent: 22 },
              indentLevel: block.level,
            }),
      });
    case 'quote':
      return runsOf(block.runs, {
        fontSize: DECK_GEOMETRY.bodyFontSize,
        italic: true,
        color: colours.accentText,
        paraSpaceAfter: gap * 2,
        indentLevel: 1,
      });
    case 'table':
      return [];
  }
}

function unwrittenSlide(
  slide: Slide,
  model: ExportModel,
  colours: Colours,
  sections: { title: string }[],
) {
  const note = model.notice?.blocks.find((block) => block.kind === 'note');
  titleBlock(slide, model, colours, '', model.labels.unwrittenTitle);
  slide.addText(
    [
      {
        text: note?.kind === 'note' ? note.intro : '',
        options: { breakLine: true, paraSpaceAfter: 10 },
      },
      ...sections.map(
        (section): TextProps => ({
          text: section.title,
          options: { bullet: { characterCode: '2022', indent: 22 }, breakLine: true },
        }),
      ),
    ],
    {
      x: LEFT,
      y: BODY_TOP,
      w: WIDTH,
      h: BODY_HEIGHT,
      valign: 'top',
      fit: 'shrink',
      fontSize: 16,
      fontFace: model.brand.bodyFont,
      color: colours.text,
    },
  );
}

function footer(slide: Slide, model: ExportModel, colours: Colours, page: number, pages: number) {
  const text = model.footer.replaceAll('{page}', String(page)).replaceAll('{pages}', String(pages));
  slide.addShape('line', {
    x: LEFT,
    y: FOOTER_Y - 0.08,
    w: WIDTH,
    h: 0,
    line: { color: 'D4D9E0', width: 0.75 },
  });
  slide.addText(text, {
    x: LEFT,
    y: FOOTER_Y,
    w: WIDTH,
    h: 0.35,
    fontSize: 10,
    color: colours.muted,
    fontFace: model.brand.bodyFont,
    valign: 'middle',
  });
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}
