import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../domain/strategy-limits.ts';
import { createShare, writeSection } from '../testing/api-steps.ts';
import { run, writeTemporaryFile } from '../testing/export-fixtures.ts';
import { LOSS_THEN_PROFIT } from '../testing/financial-fixtures.ts';
import { SCRIPT_SAMPLES } from '../testing/script-samples.ts';
import { syntheticStrategy } from '../testing/synthetic-strategy.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

/**
 * The deck of a whole strategy (issue 33): the presentation by default, a slide per section on
 * request, through the owner's and the share's routes, read back from the files themselves.
 */

let server: TestServer;
let english: { id: string; share: { id: string } };
let arabic: { id: string };

/** A strategy with every section of the catalogue, its executive summary and a 5-year model. */
async function completeStrategy(language: Language) {
  const document = syntheticStrategy({ language, wordsPerSection: 400 });
  const { id } = await answer(
    server.api.strategies.$post({
      json: { overview: document.overview, metadata: document.metadata, language },
    }),
    201,
  );
  const sample = SCRIPT_SAMPLES.find((candidate) => candidate.language === language)?.sentence;
  const sections = {
    ...document.sections,
    // The summary opens with italic callouts in the strategy's script: the slide shows them.
    'executive-summary': {
      content: `${sample ? `> _${sample}_\n\n- _${sample}_ ${sample}\n\n` : ''}${document.sections['target-audience']!.content}`,
    },
  };
  for (const [key, section] of Object.entries(sections)) {
    await writeSection(server, id, key, section.content);
  }
  await answer(
    server.api.strategies[':id'].financials.$put({
      param: { id },
      json: { assumptions: LOSS_THEN_PROFIT, version: 0 },
    }),
    200,
  );
  return { id, sections: Object.keys(sections).length };
}

beforeAll(async () => {
  server = await startTestServer();
  const { id } = await completeStrategy('English');
  const share = await createShare(server, id, 'view', { expiresInDays: null });
  english = { id, share };
  arabic = await completeStrategy('Arabic');
}, 300_000);
afterAll(async () => {
  await server?.close();
});

/**
 * The file of a typed export call, or of a request as written where it carries `?deck=`: the
 * export's options are read by its route, not declared in its type.
 */
async function download(
  call: Promise<{ status: number; arrayBuffer(): Promise<ArrayBuffer> }>,
  path: string,
): Promise<Uint8Array> {
  const response = await call;
  expect(response.status, `${path}: ${response.status}`).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

function ownerPptx() {
  const call = server.api.strategies[':id'].export[':format'].$get({
    param: { id: english.id, format: 'pptx' },
  });
  return download(call, `/api/strategies/${english.id}/export/pptx`);
}

function asWritten(path: string) {
  return download(server.request(path), path);
}

/** Each slide's text and its notes' text, in order. */
async function slidesOf(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  const texts = (xml: string) => [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]);
  const slides: { text: string; notes: string }[] = [];
  for (let index = 1; zip.file(`ppt/slides/slide${index}.xml`); index++) {
    const slide = await zip.file(`ppt/slides/slide${index}.xml`)!.async('string');
    const notes = (await zip.file(`ppt/notesSlides/notesSlide${index}.xml`)?.async('string')) ?? '';
    slides.push({ text: texts(slide).join(' '), notes: texts(notes).join(' ').trim() });
  }
  return slides;
}

const pages = (path: string) => Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [path]))?.[1]);

/** The file converted by LibreOffice, as a PDF's path: it opens, or this throws. */
function throughLibreOffice(bytes: Uint8Array, name: string): string {
  const path = writeTemporaryFile(name, bytes);
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
  const converted = name.replace(/\.pptx$/, '.pdf');
  expect(readdirSync(dirname(path))).toContain(converted);
  return join(dirname(path), converted);
}

