import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import {
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
  let sectionsDeck: { slide: string; notes: string }[];

  beforeAll(async () => {
    const document = {
      ...richDocument(),
      logo: { bytes: TINY_PNG, mimeType: 'image/png' },
      brand: { firmName: 'Harbour & Finch', primaryColor: '#7A1F3D' },
    };
    bytes = await renderPptx(buildExportModel(document));
    deck = await slides(bytes);
    sectionsDeck = await slides(
      await renderPptx(buildExportModel({ ...document, deck: 'sections' })),
    );
  }, 60_000);

  it('is a 16:9 deck with a cover and every section title as text on its group’s slide', async () => {
    const zip = await JSZip.loadAsync(bytes);
    const presentation = await zip.file('ppt/presentation.xml')?.async('string');
    expect(presentation).toMatch(/<p:sldSz cx="12192000" cy="6858000"/);
    expect(texts(deck[0]?.slide ?? '')).toEqual(
      expect.arrayContaining(['Business Strategy Report', 'Northwind Makers', 'Contoso Holdings']),
    );
    for (const { section, group } of RICH_EXPORTED) {
      const slide = deck.find((candidate) => texts(candidate.slide).includes(section));
      expect(slide, section).toBeDefined();
      expect(texts(slide?.slide ?? '')).toContain(group);
    }
  });

  it('draws every slide with editable text boxes or tables, never a lone picture', () => {
    for (const { slide } of [...deck, ...sectionsDeck]) {
      expect(slide).toMatch(/<p:txBody>/);
      expect(texts(slide).join(' ').length).toBeGreaterThan(10);
    }
    expect(sectionsDeck.some(({ slide }) => slide.includes('<a:tbl>'))).toBe(true);
  });

  it('gives every slide speaker notes, each section’s full text among them', () => {
    for (const { notes } of [...deck, ...sectionsDeck]) {
      expect(texts(notes).join('').trim()).not.toBe('');
    }
    for (const slides of [deck, sectionsDeck]) {
      const slide = slides.find(({ slide }) => texts(slide).includes('Target Audience'));
      const notes = texts(slide?.notes ?? '').join('\n');
      expect(notes).toContain('Our buyers are busy founders');
      expect(notes).toContain('Read the guide (https://example.com/guide)');
      expect(notes).toContain('Europe | Ελληνικά, Русский → €1 200');
    }
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

  it('puts a long section on one slide, cut to what fits, whole in its notes', async () => {
    const long = syntheticStrategy({ wordsPerSection: 2_000 }).sections['target-audience']!;
    const model = buildExportModel({
      ...syntheticStrategy(),
      deck: 'sections',
      sections: { 'target-audience': long },
    });
    const sections = await slides(await renderPptx(model));
    const titled = sections.filter(({ slide }) => texts(slide).includes('Target Audience'));
    expect(titled).toHaveLength(1);
    expect(sections.some(({ slide }) => /continued/i.test(texts(slide).join(' ')))).toBe(false);
    const notes = texts(titled[0]?.notes ?? '').join(' ');
    const lastParagraph = long.content.trim().split('\n\n').at(-1)!;
    expect(notes).toContain(lastParagraph.replace(/[*_>]/g, '').trim().slice(0, 60));
  });

  it('opens in LibreOffice and converts to PDF, a page per slide', () => {
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
  }, 180_000);
});
