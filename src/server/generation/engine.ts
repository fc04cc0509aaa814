import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { amountToMicros } from '../../domain/cost.ts';
import {
  NOTHING_STALE,
  REPLACE_REQUIRED,
  type StartRunInput,
  type StartRunResult,
} from '../../domain/events.ts';
import { findOutlineSection, type Outline, outlineKeys } from '../../domain/outline.ts';
import { planSections } from '../../domain/plan.ts';
import type { SectionState } from '../../domain/strategy.ts';
import type { RunKind } from '../../domain/strategy-limits.ts';
import { EXECUTIVE_SUMMARY_KEY } from '../../domain/summary-section.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { sections } from '../db/schema.ts';
import { AppError, NO_PROVIDER_CONFIGURED } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { findStrategyOutline, getStrategy, toSectionState } from '../store/strategies.ts';
import { AdaptiveLimiter } from './adaptive-limiter.ts';
import type { StrategyEventBus } from './event-bus.ts';
import type { ModelProvider } from './provider.ts';
import { cancelRun, hasContent, queueRun, runningRunIds } from './run-store.ts';
import { SectionFlusher } from './section-flusher.ts';
import { type RunningSection, runSection } from './section-job.ts';
import { claimNextSection, releaseAllLeases, type SectionRow } from './section-queue.ts';

export interface GenerationEngineOptions {
  database: DatabaseHandle;
  /**
   * The provider to use for the next section, or undefined when none is configured. Asked at
   * every start, so a provider changed at runtime (settings) applies from the next section on.
   */
  resolveProvider: () => ModelProvider | undefined;
  concurrency: number;
  bus: StrategyEventBus;
  logger: Logger;
  /** How often to look for work queued by other processes or left by dead ones. */
  pollIntervalMs?: number;
  /**
   * Asked before a claimed section starts (a run's budget); false: it must not start, and the
   * caller has already put it back and told the pages.
   */
  admitSection?: (row: SectionRow) => Promise<boolean>;
}

/**
 * Runs the generation jobs of this process: claims ready sections from the database (any
 * process's runs), streams each from the provider under an adaptive concurrency limit, and
 * publishes live events. State lives in the database, so a restart resumes where it stopped.
 */
export class GenerationEngine {
  readonly instanceId = randomUUID();
  readonly limiter: AdaptiveLimiter;
  private readonly running = new Map<string, RunningSection>();
  /** How many jobs of each run generate in this process. */
  private readonly runJobs = new Map<string, number>();
  private readonly options: GenerationEngineOptions;
  private readonly flusher: SectionFlusher;
  private pollTimer: NodeJS.Timeout | undefined;
  private pauseTimer: NodeJS.Timeout | undefined;
  private pumping = false;
  private pumpAgain = false;
  private stopped = false;

  constructor(options: GenerationEngineOptions) {
    this.options = options;
    this.limiter = new AdaptiveLimiter(options.concurrency);
    this.flusher = new SectionFlusher(options.database.db, (error) =>
      options.logger.warn({ err: error }, 'flush failed'),
    );
  }

  /** Sections this process is generating now. */
  get runningCount(): number {
    return this.running.size;
  }

  get configured(): boolean {
    return this.options.resolveProvider() !== undefined;
  }

  async start(): Promise<void> {
    // With PGlite this process holds the data folder's lock: any lease left is from a crash.
    if (this.options.database.kind === 'pglite') await releaseAllLeases(this.options.database.db);
    this.pollTimer = setInterval(() => this.pump(), this.options.pollIntervalMs ?? 1000);
    this.pollTimer.unref();
    this.pump();
  }

