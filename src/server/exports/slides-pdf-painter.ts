import { SPACING } from '../../domain/deck/deck-geometry.ts';
import { TEXT_STYLES } from '../../domain/deck/deck-styles.ts';
import type {
  DeckSlide,
  ImageElement,
  LayoutElement,
  TableElement,
  TextElement,
} from '../../domain/deck/deck-types.ts';
import { textHeight } from '../../domain/deck/text-fit.ts';
import { LINE_HEIGHT } from '../../domain/deck/text-measure.ts';
import { chartSvg, drawChart } from '../../domain/financial/chart-drawing.ts';
import { readImageInfo } from '../image-info.ts';
import type { ExportImage } from './export-document.ts';
import { type FontFamily, lineHeightRatio, textWidth } from './fonts.ts';
import { visualLines } from './pdf-bidi.ts';
import type { PdfBlocks } from './pdf-content.ts';
import type { PdfContent, PdfInline, PdfText } from './pdf-types.ts';
import type { SlidePalette } from './slide-palette.ts';

/** Points in an inch: the slide's inches become the PDF page's points. */
export const POINTS = 72;

export interface SlidesPdfContext {
  palette: SlidePalette;
  blocks: PdfBlocks;
  rtl: boolean;
  logos: { client?: ExportImage | undefined; firm?: ExportImage | undefined };
}

/** The images a slide names, as pdfmake's `images` map takes them. */
export function slideImages(logos: SlidesPdfContext['logos']): Record<string, string> {
  const images: Record<string, string> = {};
  for (const [name, image] of [
    ['client-logo', logos.client],
    ['firm-logo', logos.firm],
  ] as const) {
    const info = image && readImageInfo(image.bytes);
    if (image && (info?.kind === 'png' || info?.kind === 'jpeg')) {
      images[name] =
        `data:image/${info.kind};base64,${Buffer.from(image.bytes).toString('base64')}`;
    }
  }
  return images;
}

/**
 * A laid-out slide (`composeDeck`) as pdfmake content on its own 960 x 540 pt page, each element
 * at the layout's place and size (inches to points, nothing else decided here): text in the
 * layout's box at its fitted size with lines 1.2 sizes apart, tables at the layout's column
 * widths, charts as vector paths, logos in proportion.
 */
export function slideContent(slide: DeckSlide, context: SlidesPdfContext): PdfContent[] {
  return slide.elements.flatMap((element) => paint(element, context));
}

function paint(element: LayoutElement, context: SlidesPdfContext): PdfContent[] {
  const { box } = element;
  const at = { x: box.x * POINTS, y: box.y * POINTS };
  switch (element.kind) {
    case 'rect':
      return [
        {
          canvas: [
            {
              type: 'rect',
              x: 0,
              y: 0,
              w: box.w * POINTS,
              h: box.h * POINTS,
              color: context.palette.colour(element.fill),
            },
          ],
          absolutePosition: at,
        },
      ];
    case 'line':
      return [
        {
          canvas: [
            {
              type: 'line',
              x1: 0,
              y1: 0,
              x2: box.w * POINTS,
              y2: box.h * POINTS,
              lineWidth: element.weight,
              lineColor: context.palette.colour(element.colour),
            },
          ],
          absolutePosition: at,
        },
      ];
    case 'text':
      return [text(element, context)];
    case 'image':
      return image(element, context);
    case 'chart': {
      const size = { width: box.w * POINTS, height: box.h * POINTS, fontSize: element.fontSize };
      const palette = {
        primary: context.palette.colour('heading'),
        accent: context.palette.colour('accent'),
        loss: context.palette.loss,
        marker: context.palette.colour('text'),
        axis: context.palette.colour('rule'),
        text: context.palette.colour('muted'),
      };
      const font = context.palette.font('body');
      return [
        {
          svg: chartSvg(drawChart(element.chart, size, palette), size, font),
          width: size.width,
          height: size.height,
          font,
          absolutePosition: at,
        },
      ];
    }
    case 'table':
      return [table(element, context)];
  }
}

/**
 * One text box: a column as wide as the box holds the runs, each piece in the family that draws
 * it, its line height set so every line is 1.2 sizes tall whatever the font's own metrics.
 * Right to left, the lines are broken here and put in visual order (`pdf-bidi.ts`).
 */
