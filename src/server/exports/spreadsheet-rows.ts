import { toPlainText } from '../../domain/markdown-plain-text.ts';
import { type ExportModel, orderedSections } from './export-document.ts';

/** OWASP's list for CSV injection: a cell starting with one of these may run as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function spreadsheetHeader(model: ExportModel): [string, string, string] {
  const { labels } = model;
  return [labels.spreadsheetGroup, labels.spreadsheetSection, labels.spreadsheetContent];
}

/**
 * One row per exported section (the executive summary first), then, when the person went on
 * without them, one per section left out, then the review notes when asked for; every cell safe to open in a spreadsheet.
 */
export function spreadsheetRows(model: ExportModel): [string, string, string][] {
  const rows: [string, string, string][] = orderedSections(model).map(({ section, groupTitle }) => [
    groupTitle,
    section.title,
    toPlainText(section.content),
  ]);
  if (model.notice) {
    for (const block of model.notice.blocks) {
      if (block.kind !== 'note') continue;
      for (const item of block.items) rows.push([block.title, item, block.intro]);
    }
  }
  // Review notes, when asked for: one row per section, its comments as plain text.
  for (const section of model.reviewNotes ?? []) {
    rows.push([model.labels.reviewNotes, section.title, toPlainText(section.content)]);
  }
  return rows.map((cells) => cells.map(neutraliseFormula) as [string, string, string]);
}
