import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  type FileChild,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  type ParagraphChild,
  ShadingType,
  Table,
  TableCell,
  TableOfContents,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import { estimatePageNumbersWith } from 'docx/layout';
import { templatePieces } from '../../domain/brand.ts';
import { readableOnWhite, textOn, tint } from '../../domain/brand-colours.ts';
import { formatLabel } from '../../domain/deliverable-labels.ts';
import {
  blocksToDocx,
  calloutParagraph,
  createBlockContext,
  DOCX_CONTENT_WIDTH,
  type DocxTheme,
} from './docx-content.ts';
import type { ExportBlock, ExportImage, ExportModel } from './export-document.ts';
import { type FontFamily, fontFile } from './fonts.ts';
import { readImageInfo } from './image-info.ts';

const A4 = { width: 11_906, height: 16_838 };
const MARGIN = { top: 1_361, right: 1_134, bottom: 1_247, left: 1_134 }; // 24, 20, 22, 20 mm
const PIXELS_PER_MILLIMETRE = 96 / 25.4;

const hex = (colour: string) => colour.replace('#', '');

/**
 * A Word file that opens without a prompt: the contents are a real table of contents whose
 * entries and page numbers are written with the file (docx's page estimate, measured with the
 * embedded brand fonts), clean, so Word shows them as written and asks nothing. Heading 1-3 carry
 * the brand's fonts and colours; header, footer, cover and callouts the brand kit.
 */
