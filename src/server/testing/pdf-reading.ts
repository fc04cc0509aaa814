import { run } from './export-fixtures.ts';

/**
 * Test support: a PDF read as a reader's tools read it (poppler): words with their boxes, text
 * runs with their font's weight and colour, and the text in logical order. Positions in points
 * from the page's top left.
 */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
};

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

export interface PdfWord {
  page: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  /** The word's glyphs left to right as drawn (an Arabic word comes out reversed). */
  text: string;
}

/** Every word of the PDF (`pdftotext -bbox`). */
export function pdfWords(path: string): PdfWord[] {
  const words: PdfWord[] = [];
  run('pdftotext', ['-bbox', path, '-'])
    .split('<page ')
    .slice(1)
    .forEach((page, index) => {
      for (const match of page.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      )) {
        words.push({
          page: index + 1,
          xMin: Number(match[1]),
          yMin: Number(match[2]),
          xMax: Number(match[3]),
          yMax: Number(match[4]),
          text: decode(match[5] as string),
        });
      }
    });
  return words;
}

export interface PdfTextRun {
  page: number;
  top: number;
  left: number;
  width: number;
  height: number;
  bold: boolean;
  /** `#rrggbb`, lower case. */
  colour: string;
  text: string;
}

/** The PDF's text runs with their weight and colour (`pdftohtml -xml`). */
export function pdfTextRuns(path: string): PdfTextRun[] {
  const runs: PdfTextRun[] = [];
  const xml = run('pdftohtml', ['-xml', '-i', '-stdout', path]);
  for (const page of xml.split('<page ').slice(1)) {
    const number = Number(/number="(\d+)"/.exec(page)?.[1]);
    const scale = Number(/width="(\d+)"/.exec(page)?.[1]) / 595.28;
    const colours = new Map(
      [...page.matchAll(/<fontspec id="(\d+)"[^>]*color="(#[0-9a-fA-F]{6})"/g)].map((match) => [
        match[1],
        (match[2] as string).toLowerCase(),
      ]),
    );
    for (const match of page.matchAll(
      /<text top="(-?\d+)" left="(-?\d+)" width="(\d+)" height="(\d+)" font="(\d+)">(.*?)<\/text>/g,
    )) {
      const content = match[6] as string;
      runs.push({
        page: number,
        top: Number(match[1]) / scale,
        left: Number(match[2]) / scale,
        width: Number(match[3]) / scale,
        height: Number(match[4]) / scale,
        bold: content.includes('<b>'),
        colour: colours.get(match[5] as string) ?? '',
        text: decode(content.replace(/<[^>]+>/g, '')),
      });
    }
  }
  return runs;
}

/** The text of each page in reading (logical) order, bidi controls left out (`pdftotext`). */
export function pdfPagesText(path: string): string[] {
  return run('pdftotext', [path, '-'])
    .replace(/[\u202a-\u202e\u2066-\u2069\u200e\u200f]/g, '')
    .split('\f');
}
