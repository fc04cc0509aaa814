import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../domain/strategy-limits.ts';
import { renderDocx } from './docx-renderer.ts';
import { buildExportModel, type ExportDocument } from './export-document.ts';
import { renderPptx } from './pptx-renderer.ts';

const ARABIC = 'تبيع شركة Maker Works أدوات منذ عام 2024 في دبي.';

function documentIn(language: Language, text: string): ExportDocument {
  return {
    overview: '',
    language,
    metadata: { companyName: 'Maker Works', clientName: '', preparedBy: '', preparedDate: '' },
    sections: { 'mission-statement': { content: text } },
  };
}

async function files(bytes: Uint8Array, pattern: RegExp): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files).filter((name) => pattern.test(name));
  return (await Promise.all(names.map((name) => zip.file(name)?.async('string')))).join('\n');
}

describe('Word and PowerPoint in the strategy’s language', { timeout: 60_000 }, () => {
  let arabicDocx: string;
  let japaneseDocx: string;
  let arabicSlides: string;
  let englishSlides: string;

  beforeAll(async () => {
    const arabic = buildExportModel(documentIn('Arabic', ARABIC));
    arabicDocx = await files(await renderDocx(arabic), /^word\/(styles|document)\.xml$/);
    japaneseDocx = await files(
      await renderDocx(buildExportModel(documentIn('Japanese', '私たちは道具を作ります。'))),
      /^word\/styles\.xml$/,
    );
    arabicSlides = await files(await renderPptx(arabic), /^ppt\/slides\/slide\d+\.xml$/);
    englishSlides = await files(
      await renderPptx(buildExportModel(documentIn('English', 'We make tools.'))),
      /^ppt\/slides\/slide\d+\.xml$/,
    );
  }, 60_000);

  it('marks the Arabic Word paragraphs and runs right to left, tagged Arabic', () => {
    const defaults = /<w:docDefaults>[\s\S]*<\/w:docDefaults>/.exec(arabicDocx)?.[0] ?? '';
    expect(defaults).toContain('<w:bidi/>');
    expect(defaults).toContain('<w:rtl/>');
    expect(defaults).toMatch(/<w:lang [^>]*w:bidi="ar-SA"/);
    // Each number is led by a left-to-right mark (decision 0079), invisible to the reader.
    expect(arabicDocx.replaceAll('\u200e', '')).toContain(ARABIC);
    expect(arabicDocx).toContain('\u200e2024');
  });

  it('tags a Japanese Word file Japanese, left to right, with an East Asian font', () => {
    expect(japaneseDocx).toMatch(/<w:lang [^>]*w:eastAsia="ja-JP"/);
    expect(japaneseDocx).toMatch(/<w:rFonts [^>]*w:eastAsia="Noto Sans JP"/);
    expect(japaneseDocx).not.toContain('<w:bidi/>');
  });

  it('sets Arabic slides right to left in Arabic, English ones not', () => {
    expect(arabicSlides).toContain('rtl="1"');
    expect(arabicSlides).toContain('lang="ar-SA"');
    expect(arabicSlides).toContain('Maker Works');
    expect(englishSlides).not.toContain('rtl="1"');
  });
});
