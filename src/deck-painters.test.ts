// At the top of src: the one test that reads the server's and the page's painters side by side.
import JSZip from 'jszip';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveBrand } from './domain/brand.ts';
import type { Box, Deck, LayoutElement, TextElement } from './domain/deck/deck-types.ts';
import { parseAssumptions } from './domain/financial/assumptions.ts';
import { deckOf } from './server/exports/deck-from-model.ts';
import { buildExportModel, type ExportModel } from './server/exports/export-document.ts';
import { renderPptx } from './server/exports/pptx-renderer.ts';
import { renderSlidesPdf } from './server/exports/slides-pdf-renderer.ts';
import { run, TINY_PNG, writeTemporaryFile } from './server/testing/export-fixtures.ts';
import { LOSS_THEN_PROFIT } from './server/testing/financial-fixtures.ts';
import { syntheticStrategy } from './server/testing/synthetic-strategy.ts';
import { SlidePainting } from './web/features/presentation/components/slide-painting.tsx';
import { slideTheme } from './web/features/presentation/lib/slide-theme.ts';

/**
 * One deck, three painters: each file is read back (PowerPoint's shapes and their places, the
 * PDF's words and where they are, the page's boxes) and compared with the layout they were
 * given, instead of comparing screenshots.
 */

const EMU_PER_INCH = 914_400;
const PIXELS_PER_INCH = 1280 / 13.333;
/** How far a painter may round a place: a hundredth of an inch (under a pixel of a 1280 px slide). */
const CLOSE = 0.011;

const textOf = (element: TextElement) => element.runs.map((run) => run.text).join('');
const words = (text: string) => text.split(/\s+/).filter(Boolean);

function model(): ExportModel {
  const parsed = parseAssumptions(LOSS_THEN_PROFIT);
  if (!parsed.success) throw new Error('the fixture model does not validate');
  const document = syntheticStrategy({ wordsPerSection: 300 });
  const keep = ['target-audience', 'latent-pain-points', 'mission-statement', 'vision-statement'];
  return buildExportModel({
    ...document,
    sections: {
      ...Object.fromEntries(keep.map((key) => [key, document.sections[key]!])),
      'executive-summary': {
        content: [
          'Northwind can **triple revenue by 2028** [1]. More text for the notes.',
          '1. Focus on solo founders.',
          '2. Raise the Pro price by 12%.',
          '| Metric | 2025 | 2028 |\n|---|---:|---:|\n| Revenue | €1.2m | €3.6m |',
          '> The largest risk is channel concentration.',
          '**Sources**\n\n1. Market study 2025 — https://example.com/study',
        ].join('\n\n'),
      },
    },
    logo: { bytes: TINY_PNG, mimeType: 'image/png' },
    firmLogo: { bytes: TINY_PNG, mimeType: 'image/png' },
    brand: { firmName: 'Harbour & Finch', disclaimer: 'For discussion only.' },
    financials: parsed.assumptions,
  });
}

const near = (actual: Box, expected: Box, label: string) => {
  for (const side of ['x', 'y', 'w', 'h'] as const) {
    expect(Math.abs(actual[side] - expected[side]), `${label} ${side}`).toBeLessThanOrEqual(CLOSE);
  }
};

/** PowerPoint: each shape's offset and extent (EMU) and text, in the order they were added. */
async function pptxShapes(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  const slides: { tag: string; box: Box; text: string; columns: number[] }[][] = [];
  for (let index = 1; zip.file(`ppt/slides/slide${index}.xml`); index++) {
    const xml = (await zip.file(`ppt/slides/slide${index}.xml`)!.async('string')).replace(
      /^[\s\S]*?<p:spTree>/,
      '',
    );
    const shapes = [...xml.matchAll(/<(p:sp|p:pic|p:graphicFrame)>([\s\S]*?)<\/\1>/g)];
    slides.push(
      shapes
        .filter(([, , body]) => !/<p:nvPr><p:ph /.test(body ?? ''))
        .map(([, tag, body]) => {
          const off = /<a:off x="(-?\d+)" y="(-?\d+)"\/>/.exec(body!)!;
          const ext = /<a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(body!)!;
          const inch = (value: string | undefined) => Number(value) / EMU_PER_INCH;
          return {
            tag: body!.includes('<a:tbl>') ? 'table' : body!.includes('/chart"') ? 'chart' : tag!,
            box: { x: inch(off[1]), y: inch(off[2]), w: inch(ext[1]), h: inch(ext[2]) },
            text: [...body!.matchAll(/<a:t>([^<]*)<\/a:t>/g)]
              .map((match) => unescapeXml(match[1]!))
              .join(''),
            columns: [...body!.matchAll(/<a:gridCol w="(\d+)"/g)].map((match) => inch(match[1])),
          };
        }),
    );
  }
  return slides;
}

const unescapeXml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** The PDF: each page's words and their boxes in points, as pdftotext reads them back. */
function pdfWords(bytes: Uint8Array) {
  const html = run('pdftotext', ['-bbox', writeTemporaryFile('slides.pdf', bytes), '-']);
  return html
    .split('<page ')
    .slice(1)
    .map((page) =>
      [
        ...page.matchAll(
          /xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g,
        ),
      ].map((match) => ({
        x: (Number(match[1]) + Number(match[3])) / 2 / 72,
        y: (Number(match[2]) + Number(match[4])) / 2 / 72,
        text: unescapeXml(match[5]!),
      })),
    );
}