  /** Stops taking work and aborts what runs; its leases lapse and another start resumes it. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    clearTimeout(this.pauseTimer);
    const jobs = [...this.running.values()];
    for (const job of jobs) job.controller.abort(new Error('The server is stopping'));
    await Promise.allSettled(jobs.map((job) => job.done));
  }

  async startRun(strategyId: string, input: StartRunInput): Promise<StartRunResult> {
    const { db } = this.options.database;
    if (!this.configured) throw new AppError('BAD_REQUEST', NO_PROVIDER_CONFIGURED);
    const outline = await findStrategyOutline(db, strategyId);
    const all = input.sections === 'all';
    if (all && !input.replace) {
      const written = await hasContent(db, strategyId);
      if (written > 0) {
        throw new AppError(
          'CONFLICT',
          `Generate Complete Strategy replaces the ${written} section${written === 1 ? '' : 's'} already written.`,
          { code: REPLACE_REQUIRED },
        );
      }
    }
    const requested: string[] =
      input.sections === 'all'
        ? [...outlineKeys(outline), EXECUTIVE_SUMMARY_KEY]
        : input.sections === 'stale'
          ? await this.staleSections(strategyId)
          : input.sections;
    // Sections of the strategy's own outline (issue 16), named by place when one is not.
    requested.forEach((key, index) => {
      if (key !== EXECUTIVE_SUMMARY_KEY && !findOutlineSection(outline, key)) {
        throw new AppError('BAD_REQUEST', `sections.${index}: unknown section`);
      }
    });
    if (all) await this.cancelStrategy(strategyId);
    return this.queue(strategyId, outline, requested, {
      ...(input.budget ? { budget: input.budget } : {}),
    });
  }

  /**
   * A revision run (issue 27, decision 0093): each of these written sections is rewritten once
   * from its text and its findings in the quality review. The caller has chosen and checked them.
   */
  async startRevision(
    strategyId: string,
    input: { sections: string[]; budget?: { amount: number } },
  ): Promise<StartRunResult> {
    if (!this.configured) throw new AppError('BAD_REQUEST', NO_PROVIDER_CONFIGURED);
    const outline = await findStrategyOutline(this.options.database.db, strategyId);
    return this.queue(strategyId, outline, input.sections, {
      kind: 'revision',
      ...(input.budget ? { budget: input.budget } : {}),
    });
  }

  /** Plans the sections (the summary last), queues them as one run and tells the pages. */
  private async queue(
    strategyId: string,
    outline: Outline,
    requested: readonly string[],
    options: { budget?: { amount: number }; kind?: RunKind },
  ): Promise<StartRunResult> {
    // The executive summary draws on every other section: it goes last.
    const plan = [
      ...planSections(
        requested.filter((key) => key !== EXECUTIVE_SUMMARY_KEY),
        outline,
      ),
      ...(requested.includes(EXECUTIVE_SUMMARY_KEY) ? [EXECUTIVE_SUMMARY_KEY] : []),
    ];
    const { runId, queued } = await queueRun(this.options.database.db, {
      strategyId,
      plan,
      outline,
      ...(options.budget ? { budgetMicros: amountToMicros(options.budget.amount) } : {}),
      ...(options.kind ? { kind: options.kind } : {}),
    });
    if (queued.length === 0) {
      throw new AppError('CONFLICT', 'Those sections are already being generated.');
    }
    this.options.bus.publish(strategyId, { type: 'run-start', data: { runId, sections: queued } });
    this.options.bus.publish(strategyId, { type: 'section-queued', data: { keys: queued, runId } });
    this.pump();
    return { runId, sections: queued };
  }

  /**
   * The sections the strategy's read marks stale (one answer: `domain/staleness.ts`), or 409 when
   * none is. A section stale only because one it draws on is comes along, so none is left stale.
   */
  private async staleSections(strategyId: string): Promise<string[]> {
    const strategy = await getStrategy(this.options.database.db, strategyId);
    const stale = Object.values(strategy.sections)
      .filter((section) => section.stale)
      .map((section) => section.key);
    if (stale.length === 0) {
      throw new AppError('CONFLICT', 'No section is out of date: nothing to regenerate.', {
        code: NOTHING_STALE,
      });
    }
    return stale;
  }

  async cancelRun(strategyId: string, runId: string): Promise<void> {
    const changed = await cancelRun(this.options.database.db, { strategyId, runId });
    if (!changed) throw new AppError('NOT_FOUND', 'That run is not running');
    this.abortLocal(strategyId, new Set(changed.map((section) => section.key)));
    for (const section of changed) {
      if (section.status === 'idle') {
        this.options.bus.publish(strategyId, {
          type: 'section-idle',
          data: { key: section.key, version: section.version },
        });
      } else {
        await this.publishSection(strategyId, section.key);
      }
    }
    this.options.bus.publish(strategyId, { type: 'run-end', data: { runId, status: 'cancelled' } });
  }

