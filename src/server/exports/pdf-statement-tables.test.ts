import { beforeAll, describe, expect, it } from 'vitest';
import { resolveBrand } from '../../domain/brand.ts';
import { parseAssumptions } from '../../domain/financial/assumptions.ts';
import { writeTemporaryFile } from '../testing/export-fixtures.ts';
import { COFFEE_ROASTER } from '../testing/financial-fixtures.ts';
import { pdfPixel } from '../testing/pdf-pixel.ts';
import { type PdfTextRun, pdfPagesText, pdfTextRuns } from '../testing/pdf-reading.ts';
import { buildExportModel } from './export-document.ts';
import { renderPdf } from './pdf-renderer.ts';

const MONEY = /^-?€[\d,]+$/;
const sameLine = (a: PdfTextRun, b: PdfTextRun) => a.page === b.page && Math.abs(a.top - b.top) < 3;

describe('the PDF’s financial statements', { timeout: 120_000 }, () => {
  let path: string;
  let runs: PdfTextRun[];

  beforeAll(async () => {
    const parsed = parseAssumptions(COFFEE_ROASTER);
    if (!parsed.success) throw new Error('the fixture is valid');
    const model = buildExportModel({
      overview: '',
      metadata: { companyName: 'Bean There', clientName: '', preparedBy: '', preparedDate: '' },
      sections: { 'mission-statement': { content: 'We roast coffee.' } },
      financials: parsed.assumptions,
    });
    path = writeTemporaryFile('statements.pdf', await renderPdf(model));
    runs = pdfTextRuns(path);
  }, 120_000);

  it('draws each statement as the brand’s table: a coloured header row, numbers right-aligned, totals bold', () => {
    const title = runs.find((run) => run.text === 'Profit and loss (EUR)')!;
    expect(title).toBeDefined();
    const below = runs.filter((run) => run.page === title.page && run.top > title.top);
    const header = below.find((run) => run.text === 'Line')!;
    const yearOne = below.find((run) => run.text === 'Year 1' && sameLine(run, header))!;
    // White, bold text on the brand's primary colour.
    expect([header.colour, header.bold, yearOne.colour]).toEqual(['#ffffff', true, '#ffffff']);
    const pixel = (x: number, y: number) =>
      pdfPixel(path, header.page, Math.round((x * 20) / 72), Math.round((y * 20) / 72));
    expect(pixel(header.left + header.width + 12, header.top + header.height / 2)).toBe(
      resolveBrand({}).primaryColor,
    );

    const row = (label: string) => {
      const first = below.find((run) => run.text === label)!;
      return below.filter((run) => sameLine(run, first));
    };
    for (const total of ['Revenue', 'Gross profit', 'Profit before tax', 'Net income']) {
      expect(
        row(total).map((run) => run.bold),
        total,
      ).toEqual([true, true, true, true]);
    }
    for (const line of ['Cost of sales', 'Staff', 'Tax']) {
      expect(
        row(line).map((run) => run.bold),
        line,
      ).toEqual([false, false, false, false]);
    }

    // The first year's amounts end where its heading ends: right-aligned.
    const rightEdge = (run: PdfTextRun) => run.left + run.width;
    const column = below.filter(
      (run) =>
        MONEY.test(run.text) &&
        run.top < row('Net income')[0]!.top + 3 &&
        Math.abs(rightEdge(run) - rightEdge(yearOne)) < 40,
    );
    expect(column).toHaveLength(10);
    for (const amount of column) {
      expect(Math.abs(rightEdge(amount) - rightEdge(yearOne)), amount.text).toBeLessThan(1.5);
    }
  });

  it('shows a balance sheet that adds up, its check row €0, and never a negative zero', () => {
    const text = pdfPagesText(path).join('\n');
    expect(text).toContain('Total liabilities and equity');
    expect(text).toContain('Opening equity (starting cash)');
    const check = runs.find((run) => run.text === 'Check: assets less liabilities and equity')!;
    expect(
      runs.filter((run) => sameLine(run, check) && run !== check).map((run) => run.text),
    ).toEqual(['€0', '€0', '€0']);
    const assets = runs.find((run) => run.text === 'Total assets')!;
    const claims = runs.find((run) => run.text === 'Total liabilities and equity')!;
    const amounts = (label: PdfTextRun) =>
      runs.filter((run) => sameLine(run, label) && run !== label).map((run) => run.text);
    expect(amounts(assets)).toEqual(amounts(claims));
    expect(text).not.toMatch(/-€0(?![\d,])/);
  });
});
