import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { emptyDocument, run, writeTemporaryFile } from '../testing/export-fixtures.ts';
import { buildExportModel } from './export-document.ts';
import { EXPORT_FORMATS } from './export-formats.ts';
import { EXPORT_RENDERERS } from './registry.ts';

/** Opens a file as its usual reader would and returns the text a person would see first. */
const readers = {
  pdf: async (bytes: Uint8Array) => run('pdftotext', [writeTemporaryFile('x.pdf', bytes), '-']),
  docx: async (bytes: Uint8Array) =>
    (await JSZip.loadAsync(bytes)).file('word/document.xml')?.async('string'),
  xlsx: async (bytes: Uint8Array) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
    return String(workbook.getWorksheet('Strategy')?.getRow(1).values);
  },
  csv: async (bytes: Uint8Array) => String(parse(Buffer.from(bytes), { bom: true })),
  md: async (bytes: Uint8Array) => new TextDecoder().decode(bytes),
  pptx: async (bytes: Uint8Array) =>
    (await JSZip.loadAsync(bytes)).file('ppt/slides/slide1.xml')?.async('string'),
  'slides-pdf': async (bytes: Uint8Array) =>
    run('pdftotext', [writeTemporaryFile('x.pdf', bytes), '-']),
};

const firstWords = {
  pdf: 'Business Strategy Report',
  docx: 'Business Strategy Report',
  xlsx: 'Group,Section,Content',
  csv: 'Group,Section,Content',
  md: '# Business Strategy Report',
  pptx: 'Business Strategy Report',
  'slides-pdf': 'Business Strategy Report',
};

// Rendering a file takes seconds on a busy machine; no assertion here depends on time.
describe('EXPORT_RENDERERS', { timeout: 60_000 }, () => {
  it('names every format with its extension', () => {
    expect(EXPORT_FORMATS.map((format) => EXPORT_RENDERERS[format].extension)).toEqual([
      'pdf',
      'docx',
      'pptx',
      'pdf',
      'xlsx',
      'csv',
      'md',
    ]);
    expect(EXPORT_RENDERERS.pdf.contentType).toBe('application/pdf');
    expect(EXPORT_RENDERERS.csv.contentType).toBe('text/csv; charset=utf-8');
  });

  it.each(EXPORT_FORMATS)(
    'writes a valid %s file for a strategy without content',
    async (format) => {
      const bytes = await EXPORT_RENDERERS[format].render(buildExportModel(emptyDocument()));
      expect(await readers[format](bytes)).toContain(firstWords[format]);
    },
  );
});
