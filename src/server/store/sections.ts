import { and, eq, sql } from 'drizzle-orm';
import { findSection } from '../../domain/catalogue.ts';
import type { SectionState } from '../../domain/strategy.ts';
import type { Database } from '../db/client.ts';
import { sections } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { assertStrategyExists, toSectionState, touchStrategy } from './strategies.ts';

export function assertSectionKey(key: string): void {
  if (!findSection(key)) throw new AppError('NOT_FOUND', `Unknown section: ${key}`);
}

/**
 * A person's edit of a section. Refused while the section is being generated, so neither the
 * edit nor the model's text is silently lost.
 */
export async function writeSectionContent(
  db: Database,
  options: { strategyId: string; key: string; content: string },
): Promise<SectionState> {
  const { strategyId, key, content } = options;
  await assertStrategyExists(db, strategyId);
  assertSectionKey(key);
  const status = content.trim() ? 'done' : 'idle';
  const [row] = await db
    .insert(sections)
    .values({ strategyId, key, content, status })
    .onConflictDoUpdate({
      target: [sections.strategyId, sections.key],
      set: { content, status, error: null, truncated: false, updatedAt: sql`now()` },
      setWhere: sql`${sections.status} NOT IN ('queued', 'generating')`,
    })
    .returning();
  if (!row) {
    throw new AppError(
      'CONFLICT',
      'This section is being generated. Stop the run or wait for it to finish, then edit it.',
    );
  }
  await touchStrategy(db, strategyId);
  return toSectionState(row);
}

export async function readSection(
  db: Database,
  strategyId: string,
  key: string,
): Promise<SectionState | undefined> {
  const [row] = await db
    .select()
    .from(sections)
    .where(and(eq(sections.strategyId, strategyId), eq(sections.key, key)));
  return row ? toSectionState(row) : undefined;
}
