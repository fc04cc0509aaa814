import { formatLabel } from '../../domain/deliverable-labels.ts';
import type { ExportBlock, ExportGroup, ExportModel, ExportSection } from './export-document.ts';
import { pdfChart } from './pdf-chart.ts';
import { fitsBesideHeading, PdfBlocks } from './pdf-content.ts';
import { type ContentsEntry, pdfContents } from './pdf-contents.ts';
import { CLIENT_LOGO, FIRM_LOGO, type PdfPage, pdfCover } from './pdf-cover.ts';
import { pdfInfo } from './pdf-info.ts';
import { type PdfTheme, pdfStyles, pdfTheme } from './pdf-theme.ts';
import { millimetres, type PdfContent } from './pdf-types.ts';
import { tableBlockAsMarkdown } from './table-block.ts';

/** The spec's page: A4 portrait with 20 mm side margins; room above and below for the running lines. */
export const PDF_PAGE: PdfPage = {
  width: 595.28,
  height: 841.89,
  margin: {
    left: millimetres(20),
    top: millimetres(24),
    right: millimetres(20),
    bottom: millimetres(22),
  },
};
export const CONTENT_WIDTH = PDF_PAGE.width - PDF_PAGE.margin.left - PDF_PAGE.margin.right;
/** The coloured band down a divider page's edge. */
const DIVIDER_BAND = millimetres(9);

export interface PdfLogos {
  /** Data URLs of PNG or JPEG images pdfkit can embed. */
  client?: string;
  firm?: string;
}

/** A node pdfmake has laid out: it writes where each node landed onto the node itself. */
interface PlacedNode {
  positions?: { pageNumber: number }[];
}

/**
 * The whole pdfmake document: cover, contents, the executive summary, one part per group behind
 * a divider page, the appendices; running header and footer on every page but the cover and
 * the dividers.
 */
export function pdfDocumentDefinition(model: ExportModel, logos: PdfLogos) {
  const theme = pdfTheme(model.brand);
  const rtl = model.locale.direction === 'rtl';
  const blocks = new PdfBlocks(theme, CONTENT_WIDTH, { language: model.language, rtl });
  const quietPages: PlacedNode[] = [];
  const entries: ContentsEntry[] = [];
  const body: PdfContent[] = [];

  if (model.summary) {
    entries.push({ title: model.summary.title, target: sectionId(model.summary), level: 0 });
    body.push(
      {
        text: blocks.text(model.summary.title),
        style: 'partTitle',
        pageBreak: 'before',
        id: sectionId(model.summary),
        outline: true,
      },
      ...blocks.blocks(model.summary.content.children),
    );
  }
  model.groups.forEach((group, index) => {
    const divider = dividerPage(
      group,
      formatLabel(model.labels.part, { number: index + 1 }),
      `group-${index}`,
      theme,
      blocks,
    );
    quietPages.push(divider.node);
    entries.push({ title: group.title, target: `group-${index}`, level: 0 });
    body.push(...divider.content);
    group.sections.forEach((section, sectionIndex) => {
      entries.push({ title: section.title, target: sectionId(section), level: 1 });
      body.push(...sectionContent(section, `group-${index}`, sectionIndex === 0, theme, blocks));
    });
  });
  model.appendices.forEach((part, index) => {
    const id = `appendix-${index}`;
    entries.push({ title: `${model.labels.appendix}: ${part.title}`, target: id, level: 0 });
    body.push(
      {
        text: blocks.text(model.labels.appendix.toUpperCase()),
        fontSize: 9,
        bold: true,
        characterSpacing: 0.7,
        color: theme.accentText,
        pageBreak: 'before',
        margin: [0, 0, 0, 4],
      },
      { text: blocks.text(part.title), style: 'partTitle', id, outline: true },
      ...part.blocks.flatMap((block) => exportBlock(block, theme, blocks)),
    );
  });

  const notice = model.notice
    ? [
        { text: '', margin: [0, 10, 0, 0] } as PdfContent,
        ...model.notice.blocks.flatMap((block) => exportBlock(block, theme, blocks)),
      ]
    : [];
  const coverPages = 1;
  const isQuiet = (page: number) =>
    page <= coverPages || quietPages.some((node) => node.positions?.[0]?.pageNumber === page);

  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [
      PDF_PAGE.margin.left,
      PDF_PAGE.margin.top,
      PDF_PAGE.margin.right,
      PDF_PAGE.margin.bottom,
    ],
    info: pdfInfo(model.cover),
    language: model.locale.tag,
    images: {
      ...(logos.client ? { [CLIENT_LOGO]: logos.client } : {}),
      ...(logos.firm ? { [FIRM_LOGO]: logos.firm } : {}),
    },
    content: [
      ...pdfCover(model, PDF_PAGE, theme, blocks, {
        client: logos.client !== undefined,
        firm: logos.firm !== undefined,
      }),
      ...pdfContents(model, entries, CONTENT_WIDTH, theme, blocks),
      ...notice,
      ...body,
    ] satisfies PdfContent[],
    header: (page: number) =>
      isQuiet(page) ? null : runningHeader(model, theme, blocks, logos.firm !== undefined),
    footer: (page: number, pages: number) =>
      isQuiet(page) ? null : runningFooter(model, theme, blocks, page, pages),
    defaultStyle: {
      font: theme.bodyFont,
      fontSize: 10,
      lineHeight: 1.25,
      alignment: rtl ? 'right' : 'left',
      color: theme.text,
    },
    styles: pdfStyles(theme),
  };
}

function sectionId(section: ExportSection): string {
  return `section-${section.key}`;
}

