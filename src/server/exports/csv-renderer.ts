import type { ExportModel } from './export-document.ts';
import { spreadsheetHeader, spreadsheetRows } from './spreadsheet-rows.ts';

/** Excel reads a CSV as UTF-8 only when it starts with a byte-order mark. */
const BYTE_ORDER_MARK = '\uFEFF';

/** RFC 4180: quote a field holding a comma, quote, CR or LF, and double its quotes. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export async function renderCsv(model: ExportModel): Promise<Uint8Array> {
  const records = [spreadsheetHeader(model), ...spreadsheetRows(model)].map((cells) =>
    cells.map(csvField).join(','),
  );
  return new TextEncoder().encode(`${BYTE_ORDER_MARK}${records.join('\r\n')}\r\n`);
}