function text(element: TextElement, context: SlidesPdfContext): PdfContent {
  const style = TEXT_STYLES[element.style];
  const family = context.palette.font(style.font);
  const bold = 'bold' in style && style.bold === true;
  const italic = 'italic' in style && style.italic === true;
  const colour = context.palette.colour(style.colour);
  const inlines = element.runs.flatMap((run) =>
    context.blocks.text(run.text, {
      font: family,
      ...(bold || run.bold ? { bold: true } : {}),
      ...(italic || run.italic ? { italics: true } : {}),
      ...(run.link ? { link: run.link } : {}),
      ...('underline' in style && style.underline ? { decoration: 'underline' as const } : {}),
    }),
  );
  const sized = (inline: PdfInline): PdfText => {
    const piece = typeof inline === 'string' ? { text: inline } : inline;
    const font = (piece.font as FontFamily | undefined) ?? family;
    const face = piece.bold
      ? piece.italics
        ? 'bolditalics'
        : 'bold'
      : piece.italics
        ? 'italics'
        : 'normal';
    return { font, ...piece, lineHeight: LINE_HEIGHT / lineHeightRatio(font, face) };
  };
  const width = element.box.w * POINTS;
  const lines = context.rtl
    ? visualLines(
        inlines.map(sized),
        (value, piece) =>
          textWidth(
            value,
            (piece?.font as FontFamily | undefined) ?? family,
            piece?.bold ? 'bold' : 'normal',
            element.size,
          ) + ('letterSpacing' in style ? [...value].length * style.letterSpacing : 0),
        width,
      )
    : [inlines.map(sized)];
  const height =
    element.valign === 'top'
      ? 0
      : textHeight(element.runs, element.style, element.size, element.box.w).height;
  const offset =
    element.valign === 'bottom'
      ? element.box.h - height
      : element.valign === 'middle'
        ? (element.box.h - height) / 2
        : 0;
  return {
    columns: [
      {
        width,
        stack: lines.map((line) => ({ text: line.length > 0 ? line : ' ' })),
        fontSize: element.size,
        color: colour,
        alignment: element.align,
        ...('letterSpacing' in style ? { characterSpacing: style.letterSpacing } : {}),
      },
    ],
    absolutePosition: {
      x: element.box.x * POINTS,
      y: (element.box.y + Math.max(0, offset)) * POINTS,
    },
  };
}

function image(element: ImageElement, context: SlidesPdfContext): PdfContent[] {
  const logo = element.image === 'client-logo' ? context.logos.client : context.logos.firm;
  const info = logo && readImageInfo(logo.bytes);
  if (!logo || (info?.kind !== 'png' && info?.kind !== 'jpeg')) return [];
  const { box } = element;
  const scale = Math.min((box.w * POINTS) / info.width, (box.h * POINTS) / info.height);
  const width = info.width * scale;
  const x = element.align === 'right' ? box.x * POINTS + box.w * POINTS - width : box.x * POINTS;
  return [
    {
      image: element.image,
      width,
      height: info.height * scale,
      absolutePosition: { x, y: box.y * POINTS },
    },
  ];
}

/** A table at the layout's column widths and row heights: header in the primary, zebra rows. */
function table(element: TableElement, context: SlidesPdfContext): PdfContent {
  const { palette, blocks } = context;
  const paddingX = SPACING.cellPaddingX * POINTS;
  const paddingY = SPACING.cellPaddingY * POINTS;
  const family = palette.font('body');
  const cell = (value: string, bold: boolean, colour: string) => ({
    stack: [
      {
        text: blocks.text(value, { font: family, ...(bold ? { bold: true } : {}) }).map((piece) => {
          const inline = typeof piece === 'string' ? { text: piece } : piece;
          const font = (inline.font as FontFamily | undefined) ?? family;
          return {
            ...inline,
            lineHeight: LINE_HEIGHT / lineHeightRatio(font, bold ? 'bold' : 'normal'),
          };
        }),
      },
    ],
    color: colour,
  });
  return {
    table: {
      headerRows: 1,
      widths: element.columns.map((width) => width * POINTS - 2 * paddingX),
      heights: element.rowHeights.map((height) => height * POINTS - 2 * paddingY),
      body: [
        element.header.map((value, column) => ({
          ...cell(value, true, palette.colour('onPrimary')),
          alignment: element.align[column] ?? 'left',
        })),
        ...element.rows.map((row, index) =>
          row.map((value, column) => ({
            ...cell(value, element.bold[index] === true, palette.colour('text')),
            alignment: element.align[column] ?? 'left',
          })),
        ),
      ],
    },
    layout: {
      hLineWidth: () => 0,
      vLineWidth: () => 0,
      fillColor: (row: number) =>
        row === 0 ? palette.colour('primary') : row % 2 === 0 ? palette.colour('zebra') : null,
      paddingLeft: () => paddingX,
      paddingRight: () => paddingX,
      paddingTop: () => paddingY,
      paddingBottom: () => paddingY,
    },
    fontSize: element.size,
    absolutePosition: { x: element.box.x * POINTS, y: element.box.y * POINTS },
  } as PdfContent;
}
