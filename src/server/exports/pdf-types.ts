/** The slice of pdfmake's document definition this project writes. */
export type PdfInline = string | PdfText;

export interface PdfStyle {
  style?: string | string[];
  bold?: boolean;
  italics?: boolean;
  decoration?: 'lineThrough' | 'underline';
  color?: string;
  font?: string;
  fontSize?: number;
  lineHeight?: number;
  characterSpacing?: number;
  background?: string;
  sup?: boolean;
  alignment?: 'left' | 'center' | 'right';
  margin?: [number, number, number, number];
  pageBreak?: 'before' | 'after';
  absolutePosition?: { x: number; y: number };
  /** A column's width inside `columns`. */
  width?: number | string;
  id?: string;
}

export interface PdfText extends PdfStyle {
  text: string | PdfInline[];
  link?: string;
  /** An internal link to the node with this `id`. */
  linkToDestination?: string;
  /** Printed as the number of the page the node with this `id` starts on. */
  pageReference?: string;
  preserveLeadingSpaces?: boolean;
  /** A PDF bookmark; `outlineParentId` nests it under the bookmark with that `id`. */
  outline?: boolean;
  outlineParentId?: string;
}

export interface PdfStack extends PdfStyle {
  stack: PdfContent[];
  unbreakable?: boolean;
}

export interface PdfColumns extends PdfStyle {
  columns: PdfContent[];
  columnGap?: number;
}

export interface PdfList extends PdfStyle {
  ul?: PdfContent[];
  ol?: PdfContent[];
  start?: number;
  markerColor?: string;
}

export interface PdfTableLayout {
  hLineWidth?: (index: number) => number;
  vLineWidth?: (index: number) => number;
  hLineColor?: () => string;
  vLineColor?: () => string;
  fillColor?: (rowIndex: number) => string | null;
  paddingLeft?: () => number;
  paddingRight?: () => number;
  paddingTop?: () => number;
  paddingBottom?: () => number;
}

export interface PdfTable extends PdfStyle {
  table: {
    headerRows?: number;
    dontBreakRows?: boolean;
    widths: (string | number)[];
    heights?: number | ((row: number) => number);
    body: PdfContent[][];
  };
  layout?: string | PdfTableLayout;
}

export type PdfCanvasShape =
  | {
      type: 'line';
      x1: number;
      y1: number;
      x2: number;
      y2: number;
      lineWidth: number;
      lineColor: string;
      dash?: { length: number; space?: number };
      lineCap?: 'round' | 'butt' | 'square';
    }
  | { type: 'rect'; x: number; y: number; w: number; h: number; color: string };

export interface PdfCanvas extends PdfStyle {
  canvas: PdfCanvasShape[];
}

export interface PdfImage extends PdfStyle {
  image: string;
  fit?: [number, number];
}

/** Vector graphics: pdfmake draws the SVG as PDF paths and text (svg-to-pdfkit), not an image. */
export interface PdfSvg extends PdfStyle {
  svg: string;
  width: number;
  height: number;
}

export type PdfContent =
  | PdfSvg
  | string
  | PdfText
  | PdfStack
  | PdfColumns
  | PdfList
  | PdfTable
  | PdfCanvas
  | PdfImage;

/** Points per millimetre: PDF measures in 1/72 inch. */
export const POINTS_PER_MILLIMETRE = 72 / 25.4;

export function millimetres(value: number): number {
  return value * POINTS_PER_MILLIMETRE;
}
