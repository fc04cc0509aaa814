/** The part of fontkit 2 the font module uses; the package ships no types. */
declare module 'fontkit' {
  export interface Glyph {
    advanceWidth: number;
  }
  export interface Font {
    unitsPerEm: number;
    /** Font units above and (negative) below the baseline, as pdfkit sets a line. */
    ascent: number;
    descent: number;
    characterSet: number[];
    glyphForCodePoint(codePoint: number): Glyph;
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** Shapes the text (joined Arabic forms, ligatures): its glyphs' total advance. */
    layout(text: string): { advanceWidth: number };
  }
  export function create(buffer: Buffer): Font;
}
