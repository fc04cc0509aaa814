import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../domain/strategy-limits.ts';
import { run, writeTemporaryFile } from '../testing/export-fixtures.ts';
import { SCRIPT_SAMPLES } from '../testing/script-samples.ts';
import { buildExportModel, type ExportDocument } from './export-document.ts';
import { renderPdf } from './pdf-renderer.ts';

/** Arabic with an English brand name and a number inside: both keep their order. */
const MIXED_ARABIC = 'تبيع شركة Maker Works أدوات منذ عام 2024 في دبي.';

function documentIn(language: Language, text: string): ExportDocument {
  return {
    overview: '',
    language,
    metadata: {
      companyName: 'Maker Works',
      clientName: '',
      preparedBy: '',
      preparedDate: '2026-11-23',
    },
    sections: { 'mission-statement': { content: text } },
  };
}

/** pdftotext marks right-to-left lines with embedding controls; words may wrap across lines. */
function readBack(path: string): string {
  return run('pdftotext', [path, '-'])
    .replace(/[\u202a-\u202e\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ');
}

function logical(word: string): string {
  return /[\u0600-\u06ff]/.test(word) ? Array.from(word).reverse().join('') : word;
}

describe('PDF text in every offered script', { timeout: 120_000 }, () => {
  const files = new Map<Language, string>();

  beforeAll(async () => {
    for (const sample of SCRIPT_SAMPLES) {
      const text =
        sample.language === 'Arabic' ? `${sample.sentence}\n\n${MIXED_ARABIC}` : sample.sentence;
      const bytes = await renderPdf(buildExportModel(documentIn(sample.language, text)));
      files.set(sample.language, writeTemporaryFile(`${sample.language}.pdf`, bytes));
    }
  }, 120_000);

  for (const sample of SCRIPT_SAMPLES) {
    it(`reads ${sample.language} back exactly and embeds a font for it`, () => {
      const path = files.get(sample.language) as string;
      expect(readBack(path)).toContain(sample.sentence);
      const fonts = run('pdffonts', [path]);
      const row = fonts.split('\n').find((line) => line.includes(`+${sample.font}`));
      expect(row, fonts).toBeDefined();
      // No fixed text left in English.
      const text = readBack(path);
      for (const english of [
        'Table of Contents',
        'Contents',
        'Prepared By',
        'Business Strategy Report',
      ]) {
        expect(text).not.toContain(english);
      }
      expect(text).not.toMatch(/page \d+ of \d+/i);
      // emb and sub: embedded as a subset.
      expect(row).toMatch(/\byes\s+yes\s+yes\b/);
    });
  }

  it('sets Arabic right to left, an English name and a number keeping their order inside', () => {
    // Words as drawn, right to left on the page; pdftotext -bbox gives each word's glyphs left
    // to right, so an Arabic word is read back reversed.
    const words = [
      ...(
        run('pdftotext', ['-bbox', files.get('Arabic') as string, '-'])
          .split('<page ')
          .find((page) => page.includes('ةكرش')) ?? ''
      ).matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g),
    ].map((match) => ({ x: Number(match[1]), y: Number(match[2]), text: match[3] as string }));
    const lineY = words.find((word) => logical(word.text) === 'شركة')?.y;
    const rightToLeft = words
      .filter((word) => Math.abs(word.y - (lineY ?? 0)) < 3 && word.text !== '.')
      .sort((a, b) => b.x - a.x)
      .map((word) => logical(word.text).replace('.', ''));
    // "Maker Works" reads left to right inside: right to left, Works comes before Maker.
    expect(rightToLeft).toEqual([
      'تبيع',
      'شركة',
      'Works',
      'Maker',
      'أدوات',
      'منذ',
      'عام',
      '2024',
      'في',
      'دبي',
    ]);
  });
});
