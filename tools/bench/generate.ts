// `npm run bench:generate`: a complete strategy (124 sections) against the fake model server with
// realistic timing scaled down, at each concurrency given. Prints wall time against the spec's
// sequential baseline and the lower bound, peak concurrent requests, server CPU per 1,000
// streamed tokens and the server's event-loop delay (PGlite runs on its own thread, so its queries
// are not in it: docs/decisions/0008).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { createApp } from '../../src/server/app.ts';
import { createServerRuntime } from '../../src/server/bootstrap.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { createLogger } from '../../src/server/logger.ts';
import { freePort } from '../../src/server/testing/server-process.ts';
import { criticalPath } from './generation-bounds.ts';

const { values } = parseArgs({
  options: {
    concurrency: { type: 'string', default: '4,32' },
    tokens: { type: 'string', default: '800' },
    'ttft-ms': { type: 'string', default: '300' },
    'token-ms': { type: 'string', default: '5' },
  },
});
const concurrencies = values.concurrency.split(',').map(Number);

interface LogEntry {
  sectionTitle?: string;
  startedAt: number;
  endedAt?: number;
  outcome?: string;
  tokensSent: number;
}

async function startFake(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'tools/fake-llm/main.ts',
      '--port',
      String(port),
      '--ttft-ms',
      values['ttft-ms'],
      '--token-ms',
      values['token-ms'],
      '--tokens',
      values.tokens,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  return child;
}

async function benchOnce(concurrency: number, fakeUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mbb-bench-'));
  const database = await openDatabase({ dataDir });
  const config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    model: 'fake',
    provider: { baseURL: `${fakeUrl}/v1`, apiKey: 'bench', model: 'fake' },
    generationConcurrency: concurrency,
    shareRateLimit: 120,
    logLevel: 'warn',
  };
  const runtime = createServerRuntime({ config, database, logger: createLogger('warn') });
  const { context } = runtime;
  await runtime.start();
  const server = serve({
    fetch: createApp(context, { serveWeb: false }).fetch,
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await fetch(`${fakeUrl}/__fake/reset`, { method: 'POST' });

  const created = await fetch(`${url}/api/strategies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      overview: 'A chain of neighbourhood bakeries with a subscription club.',
    }),
  });
  const { id } = (await created.json()) as { id: string };

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await fetch(`${url}/api/strategies/${id}/runs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sections: 'all' }),
  });
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const strategy = (await (await fetch(`${url}/api/strategies/${id}`)).json()) as {
      activeRunId: string | null;
    };
    if (strategy.activeRunId === null) break;
  }
  const wallSeconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  loop.disable();

  const fakeState = (await (await fetch(`${fakeUrl}/__fake/log`)).json()) as {
    peakConcurrent: number;
    log: LogEntry[];
  };
  const ok = fakeState.log.filter((entry) => entry.outcome === 'ok' || entry.outcome === 'length');
  const durationByKey = new Map<string, number>();
  const { SECTIONS } = await import('../../src/domain/catalogue.ts');
  for (const entry of ok) {
    const key = SECTIONS.find((section) => section.title === entry.sectionTitle)?.key;
    if (key) durationByKey.set(key, ((entry.endedAt ?? entry.startedAt) - entry.startedAt) / 1000);
  }
  const sequential = [...durationByKey.values()].reduce((sum, value) => sum + value, 0);
  const longestChain = criticalPath(durationByKey);
  const bound = Math.max(longestChain, sequential / concurrency);
  const tokens = fakeState.log.reduce((sum, entry) => sum + entry.tokensSent, 0);

  server.close();
  await runtime.stop();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    concurrency,
    sections: ok.length,
    wallSeconds,
    sequential,
    criticalPath: longestChain,
    bound,
    ratio: wallSeconds / bound,
    peak: fakeState.peakConcurrent,
    cpuPerThousandTokens: (cpu.user + cpu.system) / 1e6 / (tokens / 1000),
    loopP50: loop.percentile(50) / 1e6,
    loopP99: loop.percentile(99) / 1e6,
    loopMax: loop.max / 1e6,
  };
}

const port = await freePort();
const fake = await startFake(port);
const results = [];
try {
  console.log(
    `Fake model: time to first token ${values['ttft-ms']} ms, ${values['token-ms']} ms per token, ${values.tokens} tokens per section; Node ${process.version}, ${os.availableParallelism()} CPUs; PGlite on its own thread.`,
  );
  for (const concurrency of concurrencies) {
    console.log(`Running a complete strategy at concurrency ${concurrency}…`);
    results.push(await benchOnce(concurrency, `http://127.0.0.1:${port}`));
  }
} finally {
  fake.kill();
}

const f = (value: number, digits = 1) => value.toFixed(digits);
console.log(
  '\nconcurrency  sections  wall (s)  sequential (s)  critical path (s)  bound (s)  wall/bound  peak  CPU s/1k tokens  loop p50/p99/max (ms)',
);
for (const r of results) {
  console.log(
    `${String(r.concurrency).padEnd(13)}${String(r.sections).padEnd(10)}${f(r.wallSeconds).padEnd(10)}${f(r.sequential).padEnd(16)}${f(r.criticalPath).padEnd(19)}${f(r.bound).padEnd(11)}${f(r.ratio, 2).padEnd(12)}${String(r.peak).padEnd(6)}${f(r.cpuPerThousandTokens, 3).padEnd(17)}${f(r.loopP50)} / ${f(r.loopP99)} / ${f(r.loopMax)}`,
  );
}
let failed = false;
for (const r of results) {
  const checks: [string, boolean][] = [
    [`all 124 sections at concurrency ${r.concurrency}`, r.sections === 124],
    [`wall within 1.15x of the bound at concurrency ${r.concurrency}`, r.ratio <= 1.15],
    [`peak ${r.peak} never above ${r.concurrency}`, r.peak <= r.concurrency],
  ];
  if (r.concurrency >= 32) {
    checks.push([`event-loop p99 under 50 ms at ${r.concurrency} streams`, r.loopP99 < 50]);
    checks.push([`event-loop max under 200 ms at ${r.concurrency} streams`, r.loopMax < 200]);
  }
  for (const [label, pass] of checks) {
    console.log(`${pass ? 'PASS' : 'FAIL'}  ${label}`);
    failed ||= !pass;
  }
}
process.exit(failed ? 1 : 0);