export async function renderDocx(model: ExportModel): Promise<Uint8Array> {
  const { brand } = model;
  const theme: DocxTheme = {
    bodyFont: brand.bodyFont,
    primary: hex(brand.primaryColor),
    onPrimary: hex(textOn(brand.primaryColor)),
    zebra: hex(tint(brand.primaryColor, 0.95)),
    accent: hex(brand.accentColor),
    calloutFill: hex(tint(brand.accentColor, 0.9)),
  };
  const fonts = embeddedFonts(brand.bodyFont, brand.headingFont);
  const document = new Document({
    // White label: the file's properties name the firm, never the software that wrote it.
    creator: model.cover.firmName || model.cover.companyName,
    lastModifiedBy: model.cover.firmName || model.cover.companyName,
    title: `${model.cover.title}: ${model.cover.companyName}`,
    subject: model.cover.companyName,
    fonts,
    // Costs ~15 s of a worker's CPU for all 124 sections (docx's layout), ~1 s for 10.
    pageNumbers: estimatePageNumbersWith({ guess: true }),
    styles: docxStyles(model),
    sections: [
      {
        properties: {
          titlePage: true,
          page: { size: A4, margin: { ...MARGIN, header: 567, footer: 567 } },
        },
        headers: {
          default: runningHeader(model),
          first: new Header({ children: [new Paragraph({})] }),
        },
        footers: {
          default: runningFooter(model),
          first: new Footer({ children: [new Paragraph({})] }),
        },
        children: [
          ...coverPage(model, theme),
          ...contents(model),
          ...(model.notice
            ? model.notice.blocks.flatMap((block) => exportBlock(block, theme))
            : []),
          ...body(model, theme),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** The brand's fonts travel inside the file, so Word and LibreOffice draw them everywhere. */
function embeddedFonts(body: FontFamily, heading: FontFamily) {
  const families = [...new Set([body, heading])];
  return families.map((name) => ({
    name,
    data: fontFile(name, 'normal'),
    bold: fontFile(name, 'bold'),
    ...(name === body
      ? { italic: fontFile(name, 'italics'), boldItalic: fontFile(name, 'bolditalics') }
      : {}),
  }));
}

const NO_BORDERS = {
  top: { style: BorderStyle.NONE, size: 0, color: 'auto' },
  bottom: { style: BorderStyle.NONE, size: 0, color: 'auto' },
  left: { style: BorderStyle.NONE, size: 0, color: 'auto' },
  right: { style: BorderStyle.NONE, size: 0, color: 'auto' },
  insideHorizontal: { style: BorderStyle.NONE, size: 0, color: 'auto' },
  insideVertical: { style: BorderStyle.NONE, size: 0, color: 'auto' },
};

function coverPage(model: ExportModel, theme: DocxTheme): FileChild[] {
  const { cover, labels, brand } = model;
  const onPrimary = theme.onPrimary;
  const panelText = (text: string, options: { size: number; bold?: boolean; font?: string }) =>
    new TextRun({ text, color: onPrimary, ...options });
  const panel = new Table({
    width: { size: DOCX_CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: [DOCX_CONTENT_WIDTH],
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        height: { value: 6_400, rule: 'atLeast' },
        children: [
          new TableCell({
            width: { size: DOCX_CONTENT_WIDTH, type: WidthType.DXA },
            shading: { type: ShadingType.CLEAR, fill: theme.primary, color: 'auto' },
            margins: { top: 600, bottom: 600, left: 560, right: 560 },
            children: [
              new Paragraph({
                spacing: { after: 1_800 },
                children: [panelText(cover.firmName.toUpperCase(), { size: 17, bold: true })],
              }),
              new Paragraph({
                spacing: { after: 160 },
                children: [panelText(cover.title, { size: 19 })],
              }),
              new Paragraph({
                spacing: { after: 240, line: 240, lineRule: LineRuleType.AUTO },
                children: [
                  panelText(cover.companyName, {
                    size: cover.companyName.length > 80 ? 44 : 64,
                    bold: true,
                    font: brand.headingFont,
                  }),
                ],
                border: {
                  bottom: { style: BorderStyle.SINGLE, size: 24, color: theme.accent, space: 12 },
                },
              }),
              ...(model.metadata.clientName?.trim()
                ? [
                    new Paragraph({
                      spacing: { before: 200, after: 0 },
                      children: [
                        panelText(`${labels.preparedFor} ${model.metadata.clientName.trim()}`, {
                          size: 26,
                        }),
                      ],
                    }),
                  ]
                : []),
            ],
          }),
        ],
      }),
    ],
  });
  const blocks: FileChild[] = [panel, new Paragraph({ spacing: { after: 480 } })];

  const client = logoRun(model.logos.client, 60, 24);
  const firm = logoRun(model.logos.firm, 45, 18);
  if (client || firm) {
    const half = DOCX_CONTENT_WIDTH / 2;
    blocks.push(
      new Table({
        width: { size: DOCX_CONTENT_WIDTH, type: WidthType.DXA },
        columnWidths: [half, half],
        borders: NO_BORDERS,
        rows: [
          new TableRow({
            children: [
              new TableCell({
                width: { size: half, type: WidthType.DXA },
                children: [new Paragraph({ children: client ? [client] : [] })],
              }),
              new TableCell({
                width: { size: half, type: WidthType.DXA },
                children: [
                  new Paragraph({ alignment: AlignmentType.RIGHT, children: firm ? [firm] : [] }),
                ],
              }),
            ],
          }),
        ],
      }),
      new Paragraph({ spacing: { after: 360 } }),
    );
  }

  const third = Math.floor(DOCX_CONTENT_WIDTH / 3);
  blocks.push(
    new Table({
      width: { size: third * 3, type: WidthType.DXA },
      columnWidths: [third, third, third],
      borders: NO_BORDERS,
      rows: [
        new TableRow({
          children: cover.lines.map(
            (line) =>
              new TableCell({
                width: { size: third, type: WidthType.DXA },
                children: [
                  new Paragraph({
                    spacing: { after: 40 },
                    children: [
                      new TextRun({
                        text: line.label.toUpperCase(),
                        size: 15,
                        bold: true,
                        color: '5F6B7A',
                        characterSpacing: 20,
                      }),
                    ],
                  }),
                  new Paragraph({ children: [new TextRun({ text: line.value, size: 22 })] }),
                ],
              }),
          ),
        }),
      ],
    }),
  );
  if (cover.digitalLink) {
    blocks.push(
      new Paragraph({
        spacing: { before: 240 },
        children: [
          new TextRun({ text: `${labels.digitalVersion}: `, color: '5F6B7A', size: 19 }),
          new ExternalHyperlink({
            link: cover.digitalLink,
            children: [new TextRun({ text: cover.digitalLink, style: 'Hyperlink', size: 19 })],
          }),
        ],
      }),
    );
  }
  if (brand.disclaimer) {
    blocks.push(
      new Paragraph({
        spacing: { before: 960 },
        border: { top: { style: BorderStyle.SINGLE, size: 4, color: 'D4D9E0', space: 6 } },
        children: [new TextRun({ text: brand.disclaimer, size: 15, color: '5F6B7A' })],
      }),
    );
  }
  return blocks;
}

/** Skipped, not fatal, when the bytes are not an image Word can show. */
function logoRun(
  image: ExportImage | undefined,
  widthMillimetres: number,
  heightMillimetres: number,
): ImageRun | undefined {
  if (!image) return undefined;
  const info = readImageInfo(image.bytes);
  if (!info) return undefined;
  const scale = Math.min(
    (widthMillimetres * PIXELS_PER_MILLIMETRE) / info.width,
    (heightMillimetres * PIXELS_PER_MILLIMETRE) / info.height,
  );
  return new ImageRun({
    type: info.kind === 'jpeg' ? 'jpg' : info.kind,
    data: image.bytes,
    transformation: {
      width: Math.round(info.width * scale),
      height: Math.round(info.height * scale),
    },
  });
}

function contents(model: ExportModel): FileChild[] {
  return [
    // Not a Heading style, so the contents do not list themselves.
    new Paragraph({
      pageBreakBefore: true,
      style: 'ContentsTitle',
      children: [new TextRun(model.labels.contents)],
    }),
    new TableOfContents(model.labels.contents, { hyperlink: true, headingStyleRange: '1-2' }),
  ];
}

function body(model: ExportModel, theme: DocxTheme): FileChild[] {
  const context = createBlockContext(theme);
  const children: FileChild[] = [];
  if (model.summary) {
    children.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        pageBreakBefore: true,
        children: [new TextRun(model.summary.title)],
      }),
      ...blocksToDocx(model.summary.content.children, context),
    );
  }
  model.groups.forEach((group, index) => {
    children.push(
      new Paragraph({
        pageBreakBefore: true,
        style: 'Kicker',
        children: [
          new TextRun(formatLabel(model.labels.part, { number: index + 1 }).toUpperCase()),
        ],
      }),
      new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(group.title)] }),
      ...group.sections.flatMap((section) => [
        new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(section.title)] }),
        ...blocksToDocx(section.content.children, context),
      ]),
    );
  });
  for (const part of model.appendices) {
    children.push(
      new Paragraph({
        pageBreakBefore: true,
        style: 'Kicker',
        children: [new TextRun(model.labels.appendix.toUpperCase())],
      }),
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        children: [new TextRun(`${model.labels.appendix}: ${part.title}`)],
      }),
      ...part.blocks.flatMap((block) => exportBlock(block, theme)),
    );
  }
  return children;
}

