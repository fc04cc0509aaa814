// `npm run bench:quality`: the quality review (issue 27) of a whole 125-section strategy of 700
// words a section. Prints the review's processor time beside a baseline measured in the same run
// (parsing the same Markdown once with the full GFM parser the exports use; the review reads
// prose with tables only, `parseProse`, and must still cost about that), and, through the real
// route of an in-process server, the event loop's delay while the review runs. Fails (exit 1) when
// the review takes a second of processor time or more, or the loop's p99 reaches 50 ms.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { EXECUTIVE_SUMMARY_KEY } from '../../src/domain/export-selection.ts';
import { parseMarkdown } from '../../src/domain/parse-markdown.ts';
import { reviewStrategy } from '../../src/domain/quality/review.ts';
import { strategyContentChanged } from '../../src/server/cache/content-versions.ts';
import { syntheticStrategy } from '../../src/server/testing/synthetic-strategy.ts';
import { startTestServer } from '../../src/server/testing/test-server.ts';

const CPU_BUDGET_MS = 1000;
const LOOP_P99_BUDGET_MS = 50;
const RUNS = 5;

const document = syntheticStrategy();
const sections = Object.entries(document.sections).map(([key, section]) => ({
  key,
  title: key,
  content: section.content,
}));
sections.unshift({
  key: EXECUTIVE_SUMMARY_KEY,
  title: 'Executive Summary',
  content: sections[0]!.content,
});

function cpuMs(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Fresh section objects each run: the review keeps each section's paragraphs on it once read.
const fresh = () => sections.map((section) => ({ ...section }));
// Warm up, then take medians.
reviewStrategy({ language: 'English', sections: fresh() });
const review = median(
  Array.from({ length: RUNS }, () =>
    cpuMs(() =>
      reviewStrategy({
        language: 'English',
        sections: fresh(),
        model: { currency: 'EUR', figures: [1, 2], breakEvenMonth: 12 },
      }),
    ),
  ),
);
const parse = median(
  Array.from({ length: RUNS }, () =>
    cpuMs(() => {
      for (const section of sections) parseMarkdown(section.content);
    }),
  ),
);
console.log(
  `Review of ${sections.length} sections (${document.sections[sections[1]!.key]!.content.split(/\s+/).length} words each):`,
);
console.log(`  processor time: ${review.toFixed(0)} ms (budget ${CPU_BUDGET_MS} ms)`);
console.log(
  `  baseline, parsing the same Markdown once: ${parse.toFixed(0)} ms (review / parse ${(review / parse).toFixed(2)}x)`,
);

// Through the route: the event loop's delay while the review of a fresh strategy runs.
const server = await startTestServer();
try {
  const created = (await (
    await server.request('/api/strategies', {
      method: 'POST',
      json: { overview: 'A bench', metadata: { companyName: 'Bench' } },
    })
  ).json()) as { id: string };
  for (const section of sections.slice(1)) {
    await server.request(`/api/strategies/${created.id}/sections/${section.key}`, {
      method: 'PUT',
      json: { content: section.content, version: 0 },
    });
  }
  const delays: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    strategyContentChanged(created.id);
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    histogram.enable();
    const response = await server.request(`/api/strategies/${created.id}/quality`);
    await response.json();
    histogram.disable();
    delays.push(histogram.percentile(99) / 1e6);
  }
  const p99 = median(delays);
  console.log(
    `  event-loop p99 while the route reviews: ${p99.toFixed(1)} ms (budget ${LOOP_P99_BUDGET_MS} ms; runs ${delays.map((d) => d.toFixed(1)).join(', ')})`,
  );
  const pass = review < CPU_BUDGET_MS && p99 < LOOP_P99_BUDGET_MS;
  console.log(pass ? 'PASS' : 'FAIL');
  process.exitCode = pass ? 0 : 1;
} finally {
  await server.close();
}
