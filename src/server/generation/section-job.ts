import { and, eq, inArray } from 'drizzle-orm';
import { getSection } from '../../domain/catalogue.ts';
import { buildSectionPrompt } from '../../domain/prompt.ts';
import type { Language } from '../../domain/strategy.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { sections, strategies } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { readSection } from '../store/sections.ts';
import type { AdaptiveLimiter } from './adaptive-limiter.ts';
import type { StrategyEventBus } from './event-bus.ts';
import { type CompletionResult, type ModelProvider, ProviderError } from './provider.ts';
import {
  completeSection,
  failSection,
  finishRunIfDone,
  flushSection,
  requeueSection,
  type SectionRow,
} from './section-queue.ts';

/** Spec: two retries after the first call. */
export const MAX_ATTEMPTS = 3;
/** 429s re-queue the section without spending its retries, up to this many times. */
export const MAX_RATE_LIMITED = 8;
const FLUSH_INTERVAL_MS = 1000;
const BASE_BACKOFF_MS = 500;

export const EMPTY_CONTENT_ERROR = 'Failed to generate content';
export const CALL_FAILED_ERROR = 'Failed to generate strategy section';

export interface RunningSection {
  row: SectionRow;
  controller: AbortController;
  /** Text of the current attempt so far. */
  text: string;
  done: Promise<void>;
}

interface SectionJobOptions {
  row: SectionRow;
  owner: string;
  database: DatabaseHandle;
  provider: ModelProvider;
  bus: StrategyEventBus;
  logger: Logger;
  limiter: AdaptiveLimiter;
}

function backoff(attempt: number, retryAfterMs: number | undefined): number {
  const exponential = BASE_BACKOFF_MS * 2 ** (attempt - 1);
  const jitter = Math.random() * exponential;
  return Math.max(retryAfterMs ?? 0, exponential + jitter);
}

/**
 * Saving a finished section must survive a short database outage: the text has been paid for.
 * Retries for up to 30 s; after that the lease lapses and the section is generated again.
 */
async function persist<T>(write: () => Promise<T>, log: Logger): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      log.warn({ err: (error as Error).message, attempt }, 'saving the section failed: retrying');
      await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 200 * attempt)));
    }
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

async function buildMessages(database: DatabaseHandle, row: SectionRow) {
  const definition = getSection(row.key);
  const [strategy] = await database.db
    .select({ overview: strategies.overview, language: strategies.language })
    .from(strategies)
    .where(eq(strategies.id, row.strategyId));
  if (!strategy) return undefined;
  const prerequisiteKeys = definition.prerequisites.map((p) => p.key);
  const written =
    prerequisiteKeys.length === 0
      ? []
      : await database.db
          .select({ key: sections.key, content: sections.content })
          .from(sections)
          .where(
            and(
              eq(sections.strategyId, row.strategyId),
              inArray(sections.key, prerequisiteKeys),
              eq(sections.status, 'done'),
            ),
          );
  const contentByKey = new Map(written.map((section) => [section.key, section.content]));
  return buildSectionPrompt({
    title: definition.title,
    overview: strategy.overview,
    language: strategy.language as Language,
    context: definition.prerequisites.map((prerequisite) => ({
      title: prerequisite.title,
      context: prerequisite.context,
      content: contentByKey.get(prerequisite.key) ?? '',
    })),
  });
}

/**
 * Generates one claimed section: streams it (flushing the text at least every second, which
 * also renews the lease and notices a cancel or take-over), retries transient failures with
 * backoff, re-queues on 429, and stores the result. Never throws.
 */
