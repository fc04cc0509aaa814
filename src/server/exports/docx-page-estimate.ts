import type { PageNumberEstimator } from 'docx';

/**
 * A cheap page estimate for Word files (docs/decisions: Word contents without docx's layout).
 * The contents are bookmarked headings with PAGEREF fields: LibreOffice and Word's print lay them
 * out themselves, and Word shows the written number until then. That number comes from here: one
 * walk over the body as docx is about to write it, adding up paragraph and table-row heights from
 * their text length, font size and spacing, with no glyph measuring (docx's own layout cost ~20 s
 * of CPU for 124 sections; this costs milliseconds).
 */

export interface ParagraphMetrics {
  /** Half-points, as Word's `w:sz`. */
  size: number;
  /** Twips. */
  before: number;
  after: number;
  keepNext?: boolean;
}

export interface PageGeometry {
  /** Twips of the text area. */
  width: number;
  height: number;
  /** Word's "multiple" line spacing, in 240ths (288 = 1.2). */
  line: number;
  /** Average advance of a character, in ems, for the body font. */
  characterWidth: number;
  normal: ParagraphMetrics;
  /** By paragraph style id: `Heading1`, `Kicker`, ... */
  styles: Readonly<Record<string, ParagraphMetrics>>;
}

/** Average character advance (ems) of running English text in each bundled family. */
export const CHARACTER_WIDTHS: Readonly<Record<string, number>> = {
  'Source Sans 3': 0.47,
  'Source Serif 4': 0.5,
  'DejaVu Sans': 0.56,
  'DejaVu Serif': 0.58,
};

/**
 * A line's height as a share of the font size, before line spacing: calibrated on the synthetic
 * 124-section strategy against LibreOffice's layout of the same file (all 145 contents entries
 * within one page of it, 255 pages).
 */
const LINE_HEIGHT_EMS = 1.15;
const TWIPS_PER_POINT = 20;
const EMU_PER_TWIP = 635;
/** Words do not fill a line to its end. */
const WRAP_SLACK = 1.06;
const LIST_INDENT_PER_LEVEL = 360;

type Xml = Record<string, unknown>;

/** The children of an element in docx's XML object form (`{ 'w:p': [child, ...] }`). */
function childrenOf(element: unknown, name: string): unknown[] {
  const value = (element as Xml)[name];
  return Array.isArray(value) ? value : [];
}

function nameOf(element: unknown): string | undefined {
  if (typeof element !== 'object' || element === null) return undefined;
  return Object.keys(element).find((key) => key !== '_attr');
}

function attribute(element: unknown, name: string, key: string): unknown {
  const value = (element as Xml)[name] as { _attr?: Record<string, unknown> } | undefined;
  return value?._attr?.[key];
}

/** Every descendant element named `name`, in document order. */
function* descendants(element: unknown, name: string): Generator<unknown> {
  const own = nameOf(element);
  if (!own) return;
  if (own === name) yield element;
  const children = (element as Xml)[own];
  if (!Array.isArray(children)) return;
  for (const child of children) yield* descendants(child, name);
}

interface ParagraphFacts {
  style: ParagraphMetrics & { id: string };
  pageBreakBefore: boolean;
  breaksPageAfter: boolean;
  indent: number;
  /** Width of its text in twips at its size, laid end to end. */
  textWidth: number;
  lineSize: number;
  /** Pictures and forced line breaks. */
  extraHeight: number;
  forcedLines: number;
  bookmarks: string[];
  before: number;
  after: number;
}

