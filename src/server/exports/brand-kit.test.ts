import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { BrandKit } from '../../domain/brand.ts';
import { richDocument, run, writeTemporaryFile } from '../testing/export-fixtures.ts';
import { pdfPixel } from '../testing/pdf-pixel.ts';
import { buildExportModel } from './export-document.ts';
import { EXPORT_RENDERERS } from './registry.ts';

const BRAND: Partial<BrandKit> = {
  firmName: 'Harbour & Finch',
  primaryColor: '#7A1F3D',
  accentColor: '#D08C1B',
  headingFont: 'DejaVu Serif',
  bodyFont: 'DejaVu Sans',
  headerText: '{company} · for {client}',
  footerText: '{firm} · Strictly confidential · {page}/{pages}',
  disclaimer: 'Prepared from client data; not investment advice.',
};

const model = () => buildExportModel({ ...richDocument(), brand: BRAND });
/** The product's and the libraries' names: none may show in a client's file. */
const FORBIDDEN = /Maker Business Builder|pdfmake|pdfkit|pptxgen|exceljs|Un-named/i;

describe('the brand kit in every file', { timeout: 60_000 }, () => {
  it('PDF: the header and footer templates, the disclaimer, the primary colour, the firm as author', async () => {
    const path = writeTemporaryFile('brand.pdf', await EXPORT_RENDERERS.pdf.render(model()));
    const pages = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [path]))?.[1]);
    const second = run('pdftotext', ['-layout', '-f', '2', '-l', '2', path, '-']);
    expect(second).toContain('Northwind Makers · for Contoso Holdings');
    expect(second).toContain(`Harbour & Finch · Strictly confidential · 2/${pages}`);
    expect(run('pdftotext', ['-f', '1', '-l', '1', path, '-'])).toContain(
      'Prepared from client data; not investment advice.',
    );
    expect(pdfPixel(path, 1, 5, 5)).toBe('#7A1F3D');
    const info = run('pdfinfo', [path]);
    expect(info).toMatch(/Producer:\s+Harbour & Finch/);
    expect(info).toMatch(/Creator:\s+Harbour & Finch/);
    expect(info).not.toMatch(FORBIDDEN);
    expect(run('pdffonts', [path])).toMatch(/DejaVuSerif/);
  });

  it('Word: the header and footer, the colours, and properties that name the firm', async () => {
    const zip = await JSZip.loadAsync(await EXPORT_RENDERERS.docx.render(model()));
    const part = async (name: string) => (await zip.file(name)?.async('string')) ?? '';
    const headers = (
      await Promise.all([1, 2].map((index) => part(`word/header${index}.xml`)))
    ).join('');
    const footers = (
      await Promise.all([1, 2].map((index) => part(`word/footer${index}.xml`)))
    ).join('');
    expect(headers).toContain('Northwind Makers · for Contoso Holdings');
    expect(footers).toContain('Harbour &amp; Finch · Strictly confidential · ');
    expect(footers).toMatch(/PAGE.*NUMPAGES/s);
    expect(await part('word/document.xml')).toContain('w:fill="7A1F3D"');
    expect(await part('word/document.xml')).toContain('Prepared from client data');
    expect(await part('docProps/core.xml')).toContain(
      '<dc:creator>Harbour &amp; Finch</dc:creator>',
    );
    for (const name of Object.keys(zip.files).filter((file) => file.endsWith('.xml'))) {
      expect(await part(name), name).not.toMatch(FORBIDDEN);
    }
  });

  it('Excel, CSV, Markdown and the deck PDF name no software either', async () => {
    const xlsx = await JSZip.loadAsync(await EXPORT_RENDERERS.xlsx.render(model()));
    for (const name of Object.keys(xlsx.files).filter((file) => file.startsWith('docProps/'))) {
      expect((await xlsx.file(name)?.async('string')) ?? '', name).not.toMatch(FORBIDDEN);
    }
    const slides = writeTemporaryFile(
      'slides.pdf',
      await EXPORT_RENDERERS['slides-pdf'].render(model()),
    );
    expect(run('pdfinfo', [slides])).not.toMatch(FORBIDDEN);
    expect(run('pdfinfo', [slides])).toMatch(/Page size:\s+(959\.\d+|960) x 540 pts/);
    for (const format of ['csv', 'md'] as const) {
      const text = new TextDecoder().decode(await EXPORT_RENDERERS[format].render(model()));
      expect(text).not.toMatch(FORBIDDEN);
    }
  });

  it('without a firm, every file names the company as its author, and no software', async () => {
    const document = richDocument();
    const unbranded = buildExportModel({
      ...document,
      metadata: { ...document.metadata, preparedBy: '' },
      brand: { firmName: '' },
    });
    const company = 'Northwind Makers';
    for (const format of ['pdf', 'slides-pdf'] as const) {
      const path = writeTemporaryFile(
        `unbranded.${format}`,
        await EXPORT_RENDERERS[format].render(unbranded),
      );
      const info = run('pdfinfo', [path]);
      expect(info, format).toMatch(new RegExp(`Author:\\s+${company}\\n`));
      expect(info, format).toMatch(new RegExp(`Creator:\\s+${company}\\n`));
      expect(info, format).toMatch(new RegExp(`Producer:\\s+${company}\\n`));
      expect(info, format).toMatch(new RegExp(`Title:\\s+Business Strategy Report: ${company}\\n`));
    }
    for (const format of ['docx', 'pptx', 'xlsx'] as const) {
      const zip = await JSZip.loadAsync(await EXPORT_RENDERERS[format].render(unbranded));
      const core = (await zip.file('docProps/core.xml')?.async('string')) ?? '';
      expect(core, format).toContain(`<dc:creator>${company}</dc:creator>`);
      expect(core, format).toContain(`<dc:title>Business Strategy Report: ${company}</dc:title>`);
      expect(core, format).not.toMatch(FORBIDDEN);
    }
  });
});
