import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  hasCommand,
  RICH_EXPORTED,
  richDocument,
  run,
  TINY_PNG,
  writeTemporaryFile,
} from '../testing/export-fixtures.ts';
import { syntheticStrategy } from '../testing/synthetic-strategy.ts';
import { buildExportModel } from './export-document.ts';
import { renderPptx } from './pptx-renderer.ts';

async function slides(bytes: Uint8Array): Promise<{ slide: string; notes: string }[]> {
  const zip = await JSZip.loadAsync(bytes);
  const count = Object.keys(zip.files).filter((name) =>
    /^ppt\/slides\/slide\d+\.xml$/.test(name),
  ).length;
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      slide: (await zip.file(`ppt/slides/slide${index + 1}.xml`)?.async('string')) ?? '',
      notes: (await zip.file(`ppt/notesSlides/notesSlide${index + 1}.xml`)?.async('string')) ?? '',
    })),
  );
}

const texts = (xml: string) => [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((match) => match[1]);

// Rendering a file takes seconds on a busy machine; no assertion here depends on time.
describe('renderPptx', { timeout: 60_000 }, () => {
  let bytes: Uint8Array;
  let deck: { slide: string; notes: string }[];

  beforeAll(async () => {
    bytes = await renderPptx(
      buildExportModel({
        ...richDocument(),
        logo: { bytes: TINY_PNG, mimeType: 'image/png' },
        brand: { firmName: 'Harbour & Finch', primaryColor: '#7A1F3D' },
      }),
    );
    deck = await slides(bytes);
  }, 60_000);

  it('is a 16:9 deck with a cover and every section title as text on a slide', async () => {
    const zip = await JSZip.loadAsync(bytes);
    const presentation = await zip.file('ppt/presentation.xml')?.async('string');
    expect(presentation).toMatch(/<p:sldSz cx="12192000" cy="6858000"/);
    expect(texts(deck[0]?.slide ?? '')).toEqual(
      expect.arrayContaining(['Business Strategy Report', 'Northwind Makers', 'Contoso Holdings']),
    );
    for (const { section, group } of RICH_EXPORTED) {
      const slide = deck.find((candidate) => texts(candidate.slide).includes(section));
      expect(slide, section).toBeDefined();
      expect(texts(slide?.slide ?? '')).toContain(group.toUpperCase());
    }
  });

  it('draws every content slide with editable text boxes or tables, never a lone picture', () => {
    for (const { slide } of deck.slice(1)) {
      expect(slide).toMatch(/<p:txBody>/);
      expect(texts(slide).join(' ').length).toBeGreaterThan(10);
    }
    expect(deck.some(({ slide }) => slide.includes('<a:tbl>'))).toBe(true);
  });

  it('holds each section’s full text in its speaker notes', () => {
    const slide = deck.find(({ slide }) => texts(slide).includes('Target Audience'));
    const notes = texts(slide?.notes ?? '').join('\n');
    expect(notes).toContain('Our buyers are busy founders');
    expect(notes).toContain('Read the guide (https://example.com/guide)');
    expect(notes).toContain('Europe | Ελληνικά, Русский → €1 200');
  });

  it('carries the brand and never the software’s name', async () => {
    expect(deck[0]?.slide).toContain('<a:srgbClr val="7A1F3D"/>');
    const zip = await JSZip.loadAsync(bytes);
    for (const name of Object.keys(zip.files)) {
      const text = (await zip.file(name)?.async('string')) ?? '';
      expect(text, name).not.toMatch(/pptxgen|Maker Business Builder/i);
    }
    const core = await zip.file('docProps/core.xml')?.async('string');
    expect(core).toContain('<dc:creator>Harbour &amp; Finch</dc:creator>');
    const app = await zip.file('docProps/app.xml')?.async('string');
    expect(app).toContain('<Company>Harbour &amp; Finch</Company>');
  });

  it('continues a long section on more slides, each titled as a continuation', async () => {
    const model = buildExportModel({
      ...syntheticStrategy(),
      sections: {
        'target-audience': syntheticStrategy({ wordsPerSection: 2_000 }).sections[
          'target-audience'
        ]!,
      },
    });
    const long = await slides(await renderPptx(model));
    const titles = long.map(({ slide }) => texts(slide)[1]);
    expect(titles.filter((title) => title === 'Target Audience')).toHaveLength(1);
    expect(titles).toContain('Target Audience (continued)');
  });

  it.skipIf(!hasCommand('soffice'))(
    'opens in LibreOffice and converts to PDF',
    () => {
      const path = writeTemporaryFile('deck.pptx', bytes);
      const profile = pathToFileURL(mkdtempSync(join(tmpdir(), 'lo-profile-'))).href;
      run('soffice', [
        `-env:UserInstallation=${profile}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        dirname(path),
        path,
      ]);
      expect(readdirSync(dirname(path))).toContain('deck.pdf');
      const text = run('pdftotext', [join(dirname(path), 'deck.pdf'), '-']);
      expect(text).toContain('Target Audience');
      expect(
        Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [join(dirname(path), 'deck.pdf')]))?.[1]),
      ).toBe(deck.length);
    },
    120_000,
  );
});
