import { and, desc, eq, sql } from 'drizzle-orm';
import type { BrandKitInput } from '../../domain/brand.ts';
import { microsToAmount } from '../../domain/cost.ts';
import { computeForecast } from '../../domain/financial/forecast.ts';
import {
  fundingTitleFigures,
  sectionTitleWithModel,
} from '../../domain/financial/money-sections.ts';
import {
  type Outline,
  outlineKeys,
  outlineOf,
  STANDARD_PLAYBOOK_ID,
} from '../../domain/outline.ts';
import { effectiveTitles } from '../../domain/section-titles.ts';
import { writtenFromCurrentModel } from '../../domain/staleness.ts';
import { outlineWithBriefsOf } from '../../domain/standard-outline.ts';
import type {
  CreateStrategyInput,
  Language,
  Metadata,
  RunStatus,
  RunSummary,
  Strategy,
} from '../../domain/strategy.ts';
import { EXECUTIVE_SUMMARY_KEY } from '../../domain/summary-section.ts';
import { strategyContentChanged } from '../cache/content-versions.ts';
import type { Database } from '../db/client.ts';
import { financials, logos, runs, sections, strategies } from '../db/schema.ts';
import { AppError, STRATEGY_NOT_FOUND } from '../errors.ts';
import { fingerprintModel } from './fingerprints.ts';
import { requireCopyablePlaybook } from './playbooks.ts';
import { type ModelOverlay, type SectionRow, toSectionStates } from './section-state.ts';

type StrategyRow = typeof strategies.$inferSelect;

export { type ModelOverlay, toSectionState } from './section-state.ts';

function toStrategy(
  row: StrategyRow,
  sectionRows: SectionRow[],
  logoVersion?: Date,
  lastRun: RunSummary | null = null,
  model?: ModelOverlay,
): Strategy {
  // With the briefs its sections are written to (Standard's built-in ones when it has no copy).
  const outline = outlineWithBriefsOf(row);
  const sectionStates = toSectionStates(sectionRows, outline, model, row.facts, row.intake);
  // In its language (decision 0053); the pitch's amount as in the English title, over text
  // written from the model as it is.
  const effective = effectiveTitles(row.sectionTitles, row.language);
  const titles =
    effective &&
    Object.fromEntries(
      Object.entries(effective).map(([key, title]) => {
        const section = sectionStates[key];
        const current = !section || writtenFromCurrentModel(section);
        return [key, sectionTitleWithModel(title, current ? model?.titleFigures : undefined)];
      }),
    );
  return {
    id: row.id,
    name: row.name,
    overview: row.overview,
    metadata: row.metadata,
    language: row.language,
    ...(row.brand ? { brand: row.brand } : {}),
    ...(logoVersion
      ? { logoUrl: `/api/strategies/${row.id}/logo?v=${logoVersion.getTime()}` }
      : {}),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // The executive summary first, then the outline (issue 26: it is a section like the others).
    sectionOrder: [EXECUTIVE_SUMMARY_KEY, ...outlineKeys(outline)],
    sections: sectionStates,
    activeRunId: lastRun?.status === 'running' ? lastRun.id : null,
    lastRun,
    outline,
    ...(row.playbookId ? { playbookId: row.playbookId } : {}),
    ...(row.playbookVersion ? { playbookVersion: row.playbookVersion } : {}),
    ...(row.setAside?.length ? { setAside: row.setAside } : {}),
    ...(titles ? { titles } : {}),
  };
}

export async function createStrategy(
  db: Database,
  input: { overview: string; metadata: Metadata; language: Language; playbookId?: string },
): Promise<Strategy> {
  const { playbookId, ...fields } = input;
  // Its own copy of the playbook's outline: a later edit of the playbook changes nothing here.
  const playbook =
    playbookId && playbookId !== STANDARD_PLAYBOOK_ID
      ? await requireCopyablePlaybook(db, playbookId, 'playbookId')
      : undefined;
  const [row] = await db
    .insert(strategies)
    .values({
      ...fields,
      ...(playbook
        ? { outline: playbook.outline, playbookId: playbook.id, playbookVersion: playbook.version }
        : {}),
    })
    .returning();
  strategyContentChanged(row!.id);
  return toStrategy(row!, []);
}

/** The strategy's outline (`outlineOf`), or 404. */
export async function findStrategyOutline(db: Database, id: string): Promise<Outline> {
  const [row] = await db
    .select({ outline: strategies.outline })
    .from(strategies)
    .where(eq(strategies.id, id));
  if (!row) throw new AppError('NOT_FOUND', STRATEGY_NOT_FOUND);
  return outlineOf(row);
}