export function runSection(options: SectionJobOptions): RunningSection {
  const { row, owner, database, provider, bus, logger, limiter } = options;
  const { db } = database;
  const controller = new AbortController();
  const log = logger.child({ strategyId: row.strategyId, section: row.key });
  const publish = bus.publish.bind(bus, row.strategyId);

  const job: RunningSection = { row, controller, text: '', done: Promise.resolve() };
  // Also renews the lease, and notices a cancel or a take-over by another process.
  const flush = async () => {
    if (!(await flushSection(db, row, owner, job.text))) {
      controller.abort(new Error('The section was cancelled or taken over'));
    }
  };

  const generate = async (): Promise<CompletionResult | 'requeued' | 'gone'> => {
    const messages = await persist(() => buildMessages(database, row), log);
    if (!messages) return 'gone';
    for (let attempt = 1; ; attempt++) {
      job.text = '';
      if (attempt === 1) {
        publish({ type: 'section-start', data: { key: row.key, attempt: row.attempts } });
      }
      try {
        return await provider.stream({
          messages,
          signal: controller.signal,
          onDelta: (delta) => {
            // PostgreSQL cannot store NUL in text: a model that emits one must not stall the save.
            const text = delta.replaceAll('\u0000', '');
            const offset = job.text.length;
            job.text += text;
            publish({ type: 'section-delta', data: { key: row.key, text, offset } });
          },
        });
      } catch (error) {
        if (controller.signal.aborted || !(error instanceof ProviderError)) throw error;
        if (error.rateLimited && row.rateLimited < MAX_RATE_LIMITED) {
          limiter.onRateLimited(error.retryAfterMs ?? 1000 + Math.random() * 1000);
          log.warn({ err: error.message }, 'rate limited: section re-queued');
          return 'requeued';
        }
        if (!error.retryable || attempt >= MAX_ATTEMPTS) throw error;
        log.warn({ err: error.message, attempt }, 'model call failed: retrying');
        publish({
          type: 'section-retry',
          data: { key: row.key, attempt: attempt + 1, reason: error.message },
        });
        job.text = '';
        await sleep(backoff(attempt, error.retryAfterMs), controller.signal);
      }
    }
  };

  const execute = async () => {
    const flushTimer = setInterval(() => {
      void flush().catch((error: unknown) => log.warn({ err: error }, 'flush failed'));
    }, FLUSH_INTERVAL_MS);
    try {
      const outcome = await generate();
      clearInterval(flushTimer);
      if (outcome === 'gone') return;
      if (outcome === 'requeued') {
        if (await persist(() => requeueSection(db, row, owner), log)) {
          publish({ type: 'section-queued', data: { keys: [row.key], runId: row.runId ?? '' } });
        }
        return;
      }
      const result = { ...outcome, content: job.text };
      if (!result.content.trim()) {
        if (await persist(() => failSection(db, row, owner, EMPTY_CONTENT_ERROR), log)) {
          publish({ type: 'section-error', data: { key: row.key, error: EMPTY_CONTENT_ERROR } });
        }
      } else if (await persist(() => completeSection(db, row, owner, result), log)) {
        limiter.onSuccess();
        publish({
          type: 'section-end',
          data: {
            key: row.key,
            content: result.content,
            ...(result.usage ? { usage: result.usage } : {}),
            truncated: result.truncated,
          },
        });
      }
    } catch (error) {
      clearInterval(flushTimer);
      if (controller.signal.aborted) {
        log.info({ reason: String(controller.signal.reason) }, 'section stopped');
        // Deltas sent before the abort may reach pages after the cancel's events: the row's
        // state, sent last, settles what they show.
        const current = await readSection(db, row.strategyId, row.key).catch(() => undefined);
        if (current) publish({ type: 'section-update', data: { section: current } });
        return;
      }
      const detail = error instanceof Error ? error.message : String(error);
      log.error({ err: detail }, 'section failed');
      const message = `${CALL_FAILED_ERROR}: ${detail}`;
      if (await persist(() => failSection(db, row, owner, message), log)) {
        publish({ type: 'section-error', data: { key: row.key, error: message } });
      }
    }
    if (row.runId && (await persist(() => finishRunIfDone(db, row.runId!), log))) {
      publish({ type: 'run-end', data: { runId: row.runId, status: 'done' } });
    }
  };

  job.done = execute().catch((error: unknown) => log.error({ err: error }, 'section job crashed'));
  return job;
}
