import {
  AlignmentType,
  Bookmark,
  BorderStyle,
  Document,
  ExternalHyperlink,
  type FileChild,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  InternalHyperlink,
  LineRuleType,
  Packer,
  PageNumber,
  PageReference,
  Paragraph,
  type ParagraphChild,
  ShadingType,
  Tab,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import { templatePieces } from '../../domain/brand.ts';
import { readableOnWhite, textOn, tint } from '../../domain/brand-colours.ts';
import { fileProperties } from '../../domain/cover.ts';
import { formatLabel } from '../../domain/deliverable-labels.ts';
import { readImageInfo } from '../image-info.ts';
import { applyWordTemplate } from '../word-template/apply-word-template.ts';
import { TEMPLATE_TABLE_STYLE } from '../word-template/template-styles.ts';
import {
  blocksToDocx,
  calloutParagraph,
  createBlockContext,
  DOCX_CONTENT_WIDTH,
  type DocxTheme,
} from './docx-content.ts';
import { docxLanguageDefaults } from './docx-language.ts';
import { keepNumbersLeftToRight } from './docx-numbers.ts';
import { CHARACTER_WIDTHS, estimateDocxPages, type PageGeometry } from './docx-page-estimate.ts';
import type { ExportBlock, ExportImage, ExportModel } from './export-document.ts';
import { type FontFamily, fontFile } from './fonts.ts';
import { tableBlockAsMarkdown } from './table-block.ts';

const A4 = { width: 11_906, height: 16_838 };
const MARGIN = { top: 1_361, right: 1_134, bottom: 1_247, left: 1_134 }; // 24, 20, 22, 20 mm
const PIXELS_PER_MILLIMETRE = 96 / 25.4;

const hex = (colour: string) => colour.replace('#', '');

/**
 * A Word file that opens without a prompt: the contents are linked entries with PAGEREF fields
 * written clean with an estimated page (`contents`), so Word shows them as written and asks
 * nothing, and LibreOffice lays them out itself. Heading 1-3 carry the brand's fonts and colours;
 * header, footer, cover and callouts the brand kit.
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
    rightToLeft: model.locale.direction === 'rtl',
    ...(model.wordTemplate?.hasTableStyle ? { tableStyle: TEMPLATE_TABLE_STYLE } : {}),
    contentWidth: model.wordTemplate?.contentWidth ?? DOCX_CONTENT_WIDTH,
  };
  const fonts = embeddedFonts(brand.bodyFont, brand.headingFont);
  const properties = fileProperties(model.cover);
  const entries: ContentsEntry[] = [];
  const written = body(model, theme, entries);
  const document = new Document({
    creator: properties.author,
    lastModifiedBy: properties.author,
    title: properties.title,
    subject: properties.subject,
    fonts,
    pageNumbers: estimateDocxPages(pageGeometry(model)),
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
          ...contents(model, entries, theme.contentWidth),
          ...(model.notice
            ? model.notice.blocks.flatMap((block) => exportBlock(block, theme))
            : []),
          ...written,
        ],
      },
    ],
  });
  const packed = new Uint8Array(await Packer.toBuffer(document));
  // The firm's template (issue 31) is merged into the finished file, so the export is built one
  // way and the template's styles, page, header, footer and first page replace the project's.
  const bytes = model.wordTemplate
    ? await applyWordTemplate(packed, model.wordTemplate.bytes, {
        title: `${model.cover.title}: ${model.cover.companyName}`,
      })
    : packed;
  return theme.rightToLeft ? keepNumbersLeftToRight(bytes) : bytes;
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
    width: { size: theme.contentWidth, type: WidthType.DXA },
    columnWidths: [theme.contentWidth],
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        height: { value: 6_400, rule: 'atLeast' },
        children: [
          new TableCell({
            width: { size: theme.contentWidth, type: WidthType.DXA },
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
                style: 'Title',
                spacing: { after: 240, line: 240, lineRule: LineRuleType.AUTO },
                children: [
                  panelText(cover.companyName, {
                    size: cover.companyName.length > 80 ? 44 : 64,
                    bold: true,
                    // A firm's template sets the title's face through its Title style.
                    ...(model.wordTemplate ? {} : { font: brand.headingFont }),
                  }),
                ],
                border: {
                  bottom: { style: BorderStyle.SINGLE, size: 24, color: theme.accent, space: 12 },
                },
              }),
              ...(cover.preparedFor
                ? [
                    new Paragraph({
                      spacing: { before: 200, after: 0 },
                      children: [panelText(cover.preparedFor, { size: 26 })],
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
    const half = theme.contentWidth / 2;
    blocks.push(
      new Table({
        width: { size: theme.contentWidth, type: WidthType.DXA },
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

  const third = Math.floor(theme.contentWidth / 3);
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
  if (cover.disclaimer) {
    blocks.push(
      new Paragraph({
        spacing: { before: 960 },
        border: { top: { style: BorderStyle.SINGLE, size: 4, color: 'D4D9E0', space: 6 } },
        children: [new TextRun({ text: cover.disclaimer, size: 15, color: '5F6B7A' })],
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
  if (!info || info.kind === 'webp') return undefined;
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

/** Heading 1 and 2 of the body, bookmarked as they are made, for the contents to point at. */
interface ContentsEntry {
  level: 1 | 2;
  text: string;
  bookmark: string;
}

function headingWithBookmark(
  entries: ContentsEntry[],
  level: 1 | 2,
  text: string,
  options: { pageBreakBefore?: boolean } = {},
): Paragraph {
  // Word hides bookmarks whose names start with "_"; `_Toc` is the name its own contents use.
  const bookmark = `_Toc${entries.length + 1}`;
  entries.push({ level, text, bookmark });
  return new Paragraph({
    heading: level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
    ...options,
    children: [new Bookmark({ id: bookmark, children: [new TextRun(text)] })],
  });
}

/**
 * The contents: one linked entry per heading with a PAGEREF to its bookmark, not a TOC field.
 * LibreOffice and Word's printing lay out the PAGEREFs themselves; Word shows the number written
 * here (estimateDocxPages) until then, and asks nothing on opening.
 */
function contents(
  model: ExportModel,
  entries: readonly ContentsEntry[],
  width: number,
): FileChild[] {
  return [
    // Not a Heading style, so the contents do not list themselves.
    new Paragraph({
      pageBreakBefore: true,
      style: 'ContentsTitle',
      children: [new TextRun(model.labels.contents)],
    }),
    ...entries.map(
      (entry) =>
        new Paragraph({
          style: entry.level === 1 ? 'TOC1' : 'TOC2',
          tabStops: [{ type: TabStopType.RIGHT, position: width, leader: 'dot' }],
          children: [
            new InternalHyperlink({
              anchor: entry.bookmark,
              children: [new TextRun(entry.text)],
            }),
            new TextRun({ children: [new Tab()] }),
            new PageReference(entry.bookmark, { hyperlink: true }),
          ],
        }),
    ),
  ];
}

function body(model: ExportModel, theme: DocxTheme, entries: ContentsEntry[]): FileChild[] {
  const context = createBlockContext(theme);
  const children: FileChild[] = [];
  if (model.summary) {
    children.push(
      headingWithBookmark(entries, 1, model.summary.title, { pageBreakBefore: true }),
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
      headingWithBookmark(entries, 1, group.title),
      ...group.sections.flatMap((section) => [
        headingWithBookmark(entries, 2, section.title),
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
      headingWithBookmark(entries, 1, `${model.labels.appendix}: ${part.title}`),
      ...part.blocks.flatMap((block) => exportBlock(block, theme)),
    );
  }
  return children;
}

/** The blocks beyond Markdown; a new kind fails `tsc` here until Word draws it. */
function exportBlock(block: ExportBlock, theme: DocxTheme): FileChild[] {
  switch (block.kind) {
    case 'chart':
      // Word gets the chart's text alternative; the statements below carry every figure.
      return [
        new Paragraph({
          style: 'Caption',
          children: [
            new TextRun({ text: `${block.chart.title}. `, bold: true }),
            new TextRun(block.chart.description),
          ],
        }),
      ];
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
      return blocksToDocx([tableBlockAsMarkdown(block)], createBlockContext(theme));
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

/** Sizes (half-points) and spacing (twips) of the styles, shared with the page estimate. */
const BODY = { size: 21, line: 288, after: 140 };
const HEADINGS = {
  Heading1: { size: 48, before: 0 },
  Heading2: { size: 34, before: 480 },
  Heading3: { size: 26, before: 280 },
  Heading4: { size: 23, before: 220 },
  Heading5: { size: 21, before: 180 },
  Heading6: { size: 21, before: 180 },
} as const;
const HEADING_AFTER = 120;
const CONTENTS_TITLE = { size: 44, before: 0, after: 360 };
const KICKER = { size: 19, before: 2_400, after: 120, keepNext: true };
const CONTENTS_ENTRY = { size: 21, before: 60, after: 40 };

function pageGeometry(model: ExportModel): PageGeometry {
  return {
    width: DOCX_CONTENT_WIDTH,
    height: A4.height - MARGIN.top - MARGIN.bottom,
    line: BODY.line,
    characterWidth: CHARACTER_WIDTHS[model.brand.bodyFont] ?? 0.5,
    normal: { size: BODY.size, before: 0, after: BODY.after },
    styles: {
      ...Object.fromEntries(
        Object.entries(HEADINGS).map(([id, metrics]) => [
          id,
          { ...metrics, after: HEADING_AFTER, keepNext: true },
        ]),
      ),
      ContentsTitle: CONTENTS_TITLE,
      Kicker: KICKER,
      TOC1: CONTENTS_ENTRY,
      TOC2: CONTENTS_ENTRY,
    },
  };
}

function docxStyles(model: ExportModel) {
  const { brand } = model;
  const language = docxLanguageDefaults(model.language, model.locale, brand.bodyFont);
  const primary = hex(readableOnWhite(brand.primaryColor));
  const heading = (metrics: { size: number; before: number }, font: string, colour = primary) => ({
    run: { size: metrics.size, bold: true, color: colour, font },
    paragraph: {
      spacing: { before: metrics.before, after: HEADING_AFTER },
      keepNext: true,
      keepLines: true,
    },
  });
  return {
    default: {
      document: {
        run: { ...language.run, size: BODY.size, color: '1F2328' },
        // Word's own "multiple" line spacing; an exact rule clips large glyphs.
        paragraph: {
          ...language.paragraph,
          spacing: { line: BODY.line, lineRule: LineRuleType.AUTO, after: BODY.after },
        },
      },
      heading1: heading(HEADINGS.Heading1, brand.headingFont),
      heading2: heading(HEADINGS.Heading2, brand.headingFont),
      heading3: heading(HEADINGS.Heading3, brand.headingFont),
      heading4: heading(HEADINGS.Heading4, brand.bodyFont, '1F2328'),
      heading5: heading(HEADINGS.Heading5, brand.bodyFont, '1F2328'),
      heading6: heading(HEADINGS.Heading6, brand.bodyFont, '5F6B7A'),
      hyperlink: { run: { color: primary, underline: {} } },
    },
    paragraphStyles: [
      {
        id: 'ContentsTitle',
        name: 'Contents Title',
        run: { size: CONTENTS_TITLE.size, bold: true, color: primary, font: brand.headingFont },
        paragraph: { spacing: { after: CONTENTS_TITLE.after } },
      },
      // Word's own names for contents entries, so its "Update table" styles them alike.
      {
        id: 'TOC1',
        name: 'toc 1',
        run: { size: CONTENTS_ENTRY.size, bold: true },
        paragraph: { spacing: { before: CONTENTS_ENTRY.before, after: CONTENTS_ENTRY.after } },
      },
      {
        id: 'TOC2',
        name: 'toc 2',
        run: { size: CONTENTS_ENTRY.size },
        paragraph: {
          spacing: { before: 0, after: CONTENTS_ENTRY.after },
          indent: { left: 240 },
        },
      },
      {
        id: 'Kicker',
        name: 'Kicker',
        run: {
          size: KICKER.size,
          bold: true,
          color: hex(readableOnWhite(brand.accentColor)),
          characterSpacing: 30,
        },
        paragraph: { spacing: { before: KICKER.before, after: KICKER.after }, keepNext: true },
      },
      // Chart titles and descriptions: a firm's template restyles them through its own Caption.
      { id: 'Caption', name: 'caption', basedOn: 'Normal', quickFormat: true },
      {
        id: 'Running',
        name: 'Running',
        run: { size: 16, color: '5F6B7A' },
        paragraph: { spacing: { after: 0 } },
      },
    ],
  };
}
