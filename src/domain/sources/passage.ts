/**
 * A passage is the unit a source is stored, searched and cited in: about 800-1,200 characters of
 * one document, with where it came from so a citation can say "p. 4" or "sheet Revenue, rows 2-40".
 */
export interface Passage {
  text: string;
  /** 1-based page of a PDF. */
  page?: number;
  /** 1-based slide of a presentation, in the presentation's order. */
  slide?: number;
  /** Sheet name of a workbook (absent for a CSV file). */
  sheet?: string;
  /** Spreadsheet row numbers (1-based, as the spreadsheet shows them) the passage covers. */
  rowRange?: RowRange;
}

export interface RowRange {
  first: number;
  last: number;
}

/** Shortest characters a passage aims for, and the most it may hold. */
export const PASSAGE_TARGET_CHARACTERS = 800;
export const PASSAGE_MAX_CHARACTERS = 1200;

/** "p. 4", "slide 3", "sheet Revenue, rows 2-40", "row 7", or "" when the source has no parts. */
export function describePassageLocation(passage: Omit<Passage, 'text'>): string {
  const parts: string[] = [];
  if (passage.page !== undefined) parts.push(`p. ${passage.page}`);
  if (passage.slide !== undefined) parts.push(`slide ${passage.slide}`);
  if (passage.sheet !== undefined) parts.push(`sheet ${passage.sheet}`);
  if (passage.rowRange) {
    const { first, last } = passage.rowRange;
    parts.push(first === last ? `row ${first}` : `rows ${first}-${last}`);
  }
  return parts.join(', ');
}
