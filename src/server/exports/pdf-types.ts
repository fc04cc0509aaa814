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
  background?: string;
  sup?: boolean;
  alignment?: 'left' | 'center' | 'right';
  margin?: [number, number, number, number];
  pageBreak?: 'before' | 'after';
}

export interface PdfText extends PdfStyle {
  text: string | PdfInline[];
  link?: string;
  preserveLeadingSpaces?: boolean;
  tocItem?: boolean;
  tocStyle?: string;
  tocMargin?: [number, number, number, number];
  /** A PDF bookmark; `outlineParentId` nests it under the bookmark with that `id`. */
  outline?: boolean;
  id?: string;
  outlineParentId?: string;
}

export interface PdfStack extends PdfStyle {
  stack: PdfContent[];
  unbreakable?: boolean;
}

export interface PdfList extends PdfStyle {
  ul?: PdfContent[];
  ol?: PdfContent[];
  start?: number;
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
  table: { headerRows?: number; widths: (string | number)[]; body: PdfContent[][] };
  layout?: string | PdfTableLayout;
}

export interface PdfCanvas extends PdfStyle {
  canvas: {
    type: 'line';
    x1: number;
    y1: number;
    x2: number;
    y2: number;
    lineWidth: number;
    lineColor: string;
  }[];
}

export interface PdfImage extends PdfStyle {
  image: string;
  width: number;
}

export interface PdfToc extends PdfStyle {
  toc: {
    title: PdfText;
    numberStyle?: { bold?: boolean };
    outlines?: boolean;
  };
}

export type PdfContent =
  | string
  | PdfText
  | PdfStack
  | PdfList
  | PdfTable
  | PdfCanvas
  | PdfImage
  | PdfToc;

/** Points per millimetre: PDF measures in 1/72 inch. */
export const POINTS_PER_MILLIMETRE = 72 / 25.4;

export function millimetres(value: number): number {
  return value * POINTS_PER_MILLIMETRE;
}
