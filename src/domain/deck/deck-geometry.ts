/**
 * How much a content slide holds, in lines of 20 pt key points on a 16:9 slide (13.33 x 7.5 in,
 * body 12.1 x 5.0 in). Every renderer of the deck draws at these sizes, so composing by this
 * budget means no slide overflows. Figures are deliberately cautious: an average character of
 * a 20 pt sans is ~9.5 pt, so ~92 fit in 871 pt; 80 are counted.
 */
export const DECK_GEOMETRY = {
  /** Inches: PowerPoint's 16:9 "widescreen". */
  slideWidth: 13.333,
  slideHeight: 7.5,
  bodyFontSize: 20,
  headingFontSize: 20,
  tableFontSize: 14,
  titleFontSize: 30,
  /** Lines of body text a slide's body holds. */
  bodyLines: 11,
  /** Characters of body text a full-width line holds. */
  charactersPerLine: 80,
  /** Characters of table text across the full width (14 pt). */
  tableCharactersPerLine: 118,
  /** A 14 pt table line, in 20 pt body lines. */
  tableLineShare: 0.78,
  /** Extra space after a block, in lines. */
  blockGap: 0.35,
  /** Longest key point, in characters; the rest is in the speaker notes. */
  pointMaxCharacters: 170,
  tableCellMaxCharacters: 90,
  tableMaxColumns: 6,
} as const;