const inside = (point: { x: number; y: number }, box: Box, slack = 0.03) =>
  point.x >= box.x - slack &&
  point.x <= box.x + box.w + slack &&
  point.y >= box.y - slack &&
  point.y <= box.y + box.h + slack;

/** The page: each painted element's place (its style, in canvas pixels) and text. */
function pageElements(deck: Deck, index: number) {
  const brand = resolveBrand({ firmName: 'Harbour & Finch' });
  const html = renderToStaticMarkup(
    createElement(SlidePainting, {
      slide: deck.slides[index]!,
      theme: slideTheme(brand),
      images: {
        'client-logo': { url: '/logo.png', alt: 'Logo' },
        'firm-logo': { url: '/firm.png', alt: 'Firm logo' },
      },
    }),
  );
  return [...html.matchAll(/<(\w+) ([^>]*data-deck-element="(\w+)"[^>]*)>/g)].map((match) => {
    const style = /(?:^| )style="([^"]*)"/.exec(match[2]!)?.[1] ?? '';
    const pixels = (name: string) =>
      Number(new RegExp(`(?:^|;)${name}:([\\d.]+)(?:px)?(?:;|$)`).exec(style)?.[1] ?? Number.NaN) /
      PIXELS_PER_INCH;
    const rest = html.slice((match.index ?? 0) + match[0].length);
    const closing = rest.indexOf(`</${match[1]}>`);
    return {
      kind: match[3]!,
      box: { x: pixels('left'), y: pixels('top'), w: pixels('width'), h: pixels('height') },
      text: unescapeXml((closing >= 0 ? rest.slice(0, closing) : '').replace(/<[^>]+>/g, '')),
    };
  });
}

describe('the deck’s painters', { timeout: 120_000 }, () => {
  const decks: Record<
    'presentation' | 'sections',
    { deck: Deck; pptx: Uint8Array; pdf: Uint8Array }
  > = {} as never;

  beforeAll(async () => {
    const base = model();
    for (const kind of ['presentation', 'sections'] as const) {
      const withKind = { ...base, deck: kind };
      decks[kind] = {
        deck: deckOf(withKind),
        pptx: await renderPptx(withKind),
        pdf: await renderSlidesPdf(withKind),
      };
    }
  }, 120_000);

  for (const kind of ['presentation', 'sections'] as const) {
    it(`PowerPoint draws every element of the ${kind} deck at the layout’s place`, async () => {
      const { deck, pptx } = decks[kind];
      const slides = await pptxShapes(pptx);
      expect(slides).toHaveLength(deck.slides.length);
      deck.slides.forEach((slide, index) => {
        const shapes = slides[index]!;
        expect(shapes.length, slide.id).toBe(slide.elements.length);
        slide.elements.forEach((element, position) => {
          const shape = shapes[position]!;
          const label = `${slide.id} #${position} ${element.kind}`;
          if (element.kind === 'image') {
            // A logo keeps its proportions inside its box.
            expect(inside({ x: shape.box.x, y: shape.box.y }, element.box, CLOSE), label).toBe(
              true,
            );
            expect(shape.box.w, label).toBeLessThanOrEqual(element.box.w + CLOSE);
            return;
          }
          near(shape.box, element.box, label);
          if (element.kind === 'text') expect(shape.text, label).toBe(textOf(element));
          if (element.kind === 'table') {
            expect(shape.tag, label).toBe('table');
            shape.columns.forEach((width, column) => {
              expect(Math.abs(width - element.columns[column]!), label).toBeLessThan(CLOSE);
            });
          }
          if (element.kind === 'chart') expect(shape.tag, label).toBe('chart');
        });
      });
    });

    it(`the slides PDF sets every word of the ${kind} deck inside its box`, () => {
      const { deck, pdf } = decks[kind];
      const pages = pdfWords(pdf);
      expect(pages).toHaveLength(deck.slides.length);
      deck.slides.forEach((slide, index) => {
        const found = pages[index]!;
        for (const element of slide.elements.filter(
          (candidate): candidate is TextElement => candidate.kind === 'text',
        )) {
          // Letter-spaced capitals read back a letter at a time: compared without spaces.
          const read = found.filter((word) => inside(word, element.box)).map((word) => word.text);
          expect(read.join(''), `${slide.id}: ${textOf(element)}`).toBe(
            words(textOf(element)).join(''),
          );
        }
        for (const table of slide.elements.filter((candidate) => candidate.kind === 'table')) {
          const cells = [...table.header, ...table.rows.flat()].flatMap(words);
          const read = found.filter((word) => inside(word, table.box)).map((word) => word.text);
          expect(read.sort(), slide.id).toEqual(cells.sort());
        }
      });
    });

    it(`the page paints every element of the ${kind} deck at the layout’s place`, () => {
      const { deck } = decks[kind];
      deck.slides.forEach((slide, index) => {
        const painted = pageElements(deck, index);
        const expected: LayoutElement[] = slide.elements;
        expect(
          painted.map((element) => element.kind),
          slide.id,
        ).toEqual(expected.map((element) => element.kind));
        expected.forEach((element, position) => {
          const label = `${slide.id} #${position} ${element.kind}`;
          const page = painted[position]!;
          if (element.kind === 'line') {
            // A rule is drawn as thick as its weight: its start is the layout's.
            expect(Math.abs(page.box.x - element.box.x), label).toBeLessThan(CLOSE);
            expect(Math.abs(page.box.y - element.box.y), label).toBeLessThan(CLOSE);
            return;
          }
          near(page.box, element.box, label);
          if (element.kind === 'text') expect(page.text, label).toBe(textOf(element));
        });
      });
    });
  }
});
