import type { Strategy } from '../../domain/strategy.ts';
import type { TestServer } from './test-server.ts';
import { answer } from './typed-answer.ts';

export function createStrategy(
  server: TestServer,
  overview = 'An artisan bakery',
  companyName = 'Acme Bakery',
): Promise<Strategy> {
  return answer(
    server.api.strategies.$post({ json: { overview, metadata: { companyName } } }),
    201,
  );
}

export function readStrategy(server: TestServer, id: string): Promise<Strategy> {
  return answer(server.api.strategies[':id'].$get({ param: { id } }), 200);
}

/** Polls the strategy until the predicate holds (the engine works in the background). */
export async function waitForStrategy(
  server: TestServer,
  id: string,
  predicate: (strategy: Strategy) => boolean,
  timeoutMs = 60_000,
): Promise<Strategy> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const strategy = await readStrategy(server, id);
    if (predicate(strategy)) return strategy;
    if (Date.now() > deadline) {
      const counts: Record<string, number> = {};
      for (const section of Object.values(strategy.sections)) {
        counts[section.status] = (counts[section.status] ?? 0) + 1;
      }
      throw new Error(`Timed out waiting; sections by status: ${JSON.stringify(counts)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function runEnded(strategy: Strategy): boolean {
  return strategy.activeRunId === null;
}

export function statusCounts(strategy: Strategy): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const section of Object.values(strategy.sections)) {
    counts[section.status] = (counts[section.status] ?? 0) + 1;
  }
  return counts;
}

/**
 * The run ended and these sections show their end state. A strategy's sections and its run are
 * read by separate queries, so on PostgreSQL a read can see the run ended while a section still
 * shows `generating`: wait for both.
 */
export function sectionsSettled(keys: readonly string[]) {
  return (strategy: Strategy): boolean =>
    runEnded(strategy) &&
    keys.every((key) => {
      const status = strategy.sections[key]?.status;
      return status !== undefined && status !== 'queued' && status !== 'generating';
    });
}
