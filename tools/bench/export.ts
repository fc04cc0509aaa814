/**
 * Export benchmark: a synthetic full strategy (124 sections) rendered in every format through the
 * worker pool, one at a time, as the server would. Run with `npm run bench:export`.
 *
 * What is measured:
 * - time: from handing the document to the pool until the bytes are back. Each format gets a
 *   fresh pool of one worker, warmed up first with a tiny document so the worker's start and
 *   the renderer library's first load (reported on their own) are not counted;
 * - peak RSS: the whole process (main thread and worker threads share one), sampled every
 *   20 ms on the main thread during the render; the RSS just before is shown beside it;
 * - event-loop delay: the main thread's, over the render, by perf_hooks.monitorEventLoopDelay
 *   with a 10 ms resolution. Node records the whole interval between its samples, so an idle
 *   loop reads about 10 ms: the lag is the figure less 10.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import JSZip from 'jszip';
import { parseAssumptions } from '../../src/domain/financial/assumptions.ts';
import { deckOf } from '../../src/server/exports/deck-from-model.ts';
import { buildExportModel } from '../../src/server/exports/export-document.ts';
import { EXPORT_FORMATS, type ExportFormat } from '../../src/server/exports/export-formats.ts';
import { createExportPool } from '../../src/server/exports/export-pool.ts';
import { LOSS_THEN_PROFIT } from '../../src/server/testing/financial-fixtures.ts';
import { syntheticStrategy } from '../../src/server/testing/synthetic-strategy.ts';
import { benchScripts } from './export-scripts.ts';

const TARGETS = { pdfSeconds: 8, pdfPeakMegabytes: 400, pdfLoopP99Milliseconds: 50 };
const MEGABYTE = 1024 * 1024;
const NANOSECONDS_PER_MILLISECOND = 1e6;

interface Measurement {
  format: ExportFormat;
  warmUpSeconds: number;
  seconds: number;
  /** CPU of the whole process (worker threads included): comparable on a busy machine. */
  cpuSeconds: number;
  bytes: number;
  rssBeforeMegabytes: number;
  peakRssMegabytes: number;
  pages?: number;
  loopDelay: { p50: number; p99: number; max: number };
}

const document = syntheticStrategy();
const words = Object.values(document.sections)
  .flatMap((section) => section.content.split(/\s+/))
  .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
const outputDirectory = mkdtempSync(join(tmpdir(), 'bench-export-'));
const tiny = { ...document, sections: { 'target-audience': { content: 'Warm-up.' } } };

/** The same strategy with a 5-year financial model: the appendix's charts and statements. */
const parsedModel = parseAssumptions(LOSS_THEN_PROFIT);
if (!parsedModel.success) throw new Error('The benchmark model does not validate');
const withModel = { ...document, financials: parsedModel.assumptions };
const MODEL_FORMATS: readonly ExportFormat[] = ['pdf', 'slides-pdf', 'pptx'];

async function measure(
  format: ExportFormat,
  source: typeof document = document,
): Promise<Measurement> {
  const pool = createExportPool({ size: 1 });
  const warmUpStarted = performance.now();
  await pool.render(format, tiny);
  const warmUpSeconds = (performance.now() - warmUpStarted) / 1000;

  const rssBefore = process.memoryUsage.rss();
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 20);
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await pool.render(format, source);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  loopDelay.disable();
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  await pool.close();

  const path = join(outputDirectory, result.fileName.asciiFileName);
  writeFileSync(path, result.bytes);
  const pages =
    format === 'pdf' || format === 'slides-pdf'
      ? Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1])
      : format === 'pptx'
        ? Object.keys((await JSZip.loadAsync(result.bytes)).files).filter((name) =>
            /^ppt\/slides\/slide\d+\.xml$/.test(name),
          ).length
        : undefined;
  return {
    format,
    warmUpSeconds,
    seconds,
    cpuSeconds,
    bytes: result.bytes.byteLength,
    rssBeforeMegabytes: rssBefore / MEGABYTE,
    peakRssMegabytes: peakRss / MEGABYTE,
    ...(pages ? { pages } : {}),
    loopDelay: {
      p50: loopDelay.percentile(50) / NANOSECONDS_PER_MILLISECOND,
      p99: loopDelay.percentile(99) / NANOSECONDS_PER_MILLISECOND,
      max: loopDelay.max / NANOSECONDS_PER_MILLISECOND,
    },
  };
}

