import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  type FileChild,
  Footer,
  HeadingLevel,
  ImageRun,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  TableOfContents,
  TextRun,
} from 'docx';
import { blocksToDocx, createBlockContext } from './docx-content.ts';
import type { ExportModel } from './export-document.ts';
import { readImageInfo } from './image-info.ts';
import {
  CONTENTS_TITLE,
  EXECUTIVE_SUMMARY_TITLE,
  overviewParagraphs,
  REPORT_TITLE,
  reportCover,
} from './report-cover.ts';

const A4 = { width: 11_906, height: 16_838 };
const MARGIN = 1_134; // 20 mm in twentieths of a point
/** 60 mm at Word's 96 pixels per inch. */
const LOGO_WIDTH_PIXELS = Math.round((60 / 25.4) * 96);

export async function renderDocx(model: ExportModel): Promise<Uint8Array> {
  const document = new Document({
    title: REPORT_TITLE,
    // Word fills the table of contents' page numbers when it opens the file (after asking).
    features: { updateFields: true },
    styles: DOCX_STYLES,
    sections: [
      {
        properties: {
          titlePage: true,
          page: { size: A4, margin: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN } },
        },
        footers: { default: pageNumberFooter(), first: new Footer({ children: [] }) },
        children: [...coverPage(model), ...executiveSummary(model), ...contents(), ...body(model)],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

function coverPage(model: ExportModel): FileChild[] {
  const cover = reportCover(model.metadata);
  const blocks: FileChild[] = [];
  const logo = logoRun(model.logo?.bytes);
  if (logo) blocks.push(new Paragraph({ children: [logo], spacing: { after: 480 } }));
  blocks.push(
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(REPORT_TITLE)] }),
    new Paragraph({
      children: [new TextRun({ text: cover.companyName, size: 40 })],
      spacing: { after: 360 },
    }),
    ...cover.lines.map(
      (line) => new Paragraph({ children: [new TextRun(`${line.label}: ${line.value}`)] }),
    ),
  );
  if (cover.digitalLink) {
    blocks.push(
      new Paragraph({
        children: [
          new TextRun('Digital Version: '),
          new ExternalHyperlink({
            link: cover.digitalLink,
            children: [new TextRun({ text: cover.digitalLink, style: 'Hyperlink' })],
          }),
        ],
      }),
    );
  }
  return blocks;
}

/** Skipped, not fatal, when the bytes are not an image Word can show. */
function logoRun(bytes: Uint8Array | undefined): ImageRun | undefined {
  if (!bytes) return undefined;
  const info = readImageInfo(bytes);
  if (!info) return undefined;
  return new ImageRun({
    type: info.kind === 'jpeg' ? 'jpg' : info.kind,
    data: bytes,
    transformation: {
      width: LOGO_WIDTH_PIXELS,
      height: Math.round((LOGO_WIDTH_PIXELS * info.height) / info.width),
    },
  });
}

function executiveSummary(model: ExportModel): FileChild[] {
  return [
    new Paragraph({
      heading: HeadingLevel.HEADING_1,
      pageBreakBefore: true,
      children: [new TextRun(EXECUTIVE_SUMMARY_TITLE)],
    }),
    ...overviewParagraphs(model.overview).map(
      (text) =>
        new Paragraph({
          children: text
            .split(/\r?\n/)
            .map((line, index) => new TextRun({ text: line, ...(index > 0 ? { break: 1 } : {}) })),
        }),
    ),
  ];
}

function contents(): FileChild[] {
  return [
    // Not a Heading style, so the contents do not list themselves.
    new Paragraph({
      pageBreakBefore: true,
      spacing: { after: 240 },
      children: [new TextRun({ text: CONTENTS_TITLE, bold: true, size: 36 })],
    }),
    new TableOfContents(CONTENTS_TITLE, { hyperlink: true, headingStyleRange: '1-2' }),
  ];
}

function body(model: ExportModel): FileChild[] {
  const context = createBlockContext();
  return model.groups.flatMap((group) => [
    new Paragraph({
      heading: HeadingLevel.HEADING_1,
      pageBreakBefore: true,
      children: [new TextRun(group.title)],
    }),
    ...group.sections.flatMap((section) => [
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(section.title)] }),
      ...blocksToDocx(section.content.children, context),
    ]),
  ]);
}

function pageNumberFooter(): Footer {
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({
            size: 18,
            children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
          }),
        ],
      }),
    ],
  });
}

const heading = (size: number, before: number) => ({
  run: { size, bold: true, color: '1F2937' },
  paragraph: { spacing: { before, after: 120 }, keepNext: true },
});

const DOCX_STYLES = {
  default: {
    document: {
      run: { font: 'Calibri', size: 22 },
      // Word's own "multiple" line spacing; an exact rule clips large glyphs.
      paragraph: { spacing: { line: 276, lineRule: LineRuleType.AUTO, after: 120 } },
    },
    title: { run: { size: 56, bold: true }, paragraph: { spacing: { before: 2_400, after: 240 } } },
    heading1: heading(36, 0),
    heading2: heading(30, 360),
    heading3: heading(26, 240),
    heading4: heading(24, 200),
    heading5: heading(22, 160),
    heading6: heading(22, 160),
  },
};