/** The blocks beyond Markdown; a new kind fails `tsc` here until Word draws it. */
function exportBlock(block: ExportBlock, theme: DocxTheme): FileChild[] {
  switch (block.kind) {
    case 'markdown':
      return blocksToDocx(block.content.children, createBlockContext(theme));
    case 'text':
      return block.paragraphs.map(
        (text) =>
          new Paragraph({
            children: text
              .split(/\r?\n/)
              .map(
                (line, index) => new TextRun({ text: line, ...(index > 0 ? { break: 1 } : {}) }),
              ),
          }),
      );
    case 'table':
      return blocksToDocx(
        [
          {
            type: 'table',
            align: block.align,
            children: [block.header, ...block.rows].map((row) => ({
              type: 'tableRow',
              children: row.map((cell) => ({
                type: 'tableCell',
                children: [{ type: 'text', value: cell }],
              })),
            })),
          },
        ],
        createBlockContext(theme),
      );
    case 'note': {
      const lines: ParagraphChild[][] = [
        [new TextRun({ text: block.title, bold: true })],
        [new TextRun(block.intro)],
        ...block.items.map((item) => [new TextRun(`•  ${item}`)]),
      ];
      return lines.map((children, index) =>
        calloutParagraph(children, theme, {
          first: index === 0,
          last: index === lines.length - 1,
        }),
      );
    }
  }
}

