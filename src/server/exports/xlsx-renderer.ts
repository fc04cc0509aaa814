import ExcelJS from 'exceljs';
import type { ExportModel } from './export-document.ts';
import { SPREADSHEET_HEADER, spreadsheetRows } from './spreadsheet-rows.ts';

/** Excel refuses a cell longer than this (it reports the file as damaged). */
export const EXCEL_CELL_MAX_LENGTH = 32_767;
const TRUNCATION_NOTE = '\n[Truncated: the full text is in the PDF, Word and CSV exports.]';

const COLUMN_WIDTHS = [24, 36, 120];

export function fitExcelCell(value: string): string {
  if (value.length <= EXCEL_CELL_MAX_LENGTH) return value;
  return value.slice(0, EXCEL_CELL_MAX_LENGTH - TRUNCATION_NOTE.length) + TRUNCATION_NOTE;
}

export async function renderXlsx(model: ExportModel): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Strategy', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = SPREADSHEET_HEADER.map((header, index) => ({
    header,
    width: COLUMN_WIDTHS[index] ?? 24,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const cells of spreadsheetRows(model)) {
    const row = sheet.addRow(cells.map(fitExcelCell));
    row.alignment = { wrapText: true, vertical: 'top' };
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