function paragraphFacts(paragraph: unknown, geometry: PageGeometry): ParagraphFacts {
  const children = childrenOf(paragraph, 'w:p');
  const properties = children.find((child) => nameOf(child) === 'w:pPr');
  const propertyList = properties ? childrenOf(properties, 'w:pPr') : [];
  const has = (name: string) => propertyList.some((child) => nameOf(child) === name);
  const find = (name: string) => propertyList.find((child) => nameOf(child) === name);
  const styleId = String(attribute(find('w:pStyle') ?? {}, 'w:pStyle', 'w:val') ?? 'Normal');
  const style = { id: styleId, ...(geometry.styles[styleId] ?? geometry.normal) };
  const spacing = find('w:spacing');
  const spacingValue = (key: string, fallback: number) => {
    const value = spacing ? attribute(spacing, 'w:spacing', key) : undefined;
    return typeof value === 'number' ? value : fallback;
  };
  const level = find('w:numPr')
    ? Number(
        attribute(
          childrenOf(find('w:numPr'), 'w:numPr').find((child) => nameOf(child) === 'w:ilvl') ?? {},
          'w:ilvl',
          'w:val',
        ) ?? 0,
      ) + 1
    : 0;
  const indentElement = find('w:ind');
  const indent =
    level * LIST_INDENT_PER_LEVEL +
    Number(indentElement ? (attribute(indentElement, 'w:ind', 'w:left') ?? 0) : 0) +
    Number(indentElement ? (attribute(indentElement, 'w:ind', 'w:right') ?? 0) : 0);

  let textWidth = 0;
  let lineSize = style.size;
  let extraHeight = 0;
  let forcedLines = 0;
  let breaksPageAfter = false;
  for (const run of descendants(paragraph, 'w:r')) {
    const runChildren = childrenOf(run, 'w:r');
    const runProperties = runChildren.find((child) => nameOf(child) === 'w:rPr');
    const sizeElement = runProperties
      ? childrenOf(runProperties, 'w:rPr').find((child) => nameOf(child) === 'w:sz')
      : undefined;
    const size = Number(sizeElement ? attribute(sizeElement, 'w:sz', 'w:val') : style.size);
    lineSize = Math.max(lineSize, size);
    for (const child of runChildren) {
      const name = nameOf(child);
      if (name === 'w:t') {
        const text = childrenOf(child, 'w:t').find((part) => typeof part === 'string') ?? '';
        const characters = [...String(text)].length;
        textWidth += (characters * geometry.characterWidth * size * TWIPS_PER_POINT) / 2;
      } else if (name === 'w:tab') {
        textWidth += 4 * geometry.characterWidth * size * 10;
      } else if (name === 'w:br') {
        if (attribute(child, 'w:br', 'w:type') === 'page') breaksPageAfter = true;
        else forcedLines++;
      }
    }
    for (const extent of descendants(run, 'wp:extent')) {
      extraHeight += Number(attribute(extent, 'wp:extent', 'cy') ?? 0) / EMU_PER_TWIP;
    }
  }
  const bookmarks = [...descendants(paragraph, 'w:bookmarkStart')].map((bookmark) =>
    String(attribute(bookmark, 'w:bookmarkStart', 'w:name')),
  );
  return {
    style,
    pageBreakBefore: has('w:pageBreakBefore'),
    breaksPageAfter,
    indent,
    textWidth,
    lineSize,
    extraHeight,
    forcedLines,
    bookmarks,
    before: spacingValue('w:before', style.before),
    after: spacingValue('w:after', style.after),
  };
}

function lineHeight(size: number, geometry: PageGeometry): number {
  return ((size / 2) * LINE_HEIGHT_EMS * TWIPS_PER_POINT * geometry.line) / 240;
}

/** Lines and height of a paragraph set in `width` twips. */
function paragraphLines(facts: ParagraphFacts, width: number, geometry: PageGeometry) {
  const available = Math.max(width - facts.indent, width / 4);
  const lines =
    Math.max(1, Math.ceil((facts.textWidth * WRAP_SLACK) / available)) + facts.forcedLines;
  return { lines, lineHeight: lineHeight(facts.lineSize, geometry) };
}

