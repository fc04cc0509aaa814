import { blockLines, tableColumnShares } from '../../domain/deck/compose-deck.ts';
import { DECK_GEOMETRY } from '../../domain/deck/deck-geometry.ts';
import type { DeckBlock, DeckRun, SectionSlide, Slide } from '../../domain/deck/deck-types.ts';
import { formatLabel } from '../../domain/deliverable-labels.ts';
import { chartSvg, drawChart } from '../../domain/financial/chart-drawing.ts';
import { readImageInfo } from '../image-info.ts';
import { deckOf } from './deck-from-model.ts';
import type { ExportImage, ExportModel } from './export-document.ts';
import { chartPalette } from './pdf-chart.ts';
import { PdfBlocks } from './pdf-content.ts';
import { loadFontsOf, preparePdfmake } from './pdf-fonts.ts';
import { type PdfTheme, pdfTheme } from './pdf-theme.ts';
import type { PdfContent, PdfInline } from './pdf-types.ts';

/** Points: the PowerPoint deck's 13.333 x 7.5 in slide at 72 points an inch. */
const INCH = 72;
const PAGE = { width: DECK_GEOMETRY.slideWidth * INCH, height: DECK_GEOMETRY.slideHeight * INCH };
const LEFT = 0.6 * INCH;
const WIDTH = PAGE.width - 2 * LEFT;
const BODY_TOP = 1.85 * INCH;
const LINE = (4.95 * INCH) / DECK_GEOMETRY.bodyLines;
const CLIENT_LOGO = 'client-logo';
const FIRM_LOGO = 'firm-logo';

/**
 * The deck of the PowerPoint export as a PDF, one 16:9 page per slide, laid out from the same
 * `composeDeck` slides at the same sizes, so the two files always match slide for slide.
 */
export async function renderSlidesPdf(model: ExportModel): Promise<Uint8Array> {
  try {
    const pdfmake = preparePdfmake();
    const theme = pdfTheme(model.brand);
    const blocks = new PdfBlocks(theme, WIDTH, {
      language: model.language,
      rtl: model.locale.direction === 'rtl',
    });
    const deck = deckOf(model);
    const images: Record<string, string> = {};
    const client = dataUrl(model.logos.client);
    const firm = dataUrl(model.logos.firm);
    if (client) images[CLIENT_LOGO] = client.url;
    if (firm) images[FIRM_LOGO] = firm.url;
    const total = deck.slides.length;
    const content = deck.slides.flatMap((slide, index) => {
      const page = slideContent(slide, model, theme, blocks, { client, firm });
      const withFooter =
        slide.kind === 'cover'
          ? page
          : [...page, ...footer(model, theme, blocks, index + 1, total)];
      // Every slide is drawn absolutely; one flowing line per slide makes the page.
      return [
        { text: ' ', fontSize: 1, ...(index > 0 ? { pageBreak: 'before' as const } : {}) },
        ...withFooter,
      ];
    });
    const definition = {
      pageSize: PAGE,
      pageMargins: [0, 0, 0, 0],
      info: {
        title: `${model.cover.title}: ${model.cover.companyName}`,
        author: model.cover.firmName || model.cover.companyName,
        subject: model.cover.companyName,
        creator: model.cover.firmName || model.cover.title,
        producer: model.cover.firmName || model.cover.title,
      },
      language: model.locale.tag,
      images,
      content,
      defaultStyle: {
        font: theme.bodyFont,
        fontSize: DECK_GEOMETRY.bodyFontSize,
        color: theme.text,
      },
    };
    loadFontsOf(definition);
    return await pdfmake.createPdf(definition).getBuffer();
  } catch (cause) {
    throw new Error('Failed to generate the slides PDF', { cause });
  }
}

interface Logo {
  url: string;
  width: number;
  height: number;
}

function dataUrl(image: ExportImage | undefined): Logo | undefined {
  if (!image) return undefined;
  const info = readImageInfo(image.bytes);
  if (info?.kind !== 'png' && info?.kind !== 'jpeg') return undefined;
  return {
    url: `data:image/${info.kind};base64,${Buffer.from(image.bytes).toString('base64')}`,
    width: info.width,
    height: info.height,
  };
}

