/**
 * Document intake benchmark: large documents of each kind extracted through the source worker
 * pool, as an upload would be. Run with `npm run bench:intake`.
 *
 * What is measured, per document:
 * - time: from handing the bytes to the pool until the passages are back, on a pool whose
 *   worker was warmed up with a small document of the same kind (the warm-up, which includes
 *   starting the worker and loading the format's library, is shown on its own);
 * - peak RSS of the whole process (worker threads share it), sampled every 20 ms;
 * - the main thread's event-loop delay p99 while the worker extracts (an idle loop reads ~10 ms);
 * - a baseline measured in the same run, where one exists: `pdftotext` (poppler) for the PDF,
 *   ExcelJS loading the whole workbook for the XLSX (the library this intake does not use).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import {
  makeDocx,
  makePdf,
  makePptx,
  type SlideSpec,
} from '../../src/server/sources/intake/test-documents.ts';
import { createSourcePool } from '../../src/server/sources/source-pool.ts';

const MEGABYTE = 1024 * 1024;
const directory = mkdtempSync(join(tmpdir(), 'bench-intake-'));

const SENTENCES = [
  'The salon market in the region grew steadily over the last five years.',
  'Independent owners compete on service, while chains compete on price and opening hours.',
  'Survey respondents said they book online in the evening and value loyalty rewards.',
  'Rent is the largest fixed cost, followed by wages and product stock.',
  'A second location would reach customers in the northern suburbs within a short drive.',
];

function prose(characters: number, seed: number): string {
  let text = '';
  for (let index = seed; text.length < characters; index += 1) {
    text += `${SENTENCES[index % SENTENCES.length]} `;
  }
  return text.trim();
}

async function hundredPagePdf(): Promise<Uint8Array> {
  const pages = Array.from({ length: 100 }, (_, page) => [
    prose(1400, page),
    prose(1400, page + 2),
  ]);
  return makePdf(pages);
}

async function largeDocx(): Promise<Uint8Array> {
  return makeDocx({ paragraphs: Array.from({ length: 6000 }, (_, index) => prose(500, index)) });
}

async function largePptx(): Promise<Uint8Array> {
  const slides: SlideSpec[] = Array.from({ length: 200 }, (_, index) => ({
    title: `Slide ${index + 1}: market findings`,
    body: [prose(300, index), prose(200, index + 1)],
    notes: prose(250, index + 3),
  }));
  return makePptx(slides);
}

/** About 19 MB of workbook: 10 columns of numbers, dates, repeated labels and unique notes. */
async function largeXlsx(): Promise<{ path: string; bytes: Uint8Array }> {
  const path = join(directory, 'large.xlsx');
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true });
  const cities = ['Springfield', 'Shelbyville', 'Ogdenville', 'North Haverbrook', 'Capital City'];
  for (const sheetIndex of [1, 2]) {
    const sheet = writer.addWorksheet(`Sales ${sheetIndex}`);
    sheet
      .addRow([
        'Order',
        'Date',
        'City',
        'Service',
        'Price',
        'Discount',
        'Staff',
        'Rating',
        'Repeat',
        'Note',
      ])
      .commit();
    for (let row = 0; row < 145_000; row += 1) {
      const seed = row * 7919 + sheetIndex;
      sheet
        .addRow([
          row + 1,
          new Date(Date.UTC(2024, 0, 1) + (seed % 365) * 86_400_000),
          cities[seed % cities.length],
          ['Cut', 'Colour', 'Style', 'Treatment'][seed % 4],
          20 + (seed % 80) + (seed % 100) / 100,
          (seed % 30) / 100,
          `Stylist ${seed % 40}`,
          1 + (seed % 5),
          seed % 3 === 0,
          `Visit ${row} note ${(seed * 31) % 100_003}`,
        ])
        .commit();
    }
    sheet.commit();
  }
  await writer.commit();
  return { path, bytes: new Uint8Array(readFileSync(path)) };
}

function largeCsv(): Uint8Array {
  const lines = ['Order,Date,City,Service,Price,Discount,Staff,Rating,Repeat,Note'];
  let size = lines[0]!.length;
  for (let row = 0; size < 19 * MEGABYTE; row += 1) {
    const line = `${row + 1},2024-03-${String((row % 28) + 1).padStart(2, '0')},Springfield,Cut,${20 + (row % 80)}.5,0.1,Stylist ${row % 40},${1 + (row % 5)},yes,"Visit ${row}, booked online"`;
    lines.push(line);
    size += line.length + 1;
  }
  return new TextEncoder().encode(lines.join('\n'));
}