/** The height a table cell's paragraphs take at its width. */
function cellHeight(cell: unknown, geometry: PageGeometry): number {
  const properties = childrenOf(cell, 'w:tc').find((child) => nameOf(child) === 'w:tcPr');
  const widthElement = properties
    ? childrenOf(properties, 'w:tcPr').find((child) => nameOf(child) === 'w:tcW')
    : undefined;
  const width = Number(widthElement ? attribute(widthElement, 'w:tcW', 'w:w') : geometry.width);
  let height = 0;
  for (const paragraph of childrenOf(cell, 'w:tc').filter((child) => nameOf(child) === 'w:p')) {
    const facts = paragraphFacts(paragraph, geometry);
    const { lines, lineHeight: each } = paragraphLines(facts, width - 216, geometry);
    height += lines * each + facts.extraHeight + facts.after;
  }
  return height + 160;
}

/**
 * An estimator for docx's `pageNumbers`: the page each bookmark starts on and the page count,
 * by flowing the body's paragraphs and table rows over pages of `geometry`.
 */
export function estimateDocxPages(geometry: PageGeometry): PageNumberEstimator {
  return (body) => {
    const bookmarks = new Map<string, string>();
    let page = 1;
    let used = 0;
    const newPage = () => {
      page++;
      used = 0;
    };
    const placeParagraph = (facts: ParagraphFacts, nextHeight: number) => {
      if (facts.pageBreakBefore && used > 0) newPage();
      const { lines, lineHeight: each } = paragraphLines(facts, geometry.width, geometry);
      const before = used > 0 ? facts.before : 0;
      // A heading keeps with the start of what follows it.
      const keep = facts.style.keepNext ? nextHeight : 0;
      if (used > 0 && used + before + each + facts.extraHeight + keep > geometry.height) newPage();
      else used += before;
      for (const bookmark of facts.bookmarks) bookmarks.set(bookmark, String(page));
      used += facts.extraHeight;
      let remaining = lines;
      while (used + remaining * each > geometry.height) {
        const fit = Math.max(1, Math.floor((geometry.height - used) / each));
        remaining -= Math.min(fit, remaining);
        newPage();
      }
      used += remaining * each + facts.after;
      if (facts.breaksPageAfter) newPage();
    };
    const placeTable = (table: unknown) => {
      for (const row of childrenOf(table, 'w:tbl').filter((child) => nameOf(child) === 'w:tr')) {
        const cells = childrenOf(row, 'w:tr').filter((child) => nameOf(child) === 'w:tc');
        const properties = childrenOf(row, 'w:tr').find((child) => nameOf(child) === 'w:trPr');
        const minimum = properties
          ? Number(
              attribute(
                childrenOf(properties, 'w:trPr').find((child) => nameOf(child) === 'w:trHeight') ??
                  {},
                'w:trHeight',
                'w:val',
              ) ?? 0,
            )
          : 0;
        const height = Math.max(minimum, ...cells.map((cell) => cellHeight(cell, geometry)));
        if (used > 0 && used + height > geometry.height) newPage();
        for (const cell of cells) {
          for (const bookmark of descendants(cell, 'w:bookmarkStart')) {
            bookmarks.set(String(attribute(bookmark, 'w:bookmarkStart', 'w:name')), String(page));
          }
        }
        used += Math.min(height, geometry.height);
      }
    };
    const elements = flatten(childrenOf(body, 'w:body'));
    elements.forEach((element, index) => {
      const name = nameOf(element);
      if (name === 'w:p') {
        const next = elements[index + 1];
        const nextHeight =
          nameOf(next) === 'w:p' ? lineHeight(geometry.normal.size, geometry) * 2 : 0;
        placeParagraph(paragraphFacts(element, geometry), nextHeight);
      } else if (name === 'w:tbl') placeTable(element);
    });
    return { bookmarks, pageCount: page };
  };
}

/** Block-level content, with content controls (`w:sdt`) opened. */
function flatten(elements: unknown[]): unknown[] {
  return elements.flatMap((element) => {
    if (nameOf(element) !== 'w:sdt') return [element];
    const content = childrenOf(element, 'w:sdt').find((child) => nameOf(child) === 'w:sdtContent');
    return content ? flatten(childrenOf(content, 'w:sdtContent')) : [];
  });
}