function slideContent(
  slide: Slide,
  model: ExportModel,
  theme: PdfTheme,
  blocks: PdfBlocks,
  logos: { client: Logo | undefined; firm: Logo | undefined },
): PdfContent[] {
  switch (slide.kind) {
    case 'cover':
      return cover(model, theme, blocks, logos);
    case 'unwritten': {
      const note = model.notice?.blocks.find((block) => block.kind === 'note');
      return [
        ...title(theme, blocks, '', model.labels.unwrittenTitle),
        {
          stack: [
            { text: blocks.text(note?.kind === 'note' ? note.intro : ''), margin: [0, 0, 0, 10] },
            { ul: slide.sections.map((section) => ({ text: blocks.text(section.title) })) },
          ],
          fontSize: 16,
          absolutePosition: { x: LEFT, y: BODY_TOP },
        },
      ];
    }
    case 'section':
      return section(slide, model, theme, blocks);
    case 'chart':
      // The chart as vector paths (pdfmake draws the SVG), as in the report's PDF.
      return [
        ...title(theme, blocks, slide.groupTitle, slide.title),
        {
          svg: chartSvg(
            drawChart(slide.chart, CHART_SIZE, chartPalette(theme)),
            CHART_SIZE,
            theme.bodyFont,
          ),
          width: CHART_SIZE.width,
          height: CHART_SIZE.height,
          font: theme.bodyFont,
          absolutePosition: { x: LEFT, y: BODY_TOP - 8 },
        },
        {
          text: blocks.text(slide.chart.breakEvenNote),
          fontSize: 14,
          bold: true,
          absolutePosition: { x: LEFT, y: BODY_TOP + CHART_SIZE.height },
        },
      ];
  }
}

/** The chart fills the body but a line for the break-even note below it. */
const CHART_SIZE = { width: WIDTH, height: 5 * 72 - 30, fontSize: 12 };

function cover(
  model: ExportModel,
  theme: PdfTheme,
  blocks: PdfBlocks,
  logos: { client: Logo | undefined; firm: Logo | undefined },
): PdfContent[] {
  const { cover: details, labels } = model;
  const panel = 7.6 * INCH;
  const left = 0.7 * INCH;
  const right = panel + 0.7 * INCH;
  const rightWidth = PAGE.width - right - 0.6 * INCH;
  const content: PdfContent[] = [
    {
      canvas: [
        { type: 'rect', x: 0, y: 0, w: panel, h: PAGE.height, color: theme.primary },
        { type: 'rect', x: panel, y: 0, w: 6, h: PAGE.height, color: theme.accent },
      ],
      absolutePosition: { x: 0, y: 0 },
    },
  ];
  if (details.firmName) {
    content.push({
      text: blocks.text(details.firmName.toUpperCase()),
      fontSize: 11,
      bold: true,
      characterSpacing: 0.8,
      color: theme.onPrimary,
      absolutePosition: { x: left, y: 0.6 * INCH },
    });
  }
  content.push({
    stack: [
      {
        text: blocks.text(details.title),
        fontSize: 12,
        characterSpacing: 0.8,
        margin: [0, 0, 0, 10],
      },
      {
        text: blocks.text(details.companyName, { font: theme.headingFont }),
        font: theme.headingFont,
        bold: true,
        fontSize: details.companyName.length > 60 ? 26 : 40,
        lineHeight: 1.05,
      },
      {
        canvas: [
          { type: 'line', x1: 0, y1: 0, x2: 64, y2: 0, lineWidth: 3, lineColor: theme.accent },
        ],
        margin: [0, 18, 0, 14],
      },
      ...(model.metadata.clientName?.trim()
        ? [
            {
              text: blocks.text(`${labels.preparedFor} ${model.metadata.clientName.trim()}`),
              fontSize: 16,
            },
          ]
        : []),
    ],
    color: theme.onPrimary,
    absolutePosition: { x: left, y: 2.4 * INCH },
  });
  if (logos.client) {
    content.push({
      image: CLIENT_LOGO,
      fit: [rightWidth, 1.5 * INCH],
      absolutePosition: { x: right, y: 0.9 * INCH },
    });
  }
  content.push({
    stack: details.lines.flatMap((line): PdfContent[] => [
      {
        text: blocks.text(line.label.toUpperCase()),
        fontSize: 9,
        bold: true,
        characterSpacing: 0.7,
        color: theme.muted,
      },
      { text: blocks.text(line.value), fontSize: 15, margin: [0, 1, 0, 12] },
    ]),
    absolutePosition: { x: right, y: 2.9 * INCH },
  });
  if (model.brand.disclaimer) {
    content.push({
      text: blocks.text(model.brand.disclaimer),
      fontSize: 8,
      color: theme.muted,
      absolutePosition: { x: right, y: 5.7 * INCH },
    });
  }
  if (logos.firm) {
    content.push({
      image: FIRM_LOGO,
      fit: [1.8 * INCH, 0.5 * INCH],
      absolutePosition: { x: PAGE.width - 0.6 * INCH - 1.8 * INCH, y: 6.7 * INCH },
    });
  }
  return content;
}