interface Measurement {
  name: string;
  bytes: number;
  warmUpSeconds: number;
  seconds: number;
  rssBeforeMegabytes: number;
  peakRssMegabytes: number;
  loopP99Milliseconds: number;
  passages: number;
  characters: number;
  pages: number | null;
  warnings: string[];
}

async function measure(name: string, bytes: Uint8Array, warmUp: Uint8Array): Promise<Measurement> {
  const pool = createSourcePool({ size: 1 });
  try {
    const warmUpStarted = performance.now();
    await pool.extractDocument(warmUp);
    const warmUpSeconds = (performance.now() - warmUpStarted) / 1000;
    const rssBefore = process.memoryUsage.rss();
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }, 20);
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const started = performance.now();
    const document = await pool.extractDocument(bytes);
    const seconds = (performance.now() - started) / 1000;
    loopDelay.disable();
    clearInterval(sampler);
    return {
      name,
      bytes: bytes.byteLength,
      warmUpSeconds,
      seconds,
      rssBeforeMegabytes: rssBefore / MEGABYTE,
      peakRssMegabytes: peakRss / MEGABYTE,
      loopP99Milliseconds: loopDelay.percentile(99) / 1e6,
      passages: document.passages.length,
      characters: document.passages.reduce((sum, passage) => sum + passage.text.length, 0),
      pages: document.pages,
      warnings: document.warnings,
    };
  } finally {
    await pool.close();
  }
}

async function timed<T>(
  work: () => Promise<T> | T,
): Promise<{ seconds: number; peakRssMegabytes: number }> {
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 20);
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { seconds, peakRssMegabytes: peakRss / MEGABYTE };
}

function hasPdftotext(): boolean {
  try {
    execFileSync('sh', ['-c', 'command -v pdftotext'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const format = (value: number, digits = 2) => value.toFixed(digits);

console.log('Building the documents…');
const pdf = await hundredPagePdf();
const docx = await largeDocx();
const pptx = await largePptx();
const xlsx = await largeXlsx();
const csv = largeCsv();
const smallXlsx = await (async () => {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('A').addRow(['Warm', 'up']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
})();

const results: Measurement[] = [];
results.push(await measure('PDF, 100 pages', pdf, await makePdf([['Warm-up.']])));
results.push(await measure('DOCX, 6,000 paragraphs', docx, await makeDocx()));
results.push(
  await measure(
    'PPTX, 200 slides with notes',
    pptx,
    await makePptx([{ title: 'Warm', body: ['up'] }]),
  ),
);
results.push(await measure('XLSX, 2 sheets x 145,000 rows', xlsx.bytes, smallXlsx));
results.push(await measure('CSV, 19 MB', csv, new TextEncoder().encode('a,b\n1,2\n')));

console.log(
  '\n| document | size | warm-up s | extraction s | RSS before → peak MB | loop p99 ms | pages | passages | characters |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const result of results) {
  console.log(
    `| ${result.name} | ${format(result.bytes / MEGABYTE, 1)} MB | ${format(result.warmUpSeconds)} | ${format(result.seconds)} | ${format(result.rssBeforeMegabytes, 0)} → ${format(result.peakRssMegabytes, 0)} | ${format(result.loopP99Milliseconds, 0)} | ${result.pages ?? '-'} | ${result.passages} | ${result.characters.toLocaleString('en')} |`,
  );
  for (const warning of result.warnings) console.log(`|  warning: ${warning} |`);
}

console.log('\nBaselines, same run:');
if (hasPdftotext()) {
  const path = join(directory, 'hundred.pdf');
  writeFileSync(path, pdf);
  const baseline = await timed(() =>
    execFileSync('pdftotext', [path, join(directory, 'hundred.txt')]),
  );
  const ours = results[0]!.seconds;
  console.log(
    `- pdftotext on the 100-page PDF: ${format(baseline.seconds)} s; the intake took ${format(ours / baseline.seconds, 1)}x that.`,
  );
}
const excel = await timed(async () => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(xlsx.path);
});
const xlsxResult = results[3]!;
console.log(
  `- ExcelJS loading the whole ${format(statSync(xlsx.path).size / MEGABYTE, 1)} MB workbook in-process: ${format(excel.seconds)} s, peak RSS ${format(excel.peakRssMegabytes, 0)} MB; the intake (streaming, stops at the text limit) took ${format(xlsxResult.seconds / excel.seconds, 2)}x the time.`,
);
