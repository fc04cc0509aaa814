// The two steps every generation benchmark takes against a server: begin complete strategies
// at once, then watch the library until they are written.
import { SECTION_KEYS } from '../../src/domain/catalogue.ts';
import type { Strategy, StrategyPage } from '../../src/domain/strategy.ts';
import { LIBRARY_PAGE_LIMITS } from '../../src/domain/strategy-limits.ts';

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Creates `count` strategies and starts a run of all their sections; their ids. */
export function beginStrategies(
  serverUrl: string,
  count: number,
  overview: (index: number) => string,
): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const created = await post(`${serverUrl}/api/strategies`, { overview: overview(index) });
      const { id } = (await created.json()) as Strategy;
      const run = await post(`${serverUrl}/api/strategies/${id}/runs`, { sections: 'all' });
      if (run.status !== 202) throw new Error(`starting a run answered ${run.status}`);
      return id;
    }),
  );
}

/** How many of `ids` have every catalogue section written, read from the library's pages. */
async function writtenCount(serverUrl: string, ids: readonly string[]): Promise<number> {
  let written = 0;
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: String(LIBRARY_PAGE_LIMITS.maxItems) });
    if (cursor) query.set('cursor', cursor);
    const page = (await (
      await fetch(`${serverUrl}/api/strategies?${query}`)
    ).json()) as StrategyPage;
    written += page.items.filter(
      (item) => ids.includes(item.id) && item.sectionsDone === SECTION_KEYS.length,
    ).length;
    cursor = page.nextCursor;
  } while (cursor);
  return written;
}

/** Waits until every one of `ids` is written or `limitMs` passed; whether they all were. */
export async function waitUntilWritten(
  serverUrl: string,
  ids: readonly string[],
  options: { pollMs: number; limitMs: number },
): Promise<boolean> {
  const started = Date.now();
  for (;;) {
    if ((await writtenCount(serverUrl, ids)) === ids.length) return true;
    if (Date.now() - started > options.limitMs) return false;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs));
  }
}
