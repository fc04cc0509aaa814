import type { BrandKit } from '../../domain/brand.ts';
import { readableOnWhite, textOn, tint } from '../../domain/brand-colours.ts';
import type { FontFamily } from './fonts.ts';

/** The brand kit as the PDF's colours and fonts. */
export interface PdfTheme {
  bodyFont: FontFamily;
  headingFont: FontFamily;
  /** The brand's primary colour: cover panel, table headers. */
  primary: string;
  /** Text on `primary`. */
  onPrimary: string;
  /** The primary colour dark enough for headings on white. */
  headingColour: string;
  accent: string;
  /** The accent colour dark enough for text on white. */
  accentText: string;
  text: string;
  muted: string;
  rule: string;
  zebra: string;
  calloutFill: string;
  codeFill: string;
  link: string;
}

export function pdfTheme(brand: BrandKit): PdfTheme {
  return {
    bodyFont: brand.bodyFont,
    headingFont: brand.headingFont,
    primary: brand.primaryColor,
    onPrimary: textOn(brand.primaryColor),
    headingColour: readableOnWhite(brand.primaryColor),
    accent: brand.accentColor,
    accentText: readableOnWhite(brand.accentColor),
    text: '#1F2328',
    muted: '#5F6B7A',
    rule: '#D4D9E0',
    zebra: tint(brand.primaryColor, 0.95),
    calloutFill: tint(brand.accentColor, 0.9),
    codeFill: '#F3F4F6',
    link: readableOnWhite(brand.primaryColor),
  };
}

export function pdfStyles(theme: PdfTheme) {
  const heading = { font: theme.headingFont, color: theme.headingColour, bold: true };
  return {
    partTitle: { ...heading, fontSize: 22, margin: [0, 0, 0, 16] },
    contentsGroup: { bold: true, color: theme.headingColour, fontSize: 10.5 },
    contentsSection: { fontSize: 9.5, color: theme.text },
    sectionTitle: { ...heading, fontSize: 17, lineHeight: 1.1, margin: [0, 0, 0, 4] },
    heading3: { ...heading, fontSize: 13, margin: [0, 10, 0, 4] },
    heading4: { bold: true, fontSize: 11.5, color: theme.text, margin: [0, 8, 0, 3] },
    heading5: { bold: true, fontSize: 10.5, color: theme.text, margin: [0, 6, 0, 3] },
    heading6: { bold: true, italics: true, fontSize: 10, color: theme.muted, margin: [0, 6, 0, 3] },
    paragraph: { margin: [0, 0, 0, 7] },
    list: { margin: [0, 0, 0, 7] },
    table: { fontSize: 9, margin: [0, 3, 0, 10] },
    callout: { margin: [0, 3, 0, 10] },
    block: { margin: [0, 2, 0, 9] },
    footnote: { fontSize: 9, margin: [0, 2, 0, 4] },
    running: { fontSize: 8, color: theme.muted },
  };
}
