import { beforeAll, describe, expect, it } from 'vitest';
import { resolveBrand } from '../../domain/brand.ts';
import { financialLabels } from '../../domain/financial/financial-label-catalogue.ts';
import { writeTemporaryFile } from '../testing/export-fixtures.ts';
import { englishFinancialPhrases } from '../testing/financial-phrases.ts';
import { pdfPixel } from '../testing/pdf-pixel.ts';
import { type PdfWord, pdfPagesText, pdfTextRuns, pdfWords } from '../testing/pdf-reading.ts';
import { JAPANESE_TITLES, reportIn } from '../testing/report-languages.ts';
import { buildExportModel } from './export-document.ts';
import { CONTENT_WIDTH, PDF_PAGE } from './pdf-layout.ts';
import { renderPdf } from './pdf-renderer.ts';

const PRIMARY = resolveBrand({}).primaryColor;
const WHITE = '#FFFFFF';
/** pdfPixel draws at 20 dpi: A4 is 165 pixels wide. */
const LAST_PIXEL = Math.floor((PDF_PAGE.width * 20) / 72) - 1;

const englishIn = (text: string) =>
  englishFinancialPhrases().filter((phrase) =>
    new RegExp(
      `(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
      'u',
    ).test(text),
  );

/** The financial appendix's pages: from the last page its title is on (not the contents). */
function appendixText(pages: string[], title: string): string {
  const first = pages.findLastIndex((page) => page.includes(title));
  expect(first, `a page with ${title} after the contents`).toBeGreaterThan(1);
  return pages.slice(first).join('\n');
}

/** Words grouped into the lines they are drawn on (by their vertical middle), marks left out. */
function linesOf(words: PdfWord[]): PdfWord[][] {
  const lines: PdfWord[][] = [];
  for (const word of [...words].sort((a, b) => a.yMin + a.yMax - b.yMin - b.yMax)) {
    if (/^\p{M}+$/u.test(word.text)) continue;
    const middle = (word.yMin + word.yMax) / 2;
    const line = lines.find(
      (candidate) =>
        candidate[0]!.page === word.page &&
        Math.abs((candidate[0]!.yMin + candidate[0]!.yMax) / 2 - middle) < 4,
    );
    if (line) line.push(word);
    else lines.push([word]);
  }
  return lines;
}

describe('an Arabic report', { timeout: 120_000 }, () => {
  let path: string;
  let pages: string[];

  beforeAll(async () => {
    path = writeTemporaryFile('arabic.pdf', await renderPdf(buildExportModel(reportIn('Arabic'))));
    pages = pdfPagesText(path);
  }, 120_000);

  it('runs the cover panel to both edges of the page and a divider’s band down its right edge', () => {
    for (const x of [0, LAST_PIXEL]) expect(pdfPixel(path, 1, x, 12), `cover x ${x}`).toBe(PRIMARY);
    const divider = pages.findIndex((page) => page.includes('الجزء 1')) + 1;
    expect(pdfPixel(path, divider, LAST_PIXEL, 100)).toBe(PRIMARY);
    expect(pdfPixel(path, divider, 1, 100)).toBe(WHITE);
  });

  it('fills the column with body text: every line of a paragraph but its last', () => {
    // The summary's page: its first paragraph, set alone below the heading.
    const summary = pages.findIndex((page) => page.includes('تبيع شركة')) + 1;
    const words = pdfWords(path).filter(
      (word) => word.page === summary && word.yMin > 100 && word.yMin < 400,
    );
    const lines = linesOf(words).map((line) => ({
      left: Math.min(...line.map((word) => word.xMin)),
      right: Math.max(...line.map((word) => word.xMax)),
    }));
    const widths = lines.map((line) => line.right - line.left);
    expect(widths.length).toBeGreaterThanOrEqual(3);
    for (const width of widths.slice(0, -1)) expect(width).toBeGreaterThan(CONTENT_WIDTH * 0.88);
    // Right-aligned: every line ends at the right margin.
    const right = PDF_PAGE.width - PDF_PAGE.margin.right;
    for (const line of lines) expect(Math.abs(line.right - right)).toBeLessThan(2);
  });

  it('prints a minus sign before its number, in the text and in the statements', () => {
    const text = pages.join('\n');
    for (const number of ['-12%', '-5,000', '-€3,200', '-€300']) expect(text).toContain(number);
    expect(text).not.toMatch(/\d[%€]?-(?!\d)/);
    // Drawn as read: the sign is the leftmost glyph of a signed amount.
    const signed = pdfWords(path).filter((word) => /\d/.test(word.text) && /-/.test(word.text));
    expect(signed.length).toBeGreaterThan(20);
    for (const word of signed) expect(word.text, word.text).toMatch(/^[^\d]*-/);
  });

  it('keeps punctuation on the Arabic side of a Latin name, with the name', () => {
    const words = pdfWords(path);
    // "العملاء: Maker Works، وShopify." drawn right to left: the colon left of its Arabic word,
    // the comma after "Maker Works" (left of it), "و" joined to Shopify, the full stop last.
    const list = linesOf(words).find((line) => line.some((word) => word.text === '،Maker'));
    expect(list, 'the list item, its comma drawn against "Maker"').toBeDefined();
    expect([...list!].sort((a, b) => b.xMax - a.xMax).map((word) => word.text)).toEqual([
      '•',
      ':ءلامعلا',
      'Works',
      '،Maker',
      '.Shopifyو',
    ]);
    // No line starts (on the right) with a punctuation mark pushed off the line before it.
    for (const line of linesOf(words)) {
      const start = line.reduce((right, word) => (word.xMax > right.xMax ? word : right));
      expect(start.text).not.toMatch(/^[.,،؛:)(]+$/);
    }
  });

  it('mirrors tables: the labels in the rightmost column', () => {
    const runs = pdfTextRuns(path);
    const label = runs.find((run) => run.text.includes('تاداريلإا'));
    const amount = runs.find((run) => run.text === '€1,200');
    expect(label && amount && label.left).toBeGreaterThan(amount!.left + amount!.width);
  });

  it('prints the financial appendix in Arabic: no English label, chart legend or month', () => {
    const labels = financialLabels('Arabic');
    const text = appendixText(pages, labels.appendixTitle);
    // (Labels without a lam-alef: poppler reads that ligature's letters back swapped.)
    for (const arabic of [labels.totalLiabilitiesAndEquity, labels.cashBalance, labels.loss]) {
      expect(text).toContain(arabic);
    }
    expect(englishIn(text)).toEqual([]);
  });
});

describe('a Japanese report', { timeout: 120_000 }, () => {
  let path: string;
  let pages: string[];

  beforeAll(async () => {
    path = writeTemporaryFile(
      'japanese.pdf',
      await renderPdf(buildExportModel(reportIn('Japanese'))),
    );
    pages = pdfPagesText(path);
  }, 120_000);

  it('sets every contents title on one line, however long', () => {
    const contents = pages[1]!.split('\n');
    for (const title of [...JAPANESE_TITLES.groups, ...JAPANESE_TITLES.sections.flat()]) {
      expect(
        contents.some((line) => line.includes(title)),
        title,
      ).toBe(true);
    }
  });

  it('prints the financial appendix in Japanese: no English label, chart legend or month', () => {
    const labels = financialLabels('Japanese');
    const text = appendixText(pages, labels.appendixTitle);
    for (const japanese of [
      labels.totalLiabilitiesAndEquity,
      labels.revenueAndCosts,
      labels.loss,
      '2027年1月',
    ]) {
      expect(text).toContain(japanese);
    }
    expect(englishIn(text)).toEqual([]);
  });
});
