import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderDocx } from './docx-renderer.ts';
import { buildExportModel } from './export-document.ts';
import {
  hasCommand,
  RICH_EXPORTED,
  richDocument,
  run,
  TABLE_CELL_TEXT,
  TINY_PNG,
  writeTemporaryFile,
} from './export-test-fixtures.ts';

const hasLibreOffice = hasCommand('libreoffice');
if (!hasLibreOffice) {
  console.warn(
    'Skipping the Word-to-PDF check: `libreoffice` is not installed (apt-get install libreoffice-writer-nogui).',
  );
}

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

describe('renderDocx', () => {
  let bytes: Uint8Array;
  let xml: string;

  beforeAll(async () => {
    bytes = await renderDocx(
      buildExportModel({ ...richDocument(), logo: { bytes: TINY_PNG, mimeType: 'image/png' } }),
    );
    xml = await documentXml(bytes);
  });

  it('uses Heading 1 for groups and Heading 2 for sections', () => {
    const groups = [...new Set(RICH_EXPORTED.map((entry) => entry.group))];
    expect(paragraphsWithStyle(xml, 'Heading1')).toEqual(['Executive Summary', ...groups]);
    expect(paragraphsWithStyle(xml, 'Heading2')).toEqual(
      RICH_EXPORTED.map((entry) => entry.section),
    );
    expect(paragraphsWithStyle(xml, 'Heading3')).toEqual(['Segments']);
  });

  it('writes the cover, a table of contents field, lists, a table and safe links', async () => {
    expect(paragraphsWithStyle(xml, 'Title')).toEqual(['Business Strategy Report']);
    for (const text of [
      'Northwind Makers',
      'Client: Contoso Holdings',
      'Prepared By: Ana Consultant',
      'Date: 2025-03-14',
    ]) {
      expect(xml).toContain(text);
    }
    expect(xml).toMatch(/<w:instrText[^>]*>TOC [^<]*\\o &quot;1-2&quot;/);
    expect(xml).toContain('<w:numPr>');
    expect(xml).toContain('<w:tbl>');
    expect(xml).toContain('<w:tblHeader/>');
    expect(xml).toContain(TABLE_CELL_TEXT);
    expect(xml).toContain('<w:drawing>');
    const zip = await JSZip.loadAsync(bytes);
    const relationships = await zip.file('word/_rels/document.xml.rels')?.async('string');
    expect(relationships).toContain('Target="https://example.com/guide"');
    const settings = await zip.file('word/settings.xml')?.async('string');
    expect(settings).toContain('<w:updateFields/>');
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
      expect(text).toMatch(/Page 2 of \d+/);
    },
    120_000,
  );
});
