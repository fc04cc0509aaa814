import type { ExportGroup, ExportModel } from './export-document.ts';
import { blocksToPdf, fitsBesideHeading } from './pdf-content.ts';
import { BODY_FONT } from './pdf-fonts.ts';
import { millimetres, type PdfContent, type PdfText } from './pdf-types.ts';
import {
  CONTENTS_TITLE,
  EXECUTIVE_SUMMARY_TITLE,
  overviewParagraphs,
  REPORT_TITLE,
  reportCover,
} from './report-cover.ts';

/** The spec's page: A4 portrait, 20 mm margins, a 60 mm logo. */
const A4_WIDTH = 595.28;
const PAGE_MARGIN = millimetres(20);
const LOGO_WIDTH = millimetres(60);
export const CONTENT_WIDTH = A4_WIDTH - 2 * PAGE_MARGIN;
export const LOGO_IMAGE_NAME = 'logo';

/** The whole pdfmake document: cover, summary, contents, then one part per group. */
export function pdfDocumentDefinition(model: ExportModel, options: { logoDataUrl?: string }) {
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: PAGE_MARGIN,
    info: { title: REPORT_TITLE, subject: reportCover(model.metadata).companyName },
    images: options.logoDataUrl ? { [LOGO_IMAGE_NAME]: options.logoDataUrl } : {},
    content: [
      ...coverPage(model, options.logoDataUrl !== undefined),
      ...executiveSummary(model),
      {
        toc: { title: { text: CONTENTS_TITLE, style: 'partTitle' }, outlines: false },
        pageBreak: 'before',
      },
      ...model.groups.flatMap(groupPart),
    ] satisfies PdfContent[],
    footer: (currentPage: number, pageCount: number) =>
      currentPage === 1
        ? ''
        : {
            text: `Page ${currentPage} of ${pageCount}`,
            style: 'footer',
            margin: [0, millimetres(8), 0, 0],
          },
    defaultStyle: { font: BODY_FONT, fontSize: 10, lineHeight: 1.25, alignment: 'left' },
    styles: PDF_STYLES,
  };
}

function coverPage(model: ExportModel, hasLogo: boolean): PdfContent[] {
  const cover = reportCover(model.metadata);
  const content: PdfContent[] = [];
  if (hasLogo) content.push({ image: LOGO_IMAGE_NAME, width: LOGO_WIDTH, margin: [0, 0, 0, 24] });
  content.push(
    { text: REPORT_TITLE, style: 'coverTitle', margin: [0, hasLogo ? 24 : 160, 0, 12] },
    { text: cover.companyName, style: 'coverCompany' },
    ...cover.lines.map(
      (line): PdfContent => ({ text: `${line.label}: ${line.value}`, style: 'coverLine' }),
    ),
  );
  if (cover.digitalLink) {
    content.push({
      text: [
        'Digital Version: ',
        { text: cover.digitalLink, link: cover.digitalLink, color: '#1a56db' },
      ],
      style: 'coverLine',
    });
  }
  return content;
}

function executiveSummary(model: ExportModel): PdfContent[] {
  return [
    { text: EXECUTIVE_SUMMARY_TITLE, style: 'partTitle', pageBreak: 'before' },
    ...overviewParagraphs(model.overview).map((text): PdfContent => ({ text, style: 'paragraph' })),
  ];
}

function groupPart(group: ExportGroup, groupIndex: number): PdfContent[] {
  const groupId = `group-${groupIndex}`;
  const content: PdfContent[] = [
    {
      text: group.title,
      style: 'partTitle',
      pageBreak: 'before',
      tocItem: true,
      tocStyle: 'tocGroup',
      tocMargin: [0, 8, 0, 2],
      outline: true,
      id: groupId,
    },
  ];
  for (const section of group.sections) {
    const title: PdfText = {
      text: section.title,
      style: 'sectionTitle',
      tocItem: true,
      tocStyle: 'tocSection',
      tocMargin: [14, 1, 0, 1],
      outline: true,
      outlineParentId: groupId,
    };
    const [first, ...rest] = section.content.children;
    // A section title seldom ends a page alone: it travels with a short first paragraph.
    if (first && fitsBesideHeading(first)) {
      content.push({ stack: [title, ...blocksToPdf([first], CONTENT_WIDTH)], unbreakable: true });
      content.push(...blocksToPdf(rest, CONTENT_WIDTH));
    } else {
      content.push(title, ...blocksToPdf(section.content.children, CONTENT_WIDTH));
    }
  }
  return content;
}

const PDF_STYLES = {
  coverTitle: { fontSize: 28, bold: true },
  coverCompany: { fontSize: 20, margin: [0, 0, 0, 24] },
  coverLine: { fontSize: 12, margin: [0, 0, 0, 6] },
  partTitle: { fontSize: 20, bold: true, margin: [0, 0, 0, 14] },
  sectionTitle: { fontSize: 15, bold: true, margin: [0, 14, 0, 8] },
  heading3: { fontSize: 13, bold: true, margin: [0, 10, 0, 5] },
  heading4: { fontSize: 11.5, bold: true, margin: [0, 8, 0, 4] },
  heading5: { fontSize: 10.5, bold: true, margin: [0, 6, 0, 3] },
  heading6: { fontSize: 10, bold: true, italics: true, margin: [0, 6, 0, 3] },
  paragraph: { margin: [0, 0, 0, 6] },
  list: { margin: [0, 0, 0, 6] },
  table: { fontSize: 9, margin: [0, 2, 0, 8] },
  quote: { color: '#444444', margin: [0, 2, 0, 8] },
  block: { margin: [0, 2, 0, 8] },
  footnote: { fontSize: 9, margin: [0, 2, 0, 4] },
  footer: { fontSize: 9, color: '#666666', alignment: 'center' },
  tocGroup: { bold: true },
  tocSection: { fontSize: 9.5 },
};
