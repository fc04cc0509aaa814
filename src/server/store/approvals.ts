import { and, eq, sql } from 'drizzle-orm';
import {
  APPROVAL_OF_CHANGED_TEXT,
  type ApprovalState,
  type SectionApproval,
  type SectionApprovalDetail,
} from '../../domain/review.ts';
import { SECTION_CHANGED_CODE } from '../../domain/section-edit.ts';
import type { SectionState } from '../../domain/strategy.ts';
import { strategyContentChanged } from '../cache/content-versions.ts';
import type { Database } from '../db/client.ts';
import { sectionApprovals } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { readSection } from './sections.ts';

export const NOTHING_TO_APPROVE = 'This section has no text yet: there is nothing to approve';

type ApprovalRow = typeof sectionApprovals.$inferSelect;

/** The section as it is now (undefined: it has no row any more). */
type Current = { version: number; content: string } | undefined;

/**
 * Changed since the approval: a later version with other text (a restore of the very text
 * approved is not a change).
 */
function toApproval(row: ApprovalRow, current: Current): SectionApproval {
  return {
    state: row.state,
    version: row.version,
    changedSince: current?.version !== row.version && current?.content !== row.content,
  };
}

/**
 * Records a link holder's approval (or request for changes) of the section's text at the
 * version they read, which must still be the current one (409 SECTION_CHANGED with the current
 * section otherwise); it replaces the section's earlier approval.
 */
export async function approveSection(
  db: Database,
  approval: {
    strategyId: string;
    key: string;
    state: ApprovalState;
    /** The section's version the person read. */
    version: number;
    author: string;
    shareId: string;
  },
): Promise<{ approval: SectionApproval; section: SectionState }> {
  const section = await readSection(db, approval.strategyId, approval.key);
  if (!section?.content.trim()) throw new AppError('CONFLICT', NOTHING_TO_APPROVE);
  if (section.version !== approval.version) {
    throw new AppError('CONFLICT', APPROVAL_OF_CHANGED_TEXT, {
      code: SECTION_CHANGED_CODE,
      details: { section },
    });
  }
  const values = {
    strategyId: approval.strategyId,
    sectionKey: approval.key,
    state: approval.state,
    version: section.version,
    content: section.content,
    author: approval.author,
    shareId: approval.shareId,
  };
  const [row] = await db
    .insert(sectionApprovals)
    .values(values)
    .onConflictDoUpdate({
      target: [sectionApprovals.strategyId, sectionApprovals.sectionKey],
      set: { ...values, createdAt: sql`now()` },
    })
    .returning();
  // The strategy and share reads show approvals (decision 0050: cached by content version).
  strategyContentChanged(approval.strategyId);
  return { approval: toApproval(row!, section), section };
}

/** Every section's approval, judged against the sections' current versions. */
export async function approvalsOf(
  db: Database,
  strategyId: string,
  versions: Record<string, { version: number; content: string }>,
): Promise<Record<string, SectionApproval>> {
  const rows = await db
    .select()
    .from(sectionApprovals)
    .where(eq(sectionApprovals.strategyId, strategyId));
  return Object.fromEntries(
    rows.map((row) => [row.sectionKey, toApproval(row, versions[row.sectionKey])]),
  );
}

/** One section's approval with the text approved (for the diff), or null. */
export async function findApprovalDetail(
  db: Database,
  strategyId: string,
  key: string,
): Promise<SectionApprovalDetail | null> {
  const [row] = await db
    .select()
    .from(sectionApprovals)
    .where(and(eq(sectionApprovals.strategyId, strategyId), eq(sectionApprovals.sectionKey, key)));
  if (!row) return null;
  const section = await readSection(db, strategyId, key);
  return {
    ...toApproval(row, section),
    author: row.author,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every section's approval with its text, for the owner's page. */
export async function approvalDetails(
  db: Database,
  strategyId: string,
  versions: Record<string, { version: number; content: string }>,
): Promise<Record<string, SectionApprovalDetail>> {
  const rows = await db
    .select()
    .from(sectionApprovals)
    .where(eq(sectionApprovals.strategyId, strategyId));
  return Object.fromEntries(
    rows.map((row) => [
      row.sectionKey,
      {
        ...toApproval(row, versions[row.sectionKey]),
        author: row.author,
        content: row.content,
        createdAt: row.createdAt.toISOString(),
      },
    ]),
  );
}
