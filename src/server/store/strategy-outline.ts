import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  compareOutlines,
  outlineKeys,
  outlineOf,
  type PlaybookUpdate,
} from '../../domain/outline.ts';
import type { SetAsideSection, Strategy } from '../../domain/strategy.ts';
import { IN_PROGRESS_STATUSES } from '../../domain/strategy-limits.ts';
import { strategyContentChanged } from '../cache/content-versions.ts';
import type { Database } from '../db/client.ts';
import { sections, strategies } from '../db/schema.ts';
import { AppError, STRATEGY_NOT_FOUND } from '../errors.ts';
import { requirePlaybook } from './playbooks.ts';
import { getStrategy } from './strategies.ts';

/**
 * A strategy's outline against its playbook's newer versions (issue 16): what applying the
 * playbook would change, applying it (removed sections' text kept aside, their rows untouched),
 * and restoring a section set aside.
 */

async function readRow(db: Database, id: string) {
  const [row] = await db.select().from(strategies).where(eq(strategies.id, id));
  if (!row) throw new AppError('NOT_FOUND', STRATEGY_NOT_FOUND);
  return row;
}

async function writtenKeys(db: Database, strategyId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: sections.key })
    .from(sections)
    .where(
      and(
        eq(sections.strategyId, strategyId),
        inArray(sections.key, keys),
        ne(sections.content, ''),
      ),
    );
  return new Set(rows.map((row) => row.key));
}

export async function previewPlaybookUpdate(
  db: Database,
  strategyId: string,
): Promise<PlaybookUpdate> {
  const row = await readRow(db, strategyId);
  if (!row.playbookId) {
    throw new AppError(
      'BAD_REQUEST',
      'This strategy uses the Standard playbook, which never changes',
    );
  }
  const playbook = await requirePlaybook(db, row.playbookId);
  const changes = compareOutlines(outlineOf(row), playbook.outline);
  const written = await writtenKeys(
    db,
    strategyId,
    changes.removed.map((s) => s.key),
  );
  return {
    playbookId: playbook.id,
    name: playbook.name,
    fromVersion: row.playbookVersion ?? 1,
    toVersion: playbook.version,
    changes: {
      ...changes,
      removed: changes.removed.map((s) => ({ ...s, written: written.has(s.key) })),
    },
  };
}

/** Refused while sections are being generated: the run follows the outline it began with. */
async function assertIdle(db: Database, strategyId: string): Promise<void> {
  const [busy] = await db
    .select({ key: sections.key })
    .from(sections)
    .where(
      and(eq(sections.strategyId, strategyId), inArray(sections.status, [...IN_PROGRESS_STATUSES])),
    )
    .limit(1);
  if (busy) {
    throw new AppError(
      'CONFLICT',
      'Stop the run or wait for it to finish, then change the outline.',
    );
  }
}

export async function applyPlaybookUpdate(db: Database, strategyId: string): Promise<Strategy> {
  await assertIdle(db, strategyId);
  const update = await previewPlaybookUpdate(db, strategyId);
  const playbook = await requirePlaybook(db, update.playbookId);
  const row = await readRow(db, strategyId);
  const current = outlineOf(row);
  const kept = new Set(outlineKeys(playbook.outline));
  const removed: SetAsideSection[] = current.flatMap((group) =>
    group.sections
      .filter((s) => !kept.has(s.key))
      .filter((s) => update.changes.removed.some((r) => r.key === s.key && r.written))
      .map((s) => ({ key: s.key, title: s.title, groupTitle: group.title })),
  );
  const setAside = [
    ...(row.setAside ?? []).filter(
      (s) => !kept.has(s.key) && !removed.some((r) => r.key === s.key),
    ),
    ...removed,
  ];
  await db
    .update(strategies)
    .set({
      outline: playbook.outline,
      playbookVersion: playbook.version,
      setAside,
      version: sql`${strategies.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(strategies.id, strategyId));
  strategyContentChanged(strategyId);
  return getStrategy(db, strategyId);
}

/** Puts a set-aside section back into the outline, at the end of its group (made if gone). */
export async function restoreSetAside(
  db: Database,
  strategyId: string,
  key: string,
): Promise<Strategy> {
  const row = await readRow(db, strategyId);
  const entry = row.setAside?.find((s) => s.key === key);
  if (!entry) throw new AppError('NOT_FOUND', 'No section with that key is set aside');
  const outline = outlineOf(row).map((group) => ({ ...group, sections: [...group.sections] }));
  const section = {
    key: entry.key,
    title: entry.title,
    groupTitle: entry.groupTitle,
    index: outline.reduce((n, group) => n + group.sections.length, 0),
    prerequisites: [],
  };
  const group = outline.find((g) => g.title === entry.groupTitle);
  if (group) group.sections.push(section);
  else outline.push({ title: entry.groupTitle, sections: [section] });
  // Indexes follow the outline's order again.
  let index = 0;
  const renumbered = outline.map((g) => ({
    ...g,
    sections: g.sections.map((s) => ({ ...s, index: index++ })),
  }));
  await db
    .update(strategies)
    .set({
      outline: renumbered,
      setAside: (row.setAside ?? []).filter((s) => s.key !== key),
      version: sql`${strategies.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(strategies.id, strategyId));
  strategyContentChanged(strategyId);
  return getStrategy(db, strategyId);
}
