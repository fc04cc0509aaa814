import { inflateSync } from 'node:zlib';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancialsResponse } from '../../domain/financial/api-types.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { createShare, readSharedStrategy, writeSection } from '../testing/api-steps.ts';
import { run, writeTemporaryFile } from '../testing/export-fixtures.ts';
import { LOSS_THEN_PROFIT } from '../testing/financial-fixtures.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

/** The strategy's own brand (not the owner's kit, which other test files share). */
const PRIMARY = '#0000CC';
/** As a stroke colour in a PDF content stream (`RG`, or `SCN` after `/DeviceRGB CS`). */
const PRIMARY_STROKE = /0 0 0\.8 (RG|SCN)\b/;

let server: TestServer;
let strategy: Strategy;
let model: FinancialsResponse;

beforeAll(async () => {
  server = await startTestServer();
  strategy = await answer(
    server.api.strategies.$post({
      json: { overview: 'A maker kit shop', metadata: { companyName: 'Kit Co' } },
    }),
    201,
  );
  const param = { id: strategy.id };
  for (const key of ['mission-statement', 'pricing-strategy', 'brand-name']) {
    await writeSection(server, strategy.id, key, `Text of ${key}.`);
  }
  await answer(
    server.api.strategies[':id'].$patch({
      param,
      json: { version: strategy.version, brand: { primaryColor: PRIMARY } },
    }),
    200,
  );
  model = await answer(
    server.api.strategies[':id'].financials.$put({
      param,
      json: { assumptions: LOSS_THEN_PROFIT, version: 0 },
    }),
    200,
  );
}, 240_000);
afterAll(async () => {
  await server?.close();
});

async function download(format: 'pdf' | 'pptx' | 'slides-pdf'): Promise<Buffer> {
  const response = await server.api.strategies[':id'].export[':format'].$get({
    param: { id: strategy.id, format },
  });
  expect(response.status, format).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** An export with a query, sent as written: the export route reads its query itself. */
async function downloadPath(path: string): Promise<Buffer> {
  const response = await server.request(path);
  expect(response.status, path).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const pdfText = (bytes: Buffer) => run('pdftotext', [writeTemporaryFile('charts.pdf', bytes), '-']);

/** Every content stream of a PDF, inflated: where its drawing operators are. */
function contentStreams(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      streams.push(inflateSync(bytes.subarray(start, end)).toString('latin1'));
    } catch {
      // Not deflated (fonts and the like): not content.
    }
  }
  return streams.join('\n');
}

const breakEvenMonthName = () => {
  const month = model.forecast!.breakEvenMonth;
  expect(month, 'the fixture breaks even within the forecast').not.toBeNull();
  return month;
};

describe(`forecast charts in the exports on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('draws the three charts in the PDF as vector paths in the brand colour, never as an image', async () => {
    breakEvenMonthName();
    const pdf = await download('pdf');
    const text = pdfText(pdf);
    for (const title of ['Revenue and costs', 'Net income', 'Cash balance', 'Break-even']) {
      expect(text, title).toContain(title);
    }
    // The axes: each model year's first month and money ticks.
    expect(text).toContain('Oct 2026');
    expect(text).toContain('Oct 2027');
    expect(text).toMatch(/£\d+K/);
    expect(pdf.toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
    const operators = contentStreams(pdf);
    // Lines drawn as paths (moveto, lineto, stroke) in the brand's primary colour.
    expect(PRIMARY_STROKE.test(operators), 'a stroke in the primary colour').toBe(true);
    expect(/[\d.]+ [\d.]+ m\s+[\d.]+ [\d.]+ l/.test(operators), 'moveto, lineto').toBe(true);
  });

  it('puts native charts in the PowerPoint file, coloured by the brand, and the statements as tables', async () => {
    const zip = await JSZip.loadAsync(await download('pptx'));
    const charts = Object.keys(zip.files).filter((name) =>
      /^ppt\/charts\/chart\d+\.xml$/.test(name),
    );
    expect(charts).toHaveLength(3);
    const xml = (await Promise.all(charts.map((name) => zip.file(name)!.async('string')))).join('');
    for (const series of ['Revenue', 'Costs', 'Net income', 'Closing cash']) {
      expect(xml, series).toContain(series);
    }
    expect(xml).toContain(`srgbClr val="${PRIMARY.slice(1)}"`);
    // The value axes in the model's currency (issue 33): pounds, in thousands.
    const axes = [...xml.matchAll(/<c:valAx>[\s\S]*?<c:numFmt formatCode="([^"]*)"/g)].map(
      (match) => match[1],
    );
    expect(axes).toHaveLength(3);
    for (const format of axes) expect(format).toMatch(/^&quot;£&quot;#,##0/);
    const slides = await Promise.all(
      Object.keys(zip.files)
        .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
        .map((name) => zip.file(name)!.async('string')),
    );
    expect(slides.some((slide) => slide.includes('Break-even in'))).toBe(true);
    expect(slides.some((slide) => slide.includes('Profit and loss (GBP)'))).toBe(true);
  });

  it('draws the same charts as vectors in the slides PDF', async () => {
    const pdf = await download('slides-pdf');
    const text = pdfText(pdf);
    for (const title of ['Revenue and costs', 'Cash balance', 'Break-even', 'Balance sheet']) {
      expect(text, title).toContain(title);
    }
    expect(pdf.toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
    expect(PRIMARY_STROKE.test(contentStreams(pdf)), 'a stroke in the primary colour').toBe(true);
  });

  it('leaves the model out of a profile without money sections, in the files and the shared view', async () => {
    const brandBook = await downloadPath(
      `/api/strategies/${strategy.id}/export/md?profile=brand-book&unwritten=include-note`,
    );
    expect(brandBook.toString('utf8')).not.toContain('Financial model');
    const plan = await downloadPath(
      `/api/strategies/${strategy.id}/export/md?profile=business-plan&unwritten=include-note`,
    );
    expect(plan.toString('utf8')).toContain('Financial model');
    expect(plan.toString('utf8')).toContain('Cash balance.');

    const shareWith = async (profileId: string | null) => {
      const share = await createShare(server, strategy.id, 'view', { profileId });
      return (await readSharedStrategy(server, share.id)).strategy;
    };
    const whole = await shareWith(null);
    expect(whole.financials?.assumptions.currency).toBe('GBP');
    expect(whole.financials?.forecast.years.map((year) => year.closingCash)).toEqual(
      model.forecast!.years.map((year) => year.closingCash),
    );
    expect(whole.financials?.forecast.breakEvenMonth).toBe(model.forecast!.breakEvenMonth);
    expect((await shareWith('investor-brief')).financials?.forecast.fundingNeed).toBe(
      model.forecast!.fundingNeed,
    );
    expect((await shareWith('brand-book')).financials).toBeUndefined();
  });
});
