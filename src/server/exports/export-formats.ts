/**
 * The formats and their file names, apart from the renderers so the server and the pool can
 * name a download without loading pdfmake, docx and exceljs.
 */
export const EXPORT_FORMATS = ['pdf', 'docx', 'xlsx', 'csv', 'md'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

export function isExportFormat(value: string): value is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(value);
}

export function exportFileName(format: ExportFormat): string {
  return `business-strategy.${format}`;
}
