import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  libreOfficeInstalled,
  RICH_EXPORTED,
  richDocument,
  run,
  TABLE_CELL_TEXT,
  TINY_PNG,
  writeTemporaryFile,
} from '../testing/export-fixtures.ts';
import { renderDocx } from './docx-renderer.ts';
import { buildExportModel } from './export-document.ts';

// Under CI a missing LibreOffice fails the file; elsewhere the Word-to-PDF check is skipped.
const hasLibreOffice = libreOfficeInstalled('the Word export is opened and converted with it');

async function documentXml(bytes: Uint8Array): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const part = zip.file('word/document.xml');
  if (!part) throw new Error('word/document.xml missing');
  return part.async('string');
}

/** The text of each paragraph with the given style, in document order. */
function paragraphsWithStyle(xml: string, style: string): string[] {
  return [...xml.matchAll(/<w:p>(.*?)<\/w:p>|<w:p [^>]*>(.*?)<\/w:p>/gs)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((paragraph) => paragraph.includes(`<w:pStyle w:val="${style}"/>`))
    .map((paragraph) =>
      [...paragraph.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((text) => text[1]).join(''),
    );
}

// Rendering a file takes seconds on a busy machine; no assertion here depends on time.
describe('renderDocx', { timeout: 60_000 }, () => {
  let bytes: Uint8Array;
  let xml: string;

  beforeAll(async () => {
    bytes = await renderDocx(
      buildExportModel({ ...richDocument(), logo: { bytes: TINY_PNG, mimeType: 'image/png' } }),
    );
    xml = await documentXml(bytes);
  }, 60_000);

  it('uses Heading 1 for groups and Heading 2 for sections', () => {
    const groups = [...new Set(RICH_EXPORTED.map((entry) => entry.group))];
    expect(paragraphsWithStyle(xml, 'Heading1')).toEqual([
      ...groups,
      'Appendix: Business overview',
    ]);
    expect(paragraphsWithStyle(xml, 'Heading2')).toEqual(
      RICH_EXPORTED.map((entry) => entry.section),
    );
    expect(paragraphsWithStyle(xml, 'Heading3')).toEqual(['Segments']);
  });

  it('writes the cover, linked contents entries, lists, a table and safe links', async () => {
    for (const text of [
      'Business Strategy Report',
      'Northwind Makers',
      'Prepared for Contoso Holdings',
      'CLIENT',
      'Contoso Holdings',
      'Ana Consultant',
      'March 14, 2025',
    ]) {
      expect(xml).toContain(text);
    }
    // The contents: no TOC field (LibreOffice would print its written numbers), but one linked
    // entry per heading with a PAGEREF field that every reader lays out itself.
    expect(xml).not.toMatch(/<w:instrText[^>]*>TOC /);
    expect(xml).toMatch(
      /<w:pStyle w:val="TOC2"\/>.*?<w:hyperlink[^>]* w:anchor="(_Toc\d+)">.*?Target Audience.*?<w:tab\/>.*?PAGEREF \1 \\h/s,
    );
    expect(xml).toContain('<w:numPr>');
    expect(xml).toContain('<w:tbl>');
    expect(xml).toContain('<w:tblHeader/>');
    expect(xml).toContain(TABLE_CELL_TEXT);
    expect(xml).toContain('<w:drawing>');
    const zip = await JSZip.loadAsync(bytes);
    const relationships = await zip.file('word/_rels/document.xml.rels')?.async('string');
    expect(relationships).toContain('Target="https://example.com/guide"');
  });

  it('opens without asking to update fields: the contents carry their page numbers', async () => {
    const zip = await JSZip.loadAsync(bytes);
    const settings = await zip.file('word/settings.xml')?.async('string');
    expect(settings).not.toContain('updateFields');
    expect(xml).not.toContain('w:dirty="true"');
    // Each heading's entry links to its bookmark and ends with the page it is on.
    for (const title of ['Customer Profile', 'Target Audience', 'Appendix: Business overview']) {
      expect(xml).toMatch(new RegExp(`<w:t[^>]*>${title}</w:t>.*?PAGEREF _Toc`, 's'));
    }
  });

  it('names Heading 1 to 3 with the brand’s fonts and colours, and embeds the fonts', async () => {
    const branded = await renderDocx(
      buildExportModel({
        ...richDocument(),
        brand: { primaryColor: '#7A1F3D', headingFont: 'DejaVu Serif', bodyFont: 'DejaVu Sans' },
      }),
    );
    const zip = await JSZip.loadAsync(branded);
    const styles = (await zip.file('word/styles.xml')?.async('string')) ?? '';
    for (const level of [1, 2, 3]) {
      const style = new RegExp(`<w:style [^>]*w:styleId="Heading${level}".*?</w:style>`, 's').exec(
        styles,
      )?.[0];
      expect(style, `Heading${level}`).toContain(`<w:name w:val="Heading ${level}"/>`);
      expect(style).toContain('w:ascii="DejaVu Serif"');
      expect(style).toContain('<w:color w:val="7A1F3D"/>');
    }
    const fontTable = (await zip.file('word/fontTable.xml')?.async('string')) ?? '';
    expect(fontTable).toMatch(/<w:font w:name="DejaVu Serif">.*?<w:embedRegular/s);
    expect(fontTable).toMatch(/<w:font w:name="DejaVu Sans">.*?<w:embedItalic/s);
  });

  it('sizes table columns by their content, never splitting a word', () => {
    const table = [...xml.matchAll(/<w:tbl>.*?<\/w:tbl>/gs)]
      .map((match) => match[0])
      .find((candidate) => candidate.includes(TABLE_CELL_TEXT));
    const widths = [...(table ?? '').matchAll(/<w:gridCol w:w="(\d+)"\/>/g)].map((match) =>
      Number(match[1]),
    );
    // Segment | Notes: the notes column, with the longer text, is the wider one.
    expect(widths).toHaveLength(2);
    expect(widths[1]).toBeGreaterThan(widths[0] as number);
  });

  it('leaves no javascript: address anywhere in the package', async () => {
    const zip = await JSZip.loadAsync(bytes);
    for (const name of Object.keys(zip.files)) {
      const text = await zip.file(name)?.async('string');
      expect(text?.toLowerCase() ?? '', name).not.toContain('javascript:');
    }
  });

  it('skips a logo that is not an image', async () => {
    const model = buildExportModel({
      ...richDocument(),
      logo: { bytes: Uint8Array.from([9, 9, 9]), mimeType: 'image/png' },
    });
    expect(await documentXml(await renderDocx(model))).not.toContain('<w:drawing>');
  });

  it.skipIf(!hasLibreOffice)(
    'opens in LibreOffice and converts to PDF',
    () => {
      const path = writeTemporaryFile('business-strategy.docx', bytes);
      const profile = pathToFileURL(mkdtempSync(join(tmpdir(), 'lo-profile-'))).href;
      run('libreoffice', [
        `-env:UserInstallation=${profile}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        dirname(path),
        path,
      ]);
      expect(readdirSync(dirname(path))).toContain('business-strategy.pdf');
      const text = run('pdftotext', ['-layout', join(dirname(path), 'business-strategy.pdf'), '-']);
      expect(text).toContain('Business Strategy Report');
      expect(text).toContain('Target Audience');
      expect(text).toContain(TABLE_CELL_TEXT);
      expect(text).toMatch(/Confidential · page 2 of \d+/);
      // The contents as LibreOffice shows them: entries with page numbers it laid out itself
      // (PAGEREF fields), each the page the heading is on; the number Word shows before it lays
      // out (written in the file by the estimate) is the same here.
      const pdf = join(dirname(path), 'business-strategy.pdf');
      for (const title of ['Customer Profile', 'Target Audience', 'Voice and Tone']) {
        const page = new RegExp(`^\\s*${title}\\.{3,}\\s*(\\d+)\\s*$`, 'm').exec(text)?.[1];
        expect(page, title).toBeDefined();
        expect(run('pdftotext', ['-f', String(page), '-l', String(page), pdf, '-'])).toContain(
          title,
        );
        const written = new RegExp(
          `>${title}</w:t>.*?PAGEREF (_Toc\\d+) \\\\h</w:instrText><w:fldChar w:fldCharType="separate"/><w:t[^>]*>(\\d+)<`,
          's',
        ).exec(xml)?.[2];
        expect(written, title).toBe(page);
      }
    },
    120_000,
  );
});
