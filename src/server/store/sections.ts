import { and, eq, notInArray, sql } from 'drizzle-orm';
import { CATALOGUE } from '../../domain/catalogue.ts';
import { findOutlineSection, type Outline } from '../../domain/outline.ts';
import type { VersionSource } from '../../domain/review.ts';
import {
  SECTION_CHANGED_CODE,
  SECTION_CHANGED_MESSAGE,
  type SectionEditInput,
} from '../../domain/section-edit.ts';
import type { SectionState } from '../../domain/strategy.ts';
import { IN_PROGRESS_STATUSES, isInProgress } from '../../domain/strategy-limits.ts';
import {
  EXECUTIVE_SUMMARY_KEY,
  SECTION_KEY_UNKNOWN,
  strategySectionTitle,
} from '../../domain/summary-section.ts';
import type { Database } from '../db/client.ts';
import { sections } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { invalidInput } from '../validation.ts';
import { readSectionInputs } from './section-inputs.ts';
import { addSectionVersion } from './section-versions.ts';
import { findStrategyOutline, toSectionState, touchStrategy } from './strategies.ts';

/** The next version of a section's text, for every statement that saves a change of it. */
export const bumpedVersion = sql`${sections.version} + 1`;

/** A section's written text: while it is being regenerated, the text it had before. */
export const writtenText = sql<string>`CASE WHEN ${sections.status} = 'generating' THEN coalesce(${sections.previousContent}, '') ELSE ${sections.content} END`;

/**
 * A section taken out of its run (cancelled, or stopped by the run's budget): its written text
 * back, `done` if it has any, no lease, a new version.
 */
export const outOfItsRun = {
  content: writtenText,
  status: sql`CASE WHEN ${writtenText} <> '' THEN 'done' ELSE 'idle' END`,
  version: bumpedVersion,
  previousContent: null,
  leaseOwner: null,
  leaseExpiresAt: null,
  runId: null,
  updatedAt: sql`now()`,
};

export const SECTION_BEING_GENERATED =
  'This section is being generated. Stop the run or wait for it to finish, then edit it.';

/**
 * 400 naming `key` unless the strategy's outline (or the executive summary) has the section;
 * the outline otherwise.
 */
export async function assertStrategySection(
  db: Database,
  strategyId: string,
  key: string,
): Promise<Outline> {
  const outline = await findStrategyOutline(db, strategyId);
  if (key !== EXECUTIVE_SUMMARY_KEY && !findOutlineSection(outline, key)) {
    throw invalidInput([
      {
        path: 'key',
        message:
          outline === CATALOGUE
            ? SECTION_KEY_UNKNOWN
            : "must be a section of this strategy's outline",
      },
    ]);
  }
  return outline;
}

/**
 * A person's edit of a section, the one write path for the owner's and a share holder's edits.
 * It applies only to the version the editor started from (409 SECTION_CHANGED with the current
 * section otherwise), and is refused while the section is being generated, so neither the edit
 * nor the model's text nor another person's edit is silently lost.
 */
export async function writeSectionContent(
  db: Database,
  options: { strategyId: string; key: string; source?: VersionSource } & SectionEditInput,
): Promise<SectionState> {
  const { strategyId, key, content, version, source = 'edit' } = options;
  const outline = await assertStrategySection(db, strategyId, key);
  // The text being replaced, kept in the history when no version holds it yet.
  const before = version === 0 ? undefined : await readSection(db, strategyId, key);
  const status = content.trim() ? 'done' : 'idle';
  // The person's text stands for the inputs as they are now (domain/staleness.ts).
  const writtenFrom = await readSectionInputs(db, { strategyId, key, outline, content });
  // A section never written has no row; its version is 0, so only an edit from 0 creates it.
  const [row] =
    version === 0
      ? await db
          .insert(sections)
          .values({ strategyId, key, content, status, version: 1, writtenFrom })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(sections)
          .set({
            content,
            status,
            error: null,
            errorDetail: null,
            truncated: false,
            contextShortened: false,
            // The model's token count described the model's text, not the person's.
            usage: null,
            writtenFrom,
            version: bumpedVersion,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(sections.strategyId, strategyId),
              eq(sections.key, key),
              eq(sections.version, version),
              notInArray(sections.status, [...IN_PROGRESS_STATUSES]),
            ),
          )
          .returning();
  if (!row) {
    const current = await readSection(db, strategyId, key);
    if (current && isInProgress(current.status)) {
      throw new AppError('CONFLICT', SECTION_BEING_GENERATED);
    }
    throw new AppError('CONFLICT', SECTION_CHANGED_MESSAGE, {
      code: SECTION_CHANGED_CODE,
      details: { section: current ?? emptySection(key) },
    });
  }
  if (before?.version === version) {
    await addSectionVersion(db, {
      strategyId,
      key,
      source: 'earlier',
      content: before.content,
      onlyIfNew: true,
    });
  }
  await addSectionVersion(db, { strategyId, key, source, content });
  await touchStrategy(db, strategyId);
  return toSectionState(row);
}

/** A section without a row: idle and empty (its row was never written). */
function emptySection(key: string): SectionState {
  return {
    key,
    title: strategySectionTitle(key) ?? key,
    status: 'idle',
    content: '',
    version: 0,
    updatedAt: new Date(0).toISOString(),
  };
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