describe(`the deck of a whole strategy on ${process.env.TEST_DATABASE ?? 'pglite'}`, {
  timeout: 300_000,
}, () => {
  it('is a presentation of at most 40 slides, each with notes, none continued; LibreOffice opens it', async () => {
    const slides = await slidesOf(await ownerPptx());
    expect(slides.length).toBeLessThanOrEqual(40);
    expect(slides.length).toBeGreaterThan(20);
    expect(slides.filter((slide) => slide.notes === '')).toEqual([]);
    expect(slides.filter((slide) => /continued/i.test(slide.text))).toEqual([]);
    // Every group's slide, the model's figures and charts, the close.
    for (const title of [
      'Customer Profile',
      'Just for Fun',
      'Key figures',
      'Cash balance',
      'Thank you',
    ]) {
      expect(
        slides.some((slide) => slide.text.includes(title)),
        title,
      ).toBe(true);
    }
    const pdf = throughLibreOffice(await ownerPptx(), 'presentation.pptx');
    expect(pages(pdf)).toBe(slides.length);
    const text = run('pdftotext', [pdf, '-']);
    expect(text).toContain('Northwind Makers Ltd');
    // The native charts' value axes in the model's currency.
    expect(text).toMatch(/£\d+K/);
  });

  it('gives a slide per section with ?deck=sections, in PowerPoint and the slides PDF, owner and share', async () => {
    const sections = await slidesOf(
      await asWritten(`/api/strategies/${english.id}/export/pptx?deck=sections`),
    );
    // 125 sections (the summary among them), the cover, the model's 8 slides (its figures,
    // charts, ratio checks and statements), the close.
    expect(sections.length).toBe(125 + 1 + 8 + 1);
    expect(sections.some((slide) => slide.text.includes('Ratio checks'))).toBe(true);
    expect(sections.filter((slide) => slide.notes === '')).toEqual([]);
    expect(sections.filter((slide) => /continued/i.test(slide.text))).toEqual([]);
    const shared = await asWritten(
      `/api/shares/${english.share.id}/export/slides-pdf?deck=sections`,
    );
    expect(pages(writeTemporaryFile('sections.pdf', shared))).toBe(sections.length);
    const presentation = await download(
      server.api.shares[':shareId'].export[':format'].$get({
        param: { shareId: english.share.id, format: 'slides-pdf' },
      }),
      `/api/shares/${english.share.id}/export/slides-pdf`,
    );
    expect(pages(writeTemporaryFile('presentation.pdf', presentation))).toBeLessThanOrEqual(40);
  });

  it('refuses an unknown deck by name, on both routes', async () => {
    for (const path of [
      `/api/strategies/${english.id}/export/pptx?deck=everything`,
      `/api/shares/${english.share.id}/export/slides-pdf?deck=everything`,
    ]) {
      const response = await server.request(path);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(
        'Deck: must be "presentation" or "sections"',
      );
    }
  });

  it('prints every Arabic character of the slides PDF, italic callouts too, in fonts that have them', async () => {
    const bytes = await asWritten(`/api/strategies/${arabic.id}/export/slides-pdf?deck=sections`);
    const path = writeTemporaryFile('arabic.pdf', bytes);
    const fonts = run('pdffonts', [path]);
    // Every font embedded, and no italic face (none of the bundled italics has Arabic).
    for (const line of fonts.split('\n').slice(2).filter(Boolean)) {
      expect(line, line).toMatch(/\byes\s+yes\s+yes\b/);
      expect(line).not.toMatch(/DejaVuSans-Oblique|DejaVuSans-BoldOblique/);
    }
    const text = run('pdftotext', [path, '-']).replace(/\s+/g, ' ');
    const sample = SCRIPT_SAMPLES.find((candidate) => candidate.language === 'Arabic')!.sentence;
    for (const word of sample.split(' ')) expect(text, word).toContain(word);
    // No character drawn as the empty box of a missing glyph.
    expect(text).not.toMatch(/[\uFFFD\u25A1]/);
  });
});