export async function findStrategy(db: Database, id: string): Promise<Strategy | undefined> {
  // One snapshot for the four reads: read apart, a run could show as ended while one of its
  // sections still shows as generating (seen on PostgreSQL under load).
  const read = await db.transaction(
    async (tx) => {
      const [row] = await tx.select().from(strategies).where(eq(strategies.id, id));
      if (!row) return undefined;
      const sectionRows = await tx.select().from(sections).where(eq(sections.strategyId, id));
      const logoRows = await tx
        .select({ updatedAt: logos.updatedAt })
        .from(logos)
        .where(eq(logos.strategyId, id));
      // The newest running run, or else the newest run.
      const runRows = await tx
        .select({
          id: runs.id,
          status: runs.status,
          sections: runs.sectionKeys,
          budgetMicros: runs.budgetMicros,
        })
        .from(runs)
        .where(eq(runs.strategyId, id))
        .orderBy(desc(sql`${runs.status} = 'running'`), desc(runs.createdAt))
        .limit(1);
      const lastRun = runRows[0] ? runSummary(runRows[0], sectionRows) : null;
      return { row, sectionRows, logoUpdatedAt: logoRows[0]?.updatedAt, lastRun };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (!read) return undefined;
  const model = await findModelOverlay(db, id);
  return toStrategy(read.row, read.sectionRows, read.logoUpdatedAt, read.lastRun, model);
}

/**
 * The run as the page shows it. A section keeps its run's id once written or failed by it; a
 * section put back by Stop or the budget loses it, whatever text it had before.
 */
export function runSummary(
  run: { id: string; status: RunStatus; sections: string[]; budgetMicros: number | null },
  sectionRows: readonly Pick<SectionRow, 'key' | 'runId' | 'status'>[],
): RunSummary {
  const state = new Map<string, string>();
  for (const row of sectionRows) if (row.runId === run.id) state.set(row.key, row.status);
  const unwritten = run.sections.filter((key) => {
    const status = state.get(key);
    return status !== 'done' && status !== 'queued' && status !== 'generating';
  });
  const written = run.sections.filter((key) => state.get(key) === 'done').length;
  return {
    id: run.id,
    status: run.status,
    sections: run.sections,
    written,
    unwritten,
    budget: run.budgetMicros === null ? null : { amount: microsToAmount(run.budgetMicros) },
    // Only the budget ends a run (done, not cancelled) with sections neither written nor failed.
    stoppedAtBudget:
      run.budgetMicros !== null &&
      run.status === 'done' &&
      unwritten.some((key) => state.get(key) !== 'failed'),
  };
}

/** The financial model's effect on the sections' display, when the strategy has a model. */
export async function findModelOverlay(
  db: Database,
  strategyId: string,
): Promise<ModelOverlay | undefined> {
  const [row] = await db
    .select({
      assumptions: financials.assumptions,
      scenarios: financials.scenarios,
      updatedAt: financials.updatedAt,
    })
    .from(financials)
    .where(eq(financials.strategyId, strategyId));
  if (!row) return undefined;
  return {
    titleFigures: fundingTitleFigures(row.assumptions, computeForecast(row.assumptions)),
    fingerprint: fingerprintModel(row.assumptions, row.scenarios),
    changedAt: row.updatedAt,
  };
}

export async function getStrategy(db: Database, id: string): Promise<Strategy> {
  const strategy = await findStrategy(db, id);
  if (!strategy) throw new AppError('NOT_FOUND', STRATEGY_NOT_FOUND);
  return strategy;
}

/** Throws NOT_FOUND unless the strategy exists: for routes that act on a strategy's parts. */
export async function assertStrategyExists(db: Database, id: string): Promise<void> {
  const [row] = await db
    .select({ id: strategies.id })
    .from(strategies)
    .where(eq(strategies.id, id));
  if (!row) throw new AppError('NOT_FOUND', STRATEGY_NOT_FOUND);
}

/** Optimistic concurrency: the caller's `version` must be current, or 409. */
export async function updateStrategy(
  db: Database,
  id: string,
  patch: {
    version: number;
    overview?: string;
    metadata?: Partial<Metadata>;
    language?: Language;
    brand?: BrandKitInput | null;
    name?: string | null;
  },
): Promise<Strategy> {
  const current = await getStrategy(db, id);
  const [row] = await db
    .update(strategies)
    .set({
      ...(patch.overview !== undefined ? { overview: patch.overview } : {}),
      ...(patch.metadata ? { metadata: { ...current.metadata, ...patch.metadata } } : {}),
      ...(patch.language ? { language: patch.language } : {}),
      ...(patch.brand !== undefined ? { brand: patch.brand } : {}),
      ...(patch.name !== undefined ? { name: patch.name?.trim() || null } : {}),
      version: sql`${strategies.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(strategies.id, id), eq(strategies.version, patch.version)))
    .returning({ id: strategies.id });
  strategyContentChanged(id);
  if (!row) {
    throw new AppError(
      'CONFLICT',
      'This strategy was changed elsewhere since you opened it. Reload to get the latest version.',
    );
  }
  return getStrategy(db, id);
}

export async function deleteStrategy(db: Database, id: string): Promise<void> {
  const deleted = await db
    .delete(strategies)
    .where(eq(strategies.id, id))
    .returning({ id: strategies.id });
  strategyContentChanged(id);
  if (deleted.length === 0) throw new AppError('NOT_FOUND', STRATEGY_NOT_FOUND);
}

export async function touchStrategy(db: Database, id: string): Promise<void> {
  await db.update(strategies).set({ updatedAt: sql`now()` }).where(eq(strategies.id, id));
  // Every write to a strategy's sections, logo or financial model ends here.
  strategyContentChanged(id);
}

export type { CreateStrategyInput };
