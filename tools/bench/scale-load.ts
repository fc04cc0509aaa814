// Memory under load, part of `npm run bench:scale` (moved from the API suite, where it took
// one to five minutes per database and measured the neighbours as much as the server): 20
// complete strategies generated at once by one server process, on the embedded database and
// on PostgreSQL. The load may add at most 400 MB to what the process held before, and the
// process never holds more than 1.5 GB.
import type { Strategy } from '../../src/domain/strategy.ts';
import { startServerProcess } from '../../src/server/testing/server-process.ts';
import { createPostgresDatabase } from '../../src/server/testing/test-database.ts';
import { startFakeLlm } from '../fake-llm/server.ts';
import { beginStrategies, waitUntilWritten } from './bench-strategies.ts';

const STRATEGIES = 20;
const SECTIONS_WITH_SUMMARY = 125;
const GROWTH_LIMIT_MB = 400;
const PEAK_LIMIT_MB = 1536;
const WAIT_LIMIT_MS = 540_000;

export interface LoadResult {
  database: 'pglite' | 'postgres';
  sections: number;
  seconds: number;
  unfinished: number;
  rssBeforeMb: number;
  peakRssMb: number;
  eventLoopDelayMs: { p50: number; p99: number; max: number };
}

export async function measureLoad(database: 'pglite' | 'postgres'): Promise<LoadResult> {
  // PGlite runs its queries on the server's own thread: a provider that answers instantly
  // would measure the embedded database's throughput, not the server. There the fake model
  // paces its tokens (a section still takes well under a second); PostgreSQL gets no pacing.
  const fake = await startFakeLlm({ tokens: 12, perTokenMs: database === 'pglite' ? 15 : 0 });
  const postgres = database === 'postgres' ? await createPostgresDatabase() : undefined;
  const server = await startServerProcess({
    LLM_BASE_URL: fake.url,
    LLM_MODEL: 'fake',
    GENERATION_CONCURRENCY: '8',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  const get = async <T>(path: string) => (await (await fetch(`${server.url}${path}`)).json()) as T;
  try {
    const before = await get<{ rssMb: number }>('/api/metrics?reset=1');
    const ids = await beginStrategies(
      server.url,
      STRATEGIES,
      (index) => `Business number ${index + 1}`,
    );
    const started = Date.now();
    // One light request a second while waiting: the load is the generation, not the polling.
    await waitUntilWritten(server.url, ids, { pollMs: 1000, limitMs: WAIT_LIMIT_MS });
    const seconds = (Date.now() - started) / 1000;
    let unfinished = 0;
    for (const id of ids) {
      const strategy = await get<Strategy>(`/api/strategies/${id}`);
      const done = Object.values(strategy.sections).filter((s) => s.status === 'done').length;
      if (strategy.activeRunId !== null || done !== SECTIONS_WITH_SUMMARY) unfinished += 1;
    }
    const metrics = await get<Pick<LoadResult, 'peakRssMb' | 'eventLoopDelayMs'>>('/api/metrics');
    return {
      database,
      sections: STRATEGIES * SECTIONS_WITH_SUMMARY,
      seconds,
      unfinished,
      rssBeforeMb: before.rssMb,
      peakRssMb: metrics.peakRssMb,
      eventLoopDelayMs: metrics.eventLoopDelayMs,
    };
  } finally {
    await server.stop();
    await fake.close();
    await postgres?.drop();
  }
}

/** The checks `bench:scale` prints for one load result, each with whether it passed. */
export function loadChecks(result: LoadResult): [string, boolean][] {
  const growth = result.peakRssMb - result.rssBeforeMb;
  return [
    [
      `${result.database}: ${STRATEGIES} strategies finished, ${result.unfinished} unfinished`,
      result.unfinished === 0,
    ],
    [
      `${result.database}: memory grew ${growth} MB under load (target < ${GROWTH_LIMIT_MB} MB)`,
      growth < GROWTH_LIMIT_MB,
    ],
    [
      `${result.database}: peak ${result.peakRssMb} MB (target < ${PEAK_LIMIT_MB} MB)`,
      result.peakRssMb < PEAK_LIMIT_MB,
    ],
  ];
}

export function describeLoad(result: LoadResult): string {
  const delay = result.eventLoopDelayMs;
  return `load on ${result.database}: ${result.sections} sections in ${result.seconds.toFixed(1)} s, RSS ${result.rssBeforeMb} MB before, peak ${result.peakRssMb} MB, event-loop p50/p99/max ${delay.p50}/${delay.p99}/${delay.max} ms`;
}