function row(cells: (string | number)[]): string {
  const widths = [10, 9, 8, 11, 16, 15, 7, 26];
  return cells.map((cell, index) => String(cell).padEnd(widths[index] ?? 10)).join(' ');
}

if (process.argv.includes('--scripts')) {
  // Per-script mode (issue 18): the PDF in each script against English, see export-scripts.ts.
  await benchScripts();
  process.exit(0);
}

const measurements: Measurement[] = [];
for (const format of EXPORT_FORMATS) measurements.push(await measure(format));
const modelMeasurements: Measurement[] = [];
for (const format of MODEL_FORMATS) modelMeasurements.push(await measure(format, withModel));

console.log(
  `Synthetic strategy: ${Object.keys(document.sections).length} sections, ~${words.toLocaleString('en')} words; ` +
    `Node ${process.version}, ${availableParallelism()} CPUs; a fresh pool of 1 worker per format.`,
);
const warmUps = measurements.map(
  (measurement) => `${measurement.format} ${measurement.warmUpSeconds.toFixed(2)} s`,
);
console.log(
  `Worker start and first load of the renderer (tiny document, not counted below): ${warmUps.join(', ')}\n`,
);
console.log(
  row([
    'format',
    'time (s)',
    'CPU (s)',
    'size (KB)',
    'RSS before (MB)',
    'peak RSS (MB)',
    'pages',
    'loop delay p50/p99/max (ms)',
  ]),
);
for (const measurement of measurements) {
  const { p50, p99, max } = measurement.loopDelay;
  console.log(
    row([
      measurement.format,
      measurement.seconds.toFixed(2),
      measurement.cpuSeconds.toFixed(2),
      (measurement.bytes / 1024).toFixed(0),
      measurement.rssBeforeMegabytes.toFixed(0),
      measurement.peakRssMegabytes.toFixed(0),
      measurement.pages ?? '',
      `${p50.toFixed(1)} / ${p99.toFixed(1)} / ${max.toFixed(1)}`,
    ]),
  );
}
console.log(
  '\nWith a 5-year financial model (3 vector charts, 3 statements), against the same run without:',
);
for (const measurement of modelMeasurements) {
  const base = measurements.find((candidate) => candidate.format === measurement.format);
  if (!base) continue;
  console.log(
    `${measurement.format.padEnd(10)} time ${measurement.seconds.toFixed(2)} s (x${(measurement.seconds / base.seconds).toFixed(2)}), ` +
      `CPU ${measurement.cpuSeconds.toFixed(2)} s (x${(measurement.cpuSeconds / base.cpuSeconds).toFixed(2)}), ` +
      `size ${(measurement.bytes / 1024).toFixed(0)} KB (+${((measurement.bytes - base.bytes) / 1024).toFixed(0)} KB), ` +
      `pages ${measurement.pages ?? ''} (+${(measurement.pages ?? 0) - (base.pages ?? 0)})`,
  );
}
// The decks' slide counts in each script (composed, not rendered): the presentation PowerPoint
// and the slides PDF give by default, and `?deck=sections`.
const deckCounts = (['English', 'Japanese', 'Arabic'] as const).map((language) => {
  const model = buildExportModel({
    ...syntheticStrategy({ language }),
    financials: parsedModel.assumptions,
  });
  return `${language} ${deckOf(model).slides.length} / ${deckOf({ ...model, deck: 'sections' }).slides.length}`;
});
console.log(
  `\nDeck slides, presentation / a slide per section (124 sections, a 5-year model): ${deckCounts.join(', ')}`,
);
console.log(
  `\nProcess maxRSS over the whole run (process.resourceUsage): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
);
console.log(`Files written to ${outputDirectory}`);

const pdf = measurements.find((measurement) => measurement.format === 'pdf');
if (pdf) {
  const checks = [
    [`PDF time < ${TARGETS.pdfSeconds} s`, pdf.seconds < TARGETS.pdfSeconds],
    [
      `PDF peak RSS < ${TARGETS.pdfPeakMegabytes} MB`,
      pdf.peakRssMegabytes < TARGETS.pdfPeakMegabytes,
    ],
    [
      `event-loop p99 < ${TARGETS.pdfLoopP99Milliseconds} ms during the PDF`,
      pdf.loopDelay.p99 < TARGETS.pdfLoopP99Milliseconds,
    ],
  ] as const;
  console.log('');
  for (const [name, passed] of checks) console.log(`${passed ? 'PASS' : 'FAIL'}  ${name}`);
  if (checks.some(([, passed]) => !passed)) process.exitCode = 1;
}