function templateRuns(text: string, size: number): ParagraphChild[] {
  return templatePieces(text).map((piece) =>
    'field' in piece
      ? new TextRun({
          size,
          children: [piece.field === 'page' ? PageNumber.CURRENT : PageNumber.TOTAL_PAGES],
        })
      : new TextRun({ text: piece.text, size }),
  );
}

function runningHeader(model: ExportModel): Header {
  return new Header({
    children: [
      new Paragraph({
        style: 'Running',
        tabStops: [{ type: TabStopType.RIGHT, position: DOCX_CONTENT_WIDTH }],
        border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: 'D4D9E0', space: 4 } },
        children: [
          ...templateRuns(model.header, 16),
          ...(model.cover.firmName
            ? [new TextRun({ text: `\t${model.cover.firmName}`, size: 16, bold: true })]
            : []),
        ],
      }),
    ],
  });
}

function runningFooter(model: ExportModel): Footer {
  return new Footer({
    children: [
      new Paragraph({
        style: 'Running',
        alignment: AlignmentType.CENTER,
        border: { top: { style: BorderStyle.SINGLE, size: 4, color: 'D4D9E0', space: 4 } },
        children: templateRuns(model.footer, 16),
      }),
    ],
  });
}

function docxStyles(model: ExportModel) {
  const { brand } = model;
  const primary = hex(readableOnWhite(brand.primaryColor));
  const heading = (size: number, before: number, font: string, colour = primary) => ({
    run: { size, bold: true, color: colour, font },
    paragraph: { spacing: { before, after: 120 }, keepNext: true, keepLines: true },
  });
  return {
    default: {
      document: {
        run: { font: brand.bodyFont, size: 21, color: '1F2328' },
        // Word's own "multiple" line spacing; an exact rule clips large glyphs.
        paragraph: { spacing: { line: 288, lineRule: LineRuleType.AUTO, after: 140 } },
      },
      heading1: heading(48, 0, brand.headingFont),
      heading2: heading(34, 480, brand.headingFont),
      heading3: heading(26, 280, brand.headingFont),
      heading4: heading(23, 220, brand.bodyFont, '1F2328'),
      heading5: heading(21, 180, brand.bodyFont, '1F2328'),
      heading6: heading(21, 180, brand.bodyFont, '5F6B7A'),
      hyperlink: { run: { color: primary, underline: {} } },
    },
    paragraphStyles: [
      {
        id: 'ContentsTitle',
        name: 'Contents Title',
        run: { size: 44, bold: true, color: primary, font: brand.headingFont },
        paragraph: { spacing: { after: 360 } },
      },
      {
        id: 'Kicker',
        name: 'Kicker',
        run: {
          size: 19,
          bold: true,
          color: hex(readableOnWhite(brand.accentColor)),
          characterSpacing: 30,
        },
        paragraph: { spacing: { before: 2_400, after: 120 }, keepNext: true },
      },
      {
        id: 'Running',
        name: 'Running',
        run: { size: 16, color: '5F6B7A' },
        paragraph: { spacing: { after: 0 } },
      },
    ],
  };
}