function title(theme: PdfTheme, blocks: PdfBlocks, kicker: string, text: string): PdfContent[] {
  return [
    ...(kicker
      ? [
          {
            text: blocks.text(kicker.toUpperCase()),
            fontSize: 11,
            bold: true,
            characterSpacing: 0.7,
            color: theme.accentText,
            absolutePosition: { x: LEFT, y: 0.38 * INCH },
          } satisfies PdfContent,
        ]
      : []),
    {
      text: blocks.text(text, { font: theme.headingFont }),
      font: theme.headingFont,
      bold: true,
      fontSize: DECK_GEOMETRY.titleFontSize,
      color: theme.headingColour,
      absolutePosition: { x: LEFT, y: 0.72 * INCH },
    },
    {
      canvas: [
        {
          type: 'line',
          x1: 0,
          y1: 0,
          x2: 0.8 * INCH,
          y2: 0,
          lineWidth: 2.5,
          lineColor: theme.accent,
        },
      ],
      absolutePosition: { x: LEFT, y: 1.6 * INCH },
    },
  ];
}

function section(
  slide: SectionSlide,
  model: ExportModel,
  theme: PdfTheme,
  blocks: PdfBlocks,
): PdfContent[] {
  const heading =
    slide.continuation === 0
      ? slide.title
      : formatLabel(model.labels.continued, { title: slide.title });
  const content = title(theme, blocks, slide.groupTitle, heading);
  let y = BODY_TOP;
  for (const block of slide.blocks) {
    const indented = (block.kind === 'point' && block.level === 1) || block.kind === 'quote';
    const x = LEFT + (indented ? 0.35 * INCH : 0);
    content.push({ stack: [deckBlock(block, theme, blocks)], absolutePosition: { x, y } });
    y += blockLines(block) * LINE;
  }
  return content;
}

function runs(deckRuns: DeckRun[], blocks: PdfBlocks, theme: PdfTheme): PdfInline[] {
  return deckRuns.flatMap((run) =>
    blocks.text(run.text, {
      ...(run.bold ? { bold: true } : {}),
      ...(run.italic ? { italics: true } : {}),
      ...(run.link ? { link: run.link, color: theme.link } : {}),
    }),
  );
}

function deckBlock(block: DeckBlock, theme: PdfTheme, blocks: PdfBlocks): PdfContent {
  switch (block.kind) {
    case 'heading':
      return {
        text: runs(block.runs, blocks, theme),
        bold: true,
        color: theme.headingColour,
        fontSize: DECK_GEOMETRY.headingFontSize,
      };
    case 'point': {
      const text = { text: runs(block.runs, blocks, theme) };
      if (block.marker === 'none') return text;
      return block.marker === 'number'
        ? { ol: [text], start: block.number ?? 1 }
        : { ul: [text], markerColor: theme.accent };
    }
    case 'quote':
      return {
        text: runs(block.runs, blocks, theme),
        italics: true,
        color: theme.accentText,
      };
    case 'table': {
      const shares = tableColumnShares(block);
      return {
        table: {
          headerRows: 1,
          widths: shares.map((share) => share * WIDTH - 8),
          body: [
            block.header.map((cell) => ({
              text: blocks.text(cell),
              bold: true,
              color: theme.onPrimary,
            })),
            ...block.rows.map((row) => row.map((cell) => ({ text: blocks.text(cell) }))),
          ],
        },
        layout: {
          hLineWidth: () => 0.5,
          vLineWidth: () => 0,
          hLineColor: () => theme.rule,
          fillColor: (row) => (row === 0 ? theme.primary : row % 2 === 0 ? theme.zebra : null),
          paddingLeft: () => 4,
          paddingRight: () => 4,
          paddingTop: () => 3,
          paddingBottom: () => 3,
        },
        fontSize: DECK_GEOMETRY.tableFontSize,
      };
    }
  }
}

function footer(
  model: ExportModel,
  theme: PdfTheme,
  blocks: PdfBlocks,
  page: number,
  pages: number,
): PdfContent[] {
  const text = model.footer.replaceAll('{page}', String(page)).replaceAll('{pages}', String(pages));
  return [
    {
      canvas: [
        { type: 'line', x1: 0, y1: 0, x2: WIDTH, y2: 0, lineWidth: 0.75, lineColor: theme.rule },
      ],
      absolutePosition: { x: LEFT, y: 6.87 * INCH },
    },
    {
      text: blocks.text(text),
      fontSize: 10,
      color: theme.muted,
      absolutePosition: { x: LEFT, y: 7.0 * INCH },
    },
  ];
}