function dividerPage(
  group: ExportGroup,
  kicker: string,
  id: string,
  theme: PdfTheme,
  blocks: PdfBlocks,
): { node: PlacedNode; content: PdfContent[] } {
  const title = {
    text: blocks.text(group.title, { font: theme.headingFont }),
    font: theme.headingFont,
    bold: true,
    fontSize: 30,
    lineHeight: 1.1,
    color: theme.headingColour,
    id,
    outline: true,
  };
  return {
    node: title as PlacedNode,
    content: [
      {
        // The band runs down the edge the text starts from: the right one right to left.
        canvas: [
          { type: 'rect', x: 0, y: 0, w: DIVIDER_BAND, h: PDF_PAGE.height, color: theme.primary },
        ],
        absolutePosition: { x: blocks.rtl ? PDF_PAGE.width - DIVIDER_BAND : 0, y: 0 },
        alignment: 'left',
        pageBreak: 'before',
      },
      {
        text: blocks.text(kicker.toUpperCase()),
        fontSize: 10,
        bold: true,
        characterSpacing: 0.8,
        color: theme.accentText,
        margin: [0, 190, 0, 8],
      },
      title,
      {
        canvas: [
          { type: 'line', x1: 0, y1: 0, x2: 56, y2: 0, lineWidth: 3, lineColor: theme.accent },
        ],
        margin: [0, 16, 0, 18],
      },
      ...group.sections.map(
        (section): PdfContent => ({
          text: blocks.text(section.title),
          fontSize: 11,
          color: theme.muted,
          margin: [0, 0, 0, 5],
        }),
      ),
    ],
  };
}

function sectionContent(
  section: ExportSection,
  groupId: string,
  first: boolean,
  theme: PdfTheme,
  blocks: PdfBlocks,
): PdfContent[] {
  const heading: PdfContent[] = [
    {
      canvas: [
        { type: 'line', x1: 0, y1: 0, x2: 28, y2: 0, lineWidth: 2.5, lineColor: theme.accent },
      ],
      margin: [0, first ? 0 : 18, 0, 7],
    },
    {
      text: blocks.text(section.title, { font: theme.headingFont }),
      style: 'sectionTitle',
      id: sectionId(section),
      outline: true,
      outlineParentId: groupId,
    },
  ];
  const [lead, ...rest] = section.content.children;
  const opening: PdfContent = {
    stack: [...heading, ...(lead && fitsBesideHeading(lead) ? [blocks.block(lead)] : [])],
    unbreakable: true,
    ...(first ? { pageBreak: 'before' as const } : {}),
  };
  // A section title seldom ends a page alone: it travels with a short first paragraph.
  return lead && fitsBesideHeading(lead)
    ? [opening, ...blocks.blocks(rest)]
    : [opening, ...blocks.blocks(section.content.children)];
}

/** The blocks beyond Markdown; a new kind fails `tsc` here until the PDF draws it. */
export function exportBlock(block: ExportBlock, theme: PdfTheme, blocks: PdfBlocks): PdfContent[] {
  switch (block.kind) {
    case 'chart':
      return [
        pdfChart(
          block.chart,
          theme,
          {
            width: CONTENT_WIDTH,
            height: CONTENT_WIDTH * 0.42,
            fontSize: 8,
            titleSize: 11,
          },
          blocks,
        ),
      ];
    case 'markdown':
      return blocks.blocks(block.content.children);
    case 'text':
      return block.paragraphs.map((paragraph) => blocks.paragraph(paragraph));
    case 'table':
      return [blocks.block(tableBlockAsMarkdown(block))];
    case 'note':
      return [
        blocks.callout([
          {
            text: blocks.text(block.title),
            bold: true,
            color: theme.headingColour,
            margin: [0, 0, 0, 3],
          },
          { text: blocks.text(block.intro), margin: [0, 0, 0, 4] },
          { ul: block.items.map((item) => ({ text: blocks.text(item) })), margin: [0, 0, 0, 6] },
        ]),
      ];
  }
}

function runningHeader(model: ExportModel, theme: PdfTheme, blocks: PdfBlocks, firmLogo: boolean) {
  const { margin } = PDF_PAGE;
  return {
    stack: [
      {
        // Mirrored right to left: the header text on the right, the firm on the left.
        columns: inReadingOrder(blocks.rtl, [
          { text: blocks.text(model.header), style: 'running', width: '*' },
          firmLogo
            ? { image: FIRM_LOGO, fit: [90, 16], width: 'auto' }
            : {
                text: blocks.text(model.cover.firmName),
                style: 'running',
                bold: true,
                width: 'auto',
              },
        ]),
      },
      {
        canvas: [
          {
            type: 'line',
            x1: 0,
            y1: 0,
            x2: CONTENT_WIDTH,
            y2: 0,
            lineWidth: 0.5,
            lineColor: theme.rule,
          },
        ],
        margin: [0, 5, 0, 0],
      },
    ],
    margin: [margin.left, millimetres(10), margin.right, 0],
  };
}

function inReadingOrder<T>(rtl: boolean, columns: T[]): T[] {
  return rtl ? [...columns].reverse() : columns;
}

function runningFooter(
  model: ExportModel,
  theme: PdfTheme,
  blocks: PdfBlocks,
  page: number,
  pages: number,
) {
  const { margin } = PDF_PAGE;
  const text = model.footer.replaceAll('{page}', String(page)).replaceAll('{pages}', String(pages));
  return {
    stack: [
      {
        canvas: [
          {
            type: 'line',
            x1: 0,
            y1: 0,
            x2: CONTENT_WIDTH,
            y2: 0,
            lineWidth: 0.5,
            lineColor: theme.rule,
          },
        ],
        margin: [0, 0, 0, 5],
      },
      { text: blocks.text(text), style: 'running', alignment: 'center' },
    ],
    margin: [margin.left, millimetres(8), margin.right, 0],
  };
}
