import type { ExportModel } from './export-document.ts';
import { toPlainText } from './plain-text.ts';

export const SPREADSHEET_HEADER = ['Group', 'Section', 'Content'] as const;

/** OWASP's list for CSV injection: a cell starting with one of these may run as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One row per exported section, every cell safe to open in a spreadsheet. */
export function spreadsheetRows(model: ExportModel): [string, string, string][] {
  return model.groups.flatMap((group) =>
    group.sections.map(
      (section) =>
        [group.title, section.title, toPlainText(section.content)].map(neutraliseFormula) as [
          string,
          string,
          string,
        ],
    ),
  );
}
