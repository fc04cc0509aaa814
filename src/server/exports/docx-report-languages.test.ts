import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { financialLabels } from '../../domain/financial/financial-label-catalogue.ts';
import { writeTemporaryFile } from '../testing/export-fixtures.ts';
import { englishFinancialPhrases } from '../testing/financial-phrases.ts';
import { pdfWords } from '../testing/pdf-reading.ts';
import { reportIn } from '../testing/report-languages.ts';
import { renderDocx } from './docx-renderer.ts';
import { buildExportModel } from './export-document.ts';

/** The text of the Word file's body, paragraph by paragraph, bidi marks left out. */
async function documentText(bytes: Uint8Array): Promise<string> {
  const xml = await (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');
  return xml
    .split('</w:p>')
    .map((paragraph) =>
      [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(''),
    )
    .join('\n')
    .replace(/[\u200e\u200f]/g, '')
    .replace(/&amp;/g, '&');
}

const englishIn = (text: string) =>
  englishFinancialPhrases().filter((phrase) =>
    new RegExp(
      `(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
      'u',
    ).test(text),
  );

describe('Word reports in Arabic and Japanese', { timeout: 180_000 }, () => {
  for (const language of ['Arabic', 'Japanese'] as const) {
    it(`prints the financial appendix in ${language}, no English label`, async () => {
      const text = await documentText(await renderDocx(buildExportModel(reportIn(language))));
      const labels = financialLabels(language);
      const appendix = text.slice(text.lastIndexOf(labels.appendixTitle));
      expect(appendix).toContain(labels.totalLiabilitiesAndEquity);
      expect(englishIn(appendix)).toEqual([]);
    });
  }

  it('draws every signed amount of an Arabic report sign first, as LibreOffice lays it out', async () => {
    const docx = writeTemporaryFile(
      'arabic.docx',
      await renderDocx(buildExportModel(reportIn('Arabic'))),
    );
    const folder = mkdtempSync(join(tmpdir(), 'docx-arabic-'));
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${join(folder, 'profile')}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        folder,
        docx,
      ],
      { stdio: 'ignore', timeout: 170_000 },
    );
    const words = pdfWords(join(folder, 'arabic.pdf'));
    const signed = words.filter((word) => /\d/.test(word.text) && /-/.test(word.text));
    // The paragraphs' -12% and -5,000, the lists' -€3,200, the tables' -€300 and the statements.
    expect(signed.length).toBeGreaterThan(30);
    for (const word of signed) expect(word.text, word.text).toMatch(/^[^\d]*-/);
    // A percent sign after its digits, not before them.
    expect(words.filter((word) => /^%\d/.test(word.text))).toEqual([]);
  });
});
