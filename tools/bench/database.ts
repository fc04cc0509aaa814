// `npm run bench:database`: the embedded database on its own thread against PGlite run on the
// server's thread (how it ran before docs/decisions/0013), on the same data folder in the same
// run: per-query latency (1,000 primary-key reads, a claim-like UPDATE ... RETURNING, a 124-row
// select), the event loop's delay while a slow query runs, and the time to reopen the folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { SECTIONS } from '../../src/domain/catalogue.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema.ts';
import { sections, strategies } from '../../src/server/db/schema.ts';

const { values } = parseArgs({
  options: {
    reads: { type: 'string', default: '1000' },
    claims: { type: 'string', default: '500' },
    selects: { type: 'string', default: '100' },
    'slow-rows': { type: 'string', default: '3000000' },
  },
});

export interface OpenedDatabase {
  db: Database;
  close(): Promise<void>;
}

export interface Variant {
  name: string;
  open(dataDir: string): Promise<OpenedDatabase>;
}

/** PGlite on the calling thread with drizzle's PGlite driver: the server before the worker. */
export const inThread: Variant = {
  name: 'in-thread PGlite',
  async open(dataDir) {
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    return {
      db: drizzlePglite(client, { schema }) as unknown as Database,
      close: () => client.close(),
    };
  },
};

export const worker: Variant = {
  name: 'PGlite thread',
  open: (dataDir) => openDatabase({ dataDir }),
};

const SECTION_TEXT = `## Heading\n\n${'A paragraph of a written section, '.repeat(100)}\n`;

async function seed(dataDir: string): Promise<string> {
  const { db, close } = await openDatabase({ dataDir });
  const [strategy] = await db
    .insert(strategies)
    .values({
      overview: 'Benchmark bakery',
      metadata: { companyName: 'Bench', clientName: '', preparedBy: '', preparedDate: '' },
    })
    .returning({ id: strategies.id });
  await db.insert(sections).values(
    SECTIONS.map((section, position) => ({
      strategyId: strategy!.id,
      key: section.key,
      status: 'queued' as const,
      content: SECTION_TEXT,
      queueOrder: position,
    })),
  );
  await close();
  return strategy!.id;
}

function summarise(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    mean: samples.reduce((sum, value) => sum + value, 0) / samples.length,
    p50: at(0.5),
    p99: at(0.99),
  };
}

async function timeEach(count: number, run: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

export async function measure(variant: Variant, dataDir: string, strategyId: string) {
  const opening = performance.now();
  const { db, close } = await variant.open(dataDir);
  const reopenMs = performance.now() - opening;
  const reads = await timeEach(Number(values.reads), () =>
    db.select().from(strategies).where(eq(strategies.id, strategyId)),
  );
  const candidate = db
    .select({ strategyId: sections.strategyId, key: sections.key })
    .from(sections)
    .where(and(eq(sections.strategyId, strategyId), eq(sections.status, 'queued')))
    .orderBy(sections.attempts, sections.queueOrder)
    .limit(1)
    .for('update', { skipLocked: true });
  const claims = await timeEach(Number(values.claims), () =>
    db
      .update(sections)
      .set({
        leaseOwner: 'bench',
        leaseExpiresAt: sql`now() + interval '15 seconds'`,
        attempts: sql`${sections.attempts} + 1`,
      })
      .where(sql`(${sections.strategyId}, ${sections.key}) = (${candidate})`)
      .returning(),
  );
  const selects = await timeEach(Number(values.selects), async () => {
    const rows = await db.select().from(sections).where(eq(sections.strategyId, strategyId));
    if (rows.length !== SECTIONS.length) throw new Error(`Read ${rows.length} sections`);
  });
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  // The histogram's first tick only starts its clock: a block before it would go unseen.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const slowStarted = performance.now();
  await db.execute(sql`SELECT count(*) FROM generate_series(1, ${Number(values['slow-rows'])})`);
  const slowMs = performance.now() - slowStarted;
  // A blocked loop is recorded when its timer finally runs: give it the chance.
  await new Promise((resolve) => setTimeout(resolve, 50));
  loop.disable();
  await close();
  return {
    name: variant.name,
    reopenMs,
    reads: summarise(reads),
    claims: summarise(claims),
    selects: summarise(selects),
    slowMs,
    slowLoopMaxMs: loop.max / 1e6,
  };
}

export async function runBench(variants: Variant[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mbb-bench-db-'));
  try {
    const strategyId = await seed(dataDir);
    // Each variant twice, interleaved, so a burst of load on a shared machine hits both.
    const results = [];
    for (let round = 0; round < 2; round++)
      for (const variant of variants) results.push(await measure(variant, dataDir, strategyId));
    return results;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

type Result = Awaited<ReturnType<typeof measure>>;

export function printResults(results: Result[]) {
  const f = (value: number) => value.toFixed(3);
  const q = (summary: ReturnType<typeof summarise>) =>
    `${f(summary.mean)}/${f(summary.p50)}/${f(summary.p99)}`.padEnd(24);
  console.log(
    `\n${'variant'.padEnd(20)}${'reopen (ms)'.padEnd(13)}${'PK read mean/p50/p99'.padEnd(24)}${'claim mean/p50/p99'.padEnd(24)}${'124 rows mean/p50/p99'.padEnd(24)}slow query (ms)  loop max during it (ms)`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(20)}${r.reopenMs.toFixed(0).padEnd(13)}${q(r.reads)}${q(r.claims)}${q(r.selects)}${r.slowMs.toFixed(0).padEnd(17)}${r.slowLoopMaxMs.toFixed(0)}`,
    );
  }
  const names = [...new Set(results.map((r) => r.name))];
  const rounds = (name: string) => results.filter((r) => r.name === name);
  const best = (name: string, pick: (r: Result) => number) => Math.min(...rounds(name).map(pick));
  for (const name of names.slice(1)) {
    console.log(`\nBest of each round (ms per query), ${name} vs ${names[0]}:`);
    for (const [label, pick] of [
      ['PK read', (r: Result) => r.reads.mean],
      ['claim UPDATE ... RETURNING', (r: Result) => r.claims.mean],
      ['124-row select', (r: Result) => r.selects.mean],
      ['reopen', (r: Result) => r.reopenMs],
    ] as const) {
      const a = best(names[0]!, pick);
      const b = best(name, pick);
      console.log(
        `  ${label.padEnd(28)}${f(b)} vs ${f(a)}: ${b - a >= 0 ? '+' : ''}${f(b - a)} ms (${(b / a).toFixed(2)}x)`,
      );
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    `Node ${process.version}, ${os.availableParallelism()} CPUs, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  printResults(await runBench([inThread, worker]));
}