  /** Cancels every run of a strategy (before it is deleted or fully regenerated). */
  async cancelStrategy(strategyId: string): Promise<void> {
    for (const runId of await runningRunIds(this.options.database.db, strategyId)) {
      await this.cancelRun(strategyId, runId).catch(() => {});
    }
    this.abortLocal(strategyId);
  }

  /** The text streamed so far of the sections this process is generating for a strategy. */
  liveSections(strategyId: string): Map<string, { text: string }> {
    const live = new Map<string, { text: string }>();
    for (const job of this.running.values()) {
      if (job.row.strategyId === strategyId) live.set(job.row.key, { text: job.text });
    }
    return live;
  }

  private abortLocal(strategyId: string, keys?: Set<string>): void {
    for (const job of this.running.values()) {
      if (job.row.strategyId === strategyId && (!keys || keys.has(job.row.key))) {
        job.controller.abort(new Error('Cancelled'));
      }
    }
  }

  private async publishSection(strategyId: string, key: string): Promise<void> {
    const section = await this.readSection(strategyId, key);
    if (section)
      this.options.bus.publish(strategyId, { type: 'section-update', data: { section } });
  }

  private async readSection(strategyId: string, key: string): Promise<SectionState | undefined> {
    const [row] = await this.options.database.db
      .select()
      .from(sections)
      .where(and(eq(sections.strategyId, strategyId), eq(sections.key, key)));
    return row ? toSectionState(row) : undefined;
  }

  /**
   * Counts a job in its run; the function returned (called once, when the job has settled) takes
   * it out and says whether it was the run's last job in this process. Only the last one asks the
   * database whether the run has ended: while another of its sections generates here, it has
   * not, and that one asks when it ends (a section taken over is asked about by the process that
   * took it).
   */
  private joinRun(runId: string | null): () => boolean {
    if (!runId) return () => true;
    this.runJobs.set(runId, (this.runJobs.get(runId) ?? 0) + 1);
    return () => {
      const left = (this.runJobs.get(runId) ?? 1) - 1;
      if (left > 0) this.runJobs.set(runId, left);
      else this.runJobs.delete(runId);
      return left === 0;
    };
  }

  /** Starts ready sections while the limiter allows; re-entrant calls fold into one loop. */
  pump(): void {
    if (this.stopped || !this.configured) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    void this.fill()
      .catch((error: unknown) =>
        this.options.logger.error({ err: error }, 'claiming sections failed'),
      )
      .finally(() => {
        this.pumping = false;
        if (this.pumpAgain) {
          this.pumpAgain = false;
          this.pump();
        }
      });
  }

  private async fill(): Promise<void> {
    while (!this.stopped && this.limiter.canStart(this.running.size)) {
      const provider = this.options.resolveProvider();
      if (!provider) return;
      const claimed = await claimNextSection(this.options.database.db, this.instanceId);
      if (!claimed) return;
      const { row } = claimed;
      if (this.options.admitSection && !(await this.options.admitSection(row))) continue;
      const job = runSection({
        row,
        strategy: claimed.strategy,
        owner: row.leaseOwner!,
        database: this.options.database,
        provider,
        bus: this.options.bus,
        logger: this.options.logger,
        limiter: this.limiter,
        flusher: this.flusher,
        runKind: claimed.runKind,
        leaveRun: this.joinRun(row.runId),
      });
      const id = `${row.strategyId}/${row.key}`;
      this.running.set(id, job);
      void job.done.finally(() => {
        // A newer claim of the same section (after this one's lease lapsed) keeps its entry.
        if (this.running.get(id) === job) this.running.delete(id);
        this.pump();
      });
    }
    const pause = this.limiter.pauseRemaining();
    if (pause > 0 && !this.stopped) {
      clearTimeout(this.pauseTimer);
      this.pauseTimer = setTimeout(() => this.pump(), pause + 5);
    }
  }
}
