// `npm run bench:generate -- --combined`: the server's event-loop delay (issue 17: p99 < 50 ms,
// max < 200 ms, PGlite) while three loads run at once on one server: a complete strategy
// generating at concurrency 32, a full-strategy PDF rendering (again and again, in the server's
// export pool) and 32 connections reading a share link of a written strategy. The share readers
// run in a child process (this file with `--share-readers`), so their work is not counted as the
// server's; the delay is measured in the server's process by `monitorEventLoopDelay`.
import { type ChildProcess, spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { SECTIONS } from '../../src/domain/catalogue.ts';
import type { ServerContext } from '../../src/server/context.ts';
import { syntheticStrategy } from '../../src/server/testing/synthetic-strategy.ts';

export interface CombinedLoadResult {
  seconds: number;
  loopP50: number;
  loopP99: number;
  loopMax: number;
  /** Sections streaming at once over the window: the least and the mean of samples. */
  streamingMin: number;
  streamingMean: number;
  pdfRenders: number;
  pdfPages: number;
  shareReads: number;
  shareErrors: number;
  shareP99: number;
}

async function json<T>(url: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** A strategy with every section written, shared by a view link: what the readers fetch. */
async function writtenShare(url: string): Promise<string> {
  const strategy = await json<{ id: string }>(`${url}/api/strategies`, 'POST', {
    overview: 'A bakery with a subscription club',
  });
  const paragraph = 'A realistic paragraph of strategy text, about sixty words long. '.repeat(10);
  for (const section of SECTIONS) {
    await json(`${url}/api/strategies/${strategy.id}/sections/${section.key}`, 'PUT', {
      content: `## ${section.title}\n\n${paragraph}\n\n- one\n- two\n`,
      version: 0,
    });
  }
  const share = await json<{ id: string }>(`${url}/api/strategies/${strategy.id}/shares`, 'POST', {
    accessType: 'view',
    expiresInDays: 7,
  });
  return `${url}/api/shares/${share.id}`;
}

function startShareReaders(shareUrl: string, seconds: number, connections: number) {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'tools/bench/combined-load.ts',
      '--share-readers',
      shareUrl,
      '--seconds',
      String(seconds),
      '--connections',
      String(connections),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise<{ reads: number; errors: number; p99: number }>((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`share readers exited with ${code}`));
      else resolve(JSON.parse(output) as { reads: number; errors: number; p99: number });
    });
  });
}

/** PDF page objects (pdfkit writes them uncompressed). */
function countPages(bytes: Uint8Array): number {
  return (
    Buffer.from(bytes)
      .toString('latin1')
      .match(/\/Type \/Page\b(?!s)/g)?.length ?? 0
  );
}

/**
 * Starts the run through `startRun`, waits until `concurrency` sections stream, then measures the
 * loop for `seconds` with the PDF renders and the share readers going, then waits for the run.
 */
export async function combinedLoad(options: {
  url: string;
  context: ServerContext;
  concurrency: number;
  seconds: number;
  startRun: () => Promise<void>;
}): Promise<CombinedLoadResult> {
  const { context, concurrency, seconds } = options;
  const shareUrl = await writtenShare(options.url);
  // Warm the share answer and the PDF worker, as a running server would have.
  await fetch(shareUrl, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
  const pdfDocument = syntheticStrategy();
  const pdfPages = countPages((await context.exportPool!.render('pdf', pdfDocument)).bytes);

  const running = options.startRun();
  while (context.engine.runningCount < concurrency) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const streaming: number[] = [];
  const sampler = setInterval(() => streaming.push(context.engine.runningCount), 100);
  const readers = startShareReaders(shareUrl, seconds, 32);
  let pdfRenders = 0;
  while (performance.now() < deadline) {
    await context.exportPool!.render('pdf', pdfDocument);
    pdfRenders++;
  }
  const shares = await readers;
  clearInterval(sampler);
  loop.disable();
  const measured = (performance.now() - started) / 1000;
  await running;
  return {
    seconds: measured,
    loopP50: loop.percentile(50) / 1e6,
    loopP99: loop.percentile(99) / 1e6,
    loopMax: loop.max / 1e6,
    streamingMin: Math.min(...streaming),
    streamingMean: streaming.reduce((sum, value) => sum + value, 0) / streaming.length,
    pdfRenders,
    pdfPages,
    shareReads: shares.reads,
    shareErrors: shares.errors,
    shareP99: shares.p99,
  };
}

/** The child: `connections` keep-alive loops reading the share link for `seconds`. */
async function shareReaders(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'share-readers': { type: 'boolean' },
      seconds: { type: 'string', default: '15' },
      connections: { type: 'string', default: '32' },
    },
  });
  const shareUrl = positionals[0]!;
  const deadline = performance.now() + Number(values.seconds) * 1000;
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: Number(values.connections) }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          const response = await fetch(shareUrl, { headers: { 'accept-encoding': 'br, gzip' } });
          await response.arrayBuffer();
          if (!response.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
  process.stdout.write(JSON.stringify({ reads: latencies.length, errors, p99 }));
}

if (process.argv.includes('--share-readers')) await shareReaders();
