/**
 * What each script adds to the 124-section PDF (issue 18): the synthetic strategy in a language,
 * each section given three paragraphs in that language's script, rendered through a fresh pool
 * of one worker (warmed up on a tiny document in the same language, so reading the script's font
 * file is counted apart). English with as many English paragraphs is the baseline of the same
 * run; time, CPU, size and peak RSS are printed as ratios to it.
 * Run with `npm run bench:export -- --scripts`.
 */

import type { Language } from '../../src/domain/strategy-limits.ts';
import { createExportPool } from '../../src/server/exports/export-pool.ts';
import { SCRIPT_SAMPLES } from '../../src/server/testing/script-samples.ts';
import { syntheticStrategy } from '../../src/server/testing/synthetic-strategy.ts';

const MEGABYTE = 1024 * 1024;
const BASELINE = {
  language: 'English' as Language,
  sentence: 'We make tools for makers and sell them in our own shop.',
};

function documentIn(language: Language, sentence: string) {
  const base = syntheticStrategy();
  const paragraph = Array.from({ length: 6 }, () => sentence).join(' ');
  const added = `\n\n${paragraph}\n\n${paragraph}\n\n${paragraph}\n`;
  return {
    ...base,
    language,
    sections: Object.fromEntries(
      Object.entries(base.sections).map(([key, section]) => [
        key,
        { ...section, content: `${section.content}${added}` },
      ]),
    ),
  };
}

async function measure(language: Language, sentence: string) {
  const pool = createExportPool({ size: 1 });
  const warmStarted = performance.now();
  await pool.render('pdf', {
    ...documentIn(language, sentence),
    sections: { 'target-audience': { content: sentence } },
  });
  const warmUpSeconds = (performance.now() - warmStarted) / 1000;
  const document = documentIn(language, sentence);
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await pool.render('pdf', document);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  await pool.close();
  return {
    language,
    warmUpSeconds,
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    kilobytes: result.bytes.byteLength / 1024,
    peakMegabytes: peak / MEGABYTE,
  };
}

export async function benchScripts(): Promise<void> {
  const baseline = await measure(BASELINE.language, BASELINE.sentence);
  const rows = [baseline];
  for (const sample of SCRIPT_SAMPLES) rows.push(await measure(sample.language, sample.sentence));
  const pad = (cells: (string | number)[]) =>
    cells.map((cell, index) => String(cell).padEnd(index === 0 ? 10 : 18)).join(' ');
  console.log('PDF of the 124-section strategy, three paragraphs per section in each script');
  console.log(
    pad([
      'language',
      'first load (s)',
      'time s (×)',
      'CPU s (×)',
      'size KB (×)',
      'peak RSS MB (×)',
    ]),
  );
  for (const row of rows) {
    const ratio = (value: number, base: number) => `(${(value / base).toFixed(2)})`;
    console.log(
      pad([
        row.language,
        row.warmUpSeconds.toFixed(2),
        `${row.seconds.toFixed(2)} ${ratio(row.seconds, baseline.seconds)}`,
        `${row.cpuSeconds.toFixed(2)} ${ratio(row.cpuSeconds, baseline.cpuSeconds)}`,
        `${row.kilobytes.toFixed(0)} ${ratio(row.kilobytes, baseline.kilobytes)}`,
        `${row.peakMegabytes.toFixed(0)} ${ratio(row.peakMegabytes, baseline.peakMegabytes)}`,
      ]),
    );
  }
}
