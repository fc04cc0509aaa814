import type { ExportModel } from './export-document.ts';
import type { PdfBlocks } from './pdf-content.ts';
import type { PdfTheme } from './pdf-theme.ts';
import type { PdfContent } from './pdf-types.ts';

export const CLIENT_LOGO = 'client-logo';
export const FIRM_LOGO = 'firm-logo';

export interface PdfPage {
  width: number;
  height: number;
  margin: { left: number; top: number; right: number; bottom: number };
}

/**
 * The cover: a panel in the brand's primary colour with the title and the client's company,
 * then both logos, the client, preparer and date, the digital version and the disclaimer. Every
 * piece is placed absolutely so a long name never pushes the page's parts about.
 */
export function pdfCover(
  model: ExportModel,
  page: PdfPage,
  theme: PdfTheme,
  blocks: PdfBlocks,
  logos: { client: boolean; firm: boolean },
): PdfContent[] {
  const { cover, labels } = model;
  const left = page.margin.left;
  const width = page.width - left - page.margin.right;
  const panelHeight = Math.round(page.height * 0.5);
  const nameSize = cover.companyName.length > 160 ? 18 : cover.companyName.length > 80 ? 24 : 32;
  const content: PdfContent[] = [
    {
      canvas: [
        { type: 'rect', x: 0, y: 0, w: page.width, h: panelHeight, color: theme.primary },
        { type: 'rect', x: 0, y: panelHeight, w: page.width, h: 6, color: theme.accent },
      ],
      absolutePosition: { x: 0, y: 0 },
      // Right to left, pdfmake would align the page-wide panel to the right margin, a margin
      // short of the right edge: it is placed from the left edge in either direction.
      alignment: 'left',
    },
  ];
  if (cover.firmName) {
    content.push({
      text: blocks.text(cover.firmName.toUpperCase()),
      absolutePosition: { x: left, y: 54 },
      width,
      fontSize: 9,
      bold: true,
      characterSpacing: 0.8,
      color: theme.onPrimary,
    });
  }
  content.push({
    stack: [
      {
        text: blocks.text(cover.title),
        fontSize: 10,
        characterSpacing: 0.8,
        color: theme.onPrimary,
        margin: [0, 0, 0, 10],
      },
      {
        text: blocks.text(cover.companyName, { font: theme.headingFont }),
        font: theme.headingFont,
        bold: true,
        fontSize: nameSize,
        lineHeight: 1.08,
        color: theme.onPrimary,
      },
      {
        canvas: [
          {
            type: 'line',
            x1: 0,
            y1: 0,
            x2: 56,
            y2: 0,
            lineWidth: 3,
            lineColor: theme.accent,
          },
        ],
        margin: [0, 16, 0, 14],
      },
      ...(cover.preparedFor
        ? [
            {
              text: blocks.text(cover.preparedFor),
              fontSize: 13,
              color: theme.onPrimary,
            },
          ]
        : []),
    ],
    absolutePosition: { x: left, y: Math.round(panelHeight * 0.42) },
    width,
  });

  const logoRow: PdfContent[] = [];
  if (logos.client) logoRow.push({ image: CLIENT_LOGO, fit: [170, 64], width: 'auto' });
  logoRow.push({ text: '', width: '*' });
  if (logos.firm) logoRow.push({ image: FIRM_LOGO, fit: [130, 48], width: 'auto' });
  if (logos.client || logos.firm) {
    content.push({
      columns: logoRow,
      absolutePosition: { x: left, y: panelHeight + 36 },
      width,
    });
  }

  const detailsTop = panelHeight + 36 + (logos.client || logos.firm ? 96 : 0);
  content.push({
    columns: cover.lines.map(
      (line): PdfContent => ({
        width: '*',
        stack: [
          {
            text: blocks.text(line.label.toUpperCase()),
            fontSize: 7.5,
            bold: true,
            characterSpacing: 0.5,
            color: theme.muted,
            margin: [0, 0, 0, 3],
          },
          { text: blocks.text(line.value), fontSize: 11, color: theme.text },
        ],
      }),
    ),
    columnGap: 18,
    absolutePosition: { x: left, y: detailsTop },
    width,
  });
  if (cover.digitalLink) {
    content.push({
      text: [
        ...blocks.text(`${labels.digitalVersion}: `),
        {
          text: cover.digitalLink,
          link: cover.digitalLink,
          color: theme.link,
        },
      ],
      fontSize: 9.5,
      color: theme.muted,
      absolutePosition: { x: left, y: detailsTop + 52 },
      width,
    });
  }
  if (cover.disclaimer) {
    content.push({
      stack: [
        {
          canvas: [
            {
              type: 'line',
              x1: 0,
              y1: 0,
              x2: width,
              y2: 0,
              lineWidth: 0.5,
              lineColor: theme.rule,
            },
          ],
          margin: [0, 0, 0, 6],
        },
        {
          text: blocks.text(cover.disclaimer),
          fontSize: 7.5,
          lineHeight: 1.2,
          color: theme.muted,
        },
      ],
      absolutePosition: { x: left, y: page.height - page.margin.bottom - 70 },
      width,
    });
  }
  // Something in the page's flow, so the contents that follow break onto the next page.
  content.push({ text: ' ', fontSize: 1 });
  return content;
}
