import { and, count, eq, inArray, ne, or } from 'drizzle-orm';
import {
  budgetAllowsStart,
  budgetReachedMessage,
  estimateSectionMicros,
  findPrice,
} from '../../domain/cost.ts';
import { strategyContentChanged } from '../cache/content-versions.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { runs, sections } from '../db/schema.ts';
import type { StrategyEventBus } from '../generation/event-bus.ts';
import { finishRunIfDone, type SectionRow } from '../generation/section-queue.ts';
import type { Logger } from '../logger.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { outOfItsRun, readSection } from '../store/sections.ts';
import { recentSectionMicros, runSpentMicros } from './strategy-cost.ts';

/**
 * A run's budget: before a claimed section starts, what the run has spent plus the estimate of
 * every section in flight and of this one must stay within it. When it would not, the run stops
 * starting sections: this one and those still queued go back to how they were (nothing written
 * is touched), the sections in flight finish, and the page is told how many were not written.
 */
export class RunBudgets {
  private readonly budgets = new Map<string, number | null>();
  private readonly options: {
    database: DatabaseHandle;
    settings: SettingsService;
    bus: StrategyEventBus;
    logger: Logger;
  };

  constructor(options: RunBudgets['options']) {
    this.options = options;
  }

  /** A run's budget never changes, so it is read once per run. */
  private async budgetOf(runId: string): Promise<number | null> {
    if (this.budgets.has(runId)) return this.budgets.get(runId) ?? null;
    const [run] = await this.options.database.db
      .select({ budgetMicros: runs.budgetMicros })
      .from(runs)
      .where(eq(runs.id, runId));
    const budget = run?.budgetMicros ?? null;
    if (this.budgets.size > 1_000) this.budgets.clear();
    this.budgets.set(runId, budget);
    return budget;
  }

  /** True when the claimed section may start; false when the run was stopped at its budget. */
  async admit(row: SectionRow): Promise<boolean> {
    if (!row.runId) return true;
    const budgetMicros = await this.budgetOf(row.runId);
    if (budgetMicros === null) return true;
    const { db } = this.options.database;
    const pricing = await this.options.settings.pricingContext();
    const [spent, [inFlight]] = await Promise.all([
      runSpentMicros(db, row.runId, pricing),
      db
        .select({ value: count() })
        .from(sections)
        .where(
          and(
            eq(sections.runId, row.runId),
            eq(sections.status, 'generating'),
            ne(sections.key, row.key),
          ),
        ),
    ]);
    const estimateMicros = estimateSectionMicros({
      price: findPrice(pricing.prices, pricing.fallbackModel),
      writtenCostsMicros:
        spent.sectionMicros.length > 0
          ? spent.sectionMicros
          : await recentSectionMicros(db, pricing),
    });
    const allowed = budgetAllowsStart({
      budgetMicros,
      spentMicros: spent.totalMicros,
      inFlight: Number(inFlight?.value ?? 0),
      estimateMicros,
    });
    if (!allowed) await this.stop(row);
    return allowed;
  }

  private async stop(row: SectionRow): Promise<void> {
    const { database, bus, logger } = this.options;
    const runId = row.runId!;
    const putBack = await database.db
      .update(sections)
      .set(outOfItsRun)
      .where(
        and(
          eq(sections.runId, runId),
          or(
            eq(sections.status, 'queued'),
            and(
              eq(sections.key, row.key),
              eq(sections.strategyId, row.strategyId),
              inArray(sections.status, ['generating']),
              eq(sections.leaseOwner, row.leaseOwner ?? ''),
            ),
          ),
        ),
      )
      .returning({ key: sections.key, status: sections.status, version: sections.version });
    strategyContentChanged(row.strategyId);
    const publish = bus.publish.bind(bus, row.strategyId);
    for (const section of putBack) {
      if (section.status === 'idle') {
        publish({ type: 'section-idle', data: { key: section.key, version: section.version } });
      } else {
        const current = await readSection(database.db, row.strategyId, section.key);
        if (current) publish({ type: 'section-update', data: { section: current } });
      }
    }
    const message = budgetReachedMessage(putBack.length);
    logger.info({ runId, notWritten: putBack.length }, 'run stopped at its budget');
    publish({
      type: 'run-budget-reached',
      data: { runId, notWritten: putBack.length, message },
    });
    if (await finishRunIfDone(database.db, runId)) {
      publish({ type: 'run-end', data: { runId, status: 'done' } });
    }
  }
}
