import { childElements, elementsNamed, innerOf, xmlAttribute } from './ooxml-text.ts';

export interface PartReference {
  type: 'default' | 'first' | 'even';
  relationshipId: string;
}

/** What the export takes from a template's body: its first page and its last section's layout. */
export interface TemplateLayout {
  /** Top-level body elements before the template's first page or section break, if any. */
  firstPage: string[] | null;
  /** `<w:pgSz .../>` and `<w:pgMar .../>` of the last section, as written. */
  pageSize?: string;
  pageMargins?: string;
  headers: PartReference[];
  footers: PartReference[];
  /** Whether the last section has its own first-page header and footer (`<w:titlePg/>`). */
  titlePage: boolean;
}

const TWIPS_PER_MILLIMETRE = 1440 / 25.4;

export function readTemplateLayout(documentXml: string): TemplateLayout {
  const children = childElements(innerOf(documentXml, 'w:body').inner);
  const finalSection = children.findLast((child) => child.name === 'w:sectPr')?.xml ?? '';
  const references = (name: string) =>
    elementsNamed(finalSection, name).flatMap((reference): PartReference[] => {
      const type = xmlAttribute(reference, 'w:type') ?? 'default';
      const relationshipId = xmlAttribute(reference, 'r:id');
      return relationshipId && (type === 'default' || type === 'first' || type === 'even')
        ? [{ type, relationshipId }]
        : [];
    });
  const pageSize = elementsNamed(finalSection, 'w:pgSz')[0];
  const pageMargins = elementsNamed(finalSection, 'w:pgMar')[0];
  return {
    firstPage: firstPageOf(children.filter((child) => child.name !== 'w:sectPr')),
    ...(pageSize ? { pageSize } : {}),
    ...(pageMargins ? { pageMargins } : {}),
    headers: references('w:headerReference'),
    footers: references('w:footerReference'),
    titlePage: /<w:titlePg\b(?![^>]*w:val="(?:0|false)")/.test(finalSection),
  };
}

const PAGE_BREAK = /<w:br\b[^>]*\bw:type="page"[^>]*\/>/;
const BREAK_BEFORE = /<w:pageBreakBefore\b(?![^>]*w:val="(?:0|false)")/;
const SECTION_BREAK = /<w:sectPr\b/;

/**
 * The template's content before its first page break or section break. A paragraph that starts
 * a new page is left out; one that ends a section is kept without its section properties; one
 * with a page break inside keeps what comes before the break. Null when the template has no
 * break, or nothing but empty paragraphs before it.
 */
function firstPageOf(children: { name: string; xml: string }[]): string[] | null {
  const page: string[] = [];
  for (const child of children) {
    if (BREAK_BEFORE.test(child.xml) && child.name === 'w:p') return visible(page);
    const breakAt = child.xml.search(PAGE_BREAK);
    if (breakAt !== -1 && child.name === 'w:p') {
      const runStart = child.xml.lastIndexOf('<w:r>', breakAt);
      const runStartWithAttributes = child.xml.lastIndexOf('<w:r ', breakAt);
      const cut = Math.max(runStart, runStartWithAttributes);
      const before = child.xml.slice(0, cut === -1 ? breakAt : cut);
      if (/<w:t\b|<w:drawing\b|<w:pict\b/.test(before)) page.push(`${before}</w:p>`);
      return visible(page);
    }
    if (SECTION_BREAK.test(child.xml)) {
      page.push(child.xml.replace(/<w:sectPr\b[\s\S]*?<\/w:sectPr>|<w:sectPr\b[^>]*\/>/, ''));
      return visible(page);
    }
    page.push(child.xml);
  }
  return null;
}

function visible(page: string[]): string[] | null {
  return page.some((xml) => /<w:t\b[^>]*>[^<]*\S|<w:drawing\b|<w:pict\b/.test(xml)) ? page : null;
}

/** Page size and margins in millimetres, for the owner's summary. */
export function pageInMillimetres(layout: TemplateLayout) {
  if (!layout.pageSize) return null;
  const millimetres = (value: string | undefined) =>
    Math.round(Number(value ?? 0) / TWIPS_PER_MILLIMETRE);
  const margins = layout.pageMargins ?? '';
  return {
    width: millimetres(xmlAttribute(layout.pageSize, 'w:w')),
    height: millimetres(xmlAttribute(layout.pageSize, 'w:h')),
    margins: {
      top: millimetres(xmlAttribute(margins, 'w:top')),
      right: millimetres(xmlAttribute(margins, 'w:right')),
      bottom: millimetres(xmlAttribute(margins, 'w:bottom')),
      left: millimetres(xmlAttribute(margins, 'w:left')),
    },
  };
}

/** The width text takes on the template's page, in twips (from the summary in millimetres). */
export function templateContentWidth(page: {
  width: number;
  margins: { left: number; right: number };
}): number {
  return Math.round((page.width - page.margins.left - page.margins.right) * TWIPS_PER_MILLIMETRE);
}
