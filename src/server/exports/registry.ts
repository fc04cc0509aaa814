import { EXPORT_EXTENSIONS } from '../../domain/export-formats.ts';
import type { ExportModel } from './export-document.ts';
import { EXPORT_CONTENT_TYPES, type ExportFormat } from './export-formats.ts';

export interface ExportRenderer {
  contentType: string;
  extension: string;
  render(model: ExportModel): Promise<Uint8Array>;
}

function renderer(format: ExportFormat, render: ExportRenderer['render']): ExportRenderer {
  return {
    contentType: EXPORT_CONTENT_TYPES[format],
    extension: EXPORT_EXTENSIONS[format],
    render,
  };
}

/**
 * One renderer per format. Each loads its library on first use, so a worker that only ever
 * writes CSV never holds pdfmake, docx and exceljs in memory.
 */
export const EXPORT_RENDERERS: Record<ExportFormat, ExportRenderer> = {
  pdf: renderer('pdf', async (model) => (await import('./pdf-renderer.ts')).renderPdf(model)),
  docx: renderer('docx', async (model) => (await import('./docx-renderer.ts')).renderDocx(model)),
  pptx: renderer('pptx', async (model) => (await import('./pptx-renderer.ts')).renderPptx(model)),
  'slides-pdf': renderer('slides-pdf', async (model) =>
    (await import('./slides-pdf-renderer.ts')).renderSlidesPdf(model),
  ),
  xlsx: renderer('xlsx', async (model) => (await import('./xlsx-renderer.ts')).renderXlsx(model)),
  csv: renderer('csv', async (model) => (await import('./csv-renderer.ts')).renderCsv(model)),
  md: renderer('md', async (model) =>
    (await import('./markdown-renderer.ts')).renderMarkdown(model),
  ),
};
