// `npm run bench:library`: the library (`GET /api/strategies`, issue 32) with 5,000 strategies,
// seeded straight into the database, against `GET /api/health` measured in the same run on the
// same server process. Sequential requests on one keep-alive connection: the first page, a page
// 40 deep (by cursor), and searches for a client's name, a common word and two words.
// Targets: first page p99 < 50 ms, every search p99 < 100 ms; the exit code says if they held.
// `--database postgres` for PostgreSQL (TEST_DATABASE_URL or the local server).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { SECTIONS } from '../../src/domain/catalogue.ts';
import type { StrategyPage } from '../../src/domain/strategy.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { strategies } from '../../src/server/db/schema.ts';
import { startServerProcess } from '../../src/server/testing/server-process.ts';
import { createPostgresDatabase } from '../../src/server/testing/test-database.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    strategies: { type: 'string', default: '5000' },
    /** Written sections per strategy (with usage, so counts and costs do their real work). */
    sections: { type: 'string', default: '30' },
    requests: { type: 'string', default: '300' },
  },
});
const STRATEGY_COUNT = Number(values.strategies);
const WRITTEN_SECTIONS = SECTIONS.slice(0, Number(values.sections)).map((section) => section.key);
const REQUESTS = Number(values.requests);
const TARGETS = { firstPageP99: 50, searchP99: 100 };

const FIRST = ['Ada', 'Grace', 'Alan', 'Marie', 'Jean', 'Ines', 'Omar', 'Yuki', 'Lena', 'Ravi'];
const LAST = Array.from({ length: 200 }, (_, n) => `Surname${n.toString(36)}`);
const TRADES = ['Bakery', 'Roasters', 'Kites', 'Cycles', 'Studio', 'Clinic', 'Foods', 'Labs'];
const WORDS =
  'customers market subscription pricing channel retail wholesale online premium local growth brand margin supplier team region launch service product partners community'.split(
    ' ',
  );

/** A random-looking but repeatable overview of about 900 characters. */
function overviewOf(n: number): string {
  const words: string[] = [];
  for (let index = 0; words.join(' ').length < 900; index++) {
    words.push(WORDS[(n * 7 + index * 13 + ((n * index) % 11)) % WORDS.length]!);
  }
  // One strategy in three serves cafés: a common word to search for.
  if (n % 3 === 0) words.splice(5, 0, 'cafes');
  return `${words.join(' ')}.`;
}

async function seed(target: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const started = performance.now();
  const { db, close } = await openDatabase(target);
  for (let start = 0; start < STRATEGY_COUNT; start += 500) {
    const rows = Array.from({ length: Math.min(500, STRATEGY_COUNT - start) }, (_, offset) => {
      const n = start + offset;
      return {
        overview: overviewOf(n),
        metadata: {
          companyName: `${LAST[(n * 3) % LAST.length]} ${TRADES[n % TRADES.length]}`,
          clientName: `${FIRST[n % FIRST.length]} ${LAST[n % LAST.length]}`,
          preparedBy: 'Bench Consulting',
          preparedDate: '2026-11-27',
        },
        // Distinct times, as strategies saved one after another.
        updatedAt: sql`now() - make_interval(secs => ${STRATEGY_COUNT - n})`,
      };
    });
    await db.insert(strategies).values(rows);
  }
  const usage = JSON.stringify({ promptTokens: 900, completionTokens: 700, totalTokens: 1600 });
  await db.execute(sql`INSERT INTO sections (strategy_id, key, status, content, usage)
    SELECT s.id, k.key, 'done', repeat('A written paragraph. ', 20), ${usage}::jsonb
    FROM strategies s CROSS JOIN jsonb_array_elements_text(${JSON.stringify(WRITTEN_SECTIONS)}::jsonb) AS k(key)`);
  await db.execute(sql`ANALYZE`);
  await close();
  console.log(
    `seeded ${STRATEGY_COUNT} strategies x ${WRITTEN_SECTIONS.length} written sections in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

function summarise(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
}

async function timeRequests(url: string): Promise<{ p50: number; p99: number; body: unknown }> {
  let body: unknown;
  const samples: number[] = [];
  for (let index = 0; index < REQUESTS + 10; index++) {
    const started = performance.now();
    const response = await fetch(url);
    body = await response.json();
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    // The first ten warm the route up.
    if (index >= 10) samples.push(performance.now() - started);
  }
  return { ...summarise(samples), body };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mbb-bench-library-'));
const database = values.database === 'postgres' ? await createPostgresDatabase() : undefined;
await seed({ dataDir, ...(database ? { databaseUrl: database.url } : {}) });
const server = await startServerProcess({
  DATA_DIR: dataDir,
  ...(database ? { DATABASE_URL: database.url } : {}),
});
try {
  const api = `${server.url}/api/strategies`;
  let cursor: string | null = null;
  for (let page = 0; page < 40; page++) {
    const answer = (await (
      await fetch(`${api}?${new URLSearchParams(cursor ? { cursor } : {})}`)
    ).json()) as StrategyPage;
    cursor = answer.nextCursor;
  }
  const health = await timeRequests(`${server.url}/api/health`);
  const routes = [
    ['first page (50)', api, 'firstPage'],
    ['page 41 by cursor', `${api}?${new URLSearchParams({ cursor: cursor ?? '' })}`, 'other'],
    ['search a client', `${api}?q=surname3k`, 'search'],
    ['search a common word', `${api}?q=cafes`, 'search'],
    ['search two words', `${api}?q=${encodeURIComponent('grace cafes')}`, 'search'],
  ] as const;
  console.log(
    `\n${values.database}, ${STRATEGY_COUNT} strategies, ${REQUESTS} sequential requests each, one connection\n`,
  );
  console.log('route                     p50 ms   p99 ms   p50 / health   matches');
  const row = (name: string, r: { p50: number; p99: number }, matches: string) =>
    console.log(
      `${name.padEnd(26)}${r.p50.toFixed(1).padEnd(9)}${r.p99.toFixed(1).padEnd(9)}${(r.p50 / health.p50).toFixed(1).padEnd(15)}${matches}`,
    );
  row('GET /api/health', health, '');
  let missed = false;
  const verdicts: string[] = [];
  for (const [name, url, kind] of routes) {
    const result = await timeRequests(url);
    const page = result.body as StrategyPage;
    row(name, result, `${page.items.length} of ${page.total}`);
    if (kind === 'other') continue;
    const target = kind === 'firstPage' ? TARGETS.firstPageP99 : TARGETS.searchP99;
    const ok = result.p99 < target && page.items.length > 0;
    missed ||= !ok;
    verdicts.push(
      `${name}: p99 ${result.p99.toFixed(1)} ms (target < ${target}) ${ok ? 'PASS' : 'FAIL'}`,
    );
  }
  console.log(`\n${verdicts.join('\n')}`);
  process.exitCode = missed ? 1 : 0;
} finally {
  await server.stop();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
