/**
 * Every place and size on a slide, in inches of PowerPoint's 16:9 "widescreen" slide (13.333 x
 * 7.5 in). The only copy: the layout (`compose-deck.ts` and its `layout-*.ts`) reads it, and
 * the painters (PowerPoint, the slides PDF, the page) draw the boxes the layout gives them,
 * converting inches to their own units and nothing else.
 */
export const SLIDE = { width: 13.333, height: 7.5 } as const;

const MARGIN = 0.6;
const CONTENT_WIDTH = SLIDE.width - 2 * MARGIN;

/** A content slide's frame: kicker (the group), title, a short rule, the body, the footer. */
export const FRAME = {
  kicker: { x: MARGIN, y: 0.35, w: CONTENT_WIDTH, h: 0.3 },
  title: { x: MARGIN, y: 0.68, w: CONTENT_WIDTH, h: 0.86 },
  rule: { x: MARGIN, y: 1.6, w: 0.8, weight: 2.5 },
  body: { x: MARGIN, y: 1.85, w: CONTENT_WIDTH, h: 4.9 },
  footerRule: { x: MARGIN, y: 6.88, w: CONTENT_WIDTH, weight: 0.75 },
  footer: { x: MARGIN, y: 6.95, w: CONTENT_WIDTH, h: 0.3 },
} as const;

/** The cover: a panel in the brand's primary colour with the title, the details beside it. */
export const COVER = {
  panel: { x: 0, y: 0, w: 7.6, h: SLIDE.height },
  accentBar: { x: 7.6, y: 0, w: 0.08, h: SLIDE.height },
  firm: { x: 0.7, y: 0.55, w: 6.2, h: 0.35 },
  kicker: { x: 0.7, y: 2.3, w: 6.4, h: 0.4 },
  title: { x: 0.7, y: 2.75, w: 6.4, h: 2.05 },
  rule: { x: 0.7, y: 4.95, w: 0.9, weight: 3 },
  preparedFor: { x: 0.7, y: 5.15, w: 6.4, h: 0.9 },
  clientLogo: { x: 8.3, y: 0.9, w: 4.43, h: 1.5 },
  details: { x: 8.3, y: 2.9, w: 4.43, h: 2.7 },
  disclaimer: { x: 8.3, y: 5.65, w: 4.43, h: 0.95 },
  firmLogo: { x: 10.93, y: 6.7, w: 1.8, h: 0.5 },
} as const;

/** The closing slide: the primary colour edge to edge, the company and how to reach the firm. */
export const CLOSING = {
  background: { x: 0, y: 0, w: SLIDE.width, h: SLIDE.height },
  title: { x: 1.2, y: 2.0, w: SLIDE.width - 2.4, h: 1.3 },
  rule: { x: 1.2, y: 3.45, w: 0.9, weight: 3 },
  company: { x: 1.2, y: 3.65, w: SLIDE.width - 2.4, h: 0.9 },
  details: { x: 1.2, y: 4.65, w: SLIDE.width - 2.4, h: 1.5 },
  firmLogo: { x: SLIDE.width - 3.0, y: 6.55, w: 1.8, h: 0.5 },
} as const;

/** Space between a body's paragraphs, in points, and the indent of a marked point, in inches. */
export const SPACING = {
  paragraphAfter: 7,
  headingBefore: 4,
  markerWidth: 0.34,
  nestedIndent: 0.42,
  quoteBar: 0.05,
  quoteIndent: 0.3,
  /** A table cell's inner margin, inches. */
  cellPaddingX: 0.07,
  cellPaddingY: 0.04,
} as const;

/** Sections of a group as cards on its slide. */
export const CARDS = {
  gutter: 0.18,
  padding: 0.14,
  /** A group with more sections takes another slide (three columns of five). */
  perSlide: 15,
} as const;
