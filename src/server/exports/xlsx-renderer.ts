import ExcelJS from 'exceljs';
import { fileProperties } from '../../domain/cover.ts';
import type { ExportModel } from './export-document.ts';
import { addFinancialSheets } from './financial-workbook.ts';
import { spreadsheetHeader, spreadsheetRows } from './spreadsheet-rows.ts';

/** Excel refuses a cell longer than this (it reports the file as damaged). */
export const EXCEL_CELL_MAX_LENGTH = 32_767;

const COLUMN_WIDTHS = [24, 36, 120];

export function fitExcelCell(value: string, truncated: string): string {
  if (value.length <= EXCEL_CELL_MAX_LENGTH) return value;
  const note = `\n${truncated}`;
  return value.slice(0, EXCEL_CELL_MAX_LENGTH - note.length) + note;
}

export async function renderXlsx(model: ExportModel): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const properties = fileProperties(model.cover);
  workbook.creator = properties.author;
  workbook.lastModifiedBy = properties.author;
  workbook.title = properties.title;
  workbook.subject = properties.subject;
  workbook.company = properties.author;
  const sheet = workbook.addWorksheet('Strategy', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spreadsheetHeader(model).map((header, index) => ({
    header,
    width: COLUMN_WIDTHS[index] ?? 24,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const cells of spreadsheetRows(model)) {
    const row = sheet.addRow(
      cells.map((cell) => fitExcelCell(cell, model.labels.spreadsheetTruncated)),
    );
    row.alignment = { wrapText: true, vertical: 'top' };
  }
  // The financial model as live sheets (Assumptions, Scenarios when it has any, Monthly, Annual) after the text.
  if (model.financials) {
    addFinancialSheets(workbook, model.financials, undefined, model.scenarios);
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
