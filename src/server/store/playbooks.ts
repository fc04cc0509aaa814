import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  buildOutline,
  playbookGroupsOf,
  STANDARD_PLAYBOOK_ID,
  STANDARD_PLAYBOOK_NAME,
} from '../../domain/outline.ts';
import {
  assignSectionKeys,
  type Playbook,
  type PlaybookSummary,
  type playbookGroupsSchema,
  playbookProblems,
  playbookSizeProblem,
} from '../../domain/playbook.ts';
import { STANDARD_OUTLINE_WITH_BRIEFS } from '../../domain/standard-outline.ts';
import { isUuid } from '../../domain/uuid.ts';
import type { Database } from '../db/client.ts';
import { playbooks } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { invalidInput } from '../validation.ts';

export const PLAYBOOK_NOT_FOUND = 'Playbook not found';
export const STANDARD_READ_ONLY =
  'The Standard playbook is built in and read-only: start a new playbook as a copy of it';

type PlaybookRow = typeof playbooks.$inferSelect;

// The catalogue with its built-in briefs: a new playbook copies them, a consultant edits them.
const STANDARD_GROUPS = playbookGroupsOf(STANDARD_OUTLINE_WITH_BRIEFS);

export const STANDARD_PLAYBOOK: Playbook = {
  id: STANDARD_PLAYBOOK_ID,
  name: STANDARD_PLAYBOOK_NAME,
  builtIn: true,
  version: 1,
  groups: STANDARD_GROUPS,
  outline: STANDARD_OUTLINE_WITH_BRIEFS,
};

function toPlaybook(row: PlaybookRow): Playbook {
  return {
    id: row.id,
    name: row.name,
    builtIn: false,
    version: row.version,
    groups: row.groups,
    outline: buildOutline(row.groups),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function summary(playbook: Playbook): PlaybookSummary {
  return {
    id: playbook.id,
    name: playbook.name,
    builtIn: playbook.builtIn,
    version: playbook.version,
    sectionCount: playbook.groups.reduce((n, group) => n + group.sections.length, 0),
  };
}

export async function listPlaybooks(db: Database): Promise<PlaybookSummary[]> {
  const rows = await db.select().from(playbooks).orderBy(asc(playbooks.createdAt));
  return [summary(STANDARD_PLAYBOOK), ...rows.map((row) => summary(toPlaybook(row)))];
}

export async function findPlaybook(db: Database, id: string): Promise<Playbook | undefined> {
  if (id === STANDARD_PLAYBOOK_ID) return STANDARD_PLAYBOOK;
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(playbooks).where(eq(playbooks.id, id));
  return row ? toPlaybook(row) : undefined;
}

/** The playbook or 404; `field` names it in a 400 instead when it comes from a request body. */
export async function requirePlaybook(db: Database, id: string, field?: string): Promise<Playbook> {
  const playbook = await findPlaybook(db, id);
  if (!playbook) {
    if (field) throw invalidInput([{ path: field, message: 'no playbook has this id' }]);
    throw new AppError('NOT_FOUND', PLAYBOOK_NOT_FOUND);
  }
  return playbook;
}

/**
 * The playbook a strategy or a new playbook copies (`field` names it in a 400): one saved
 * before the limits that exceeds them is refused rather than copied.
 */
export async function requireCopyablePlaybook(
  db: Database,
  id: string,
  field: string,
): Promise<Playbook> {
  const playbook = await requirePlaybook(db, id, field);
  const problem = playbookSizeProblem(playbook.groups);
  if (problem) throw invalidInput([{ path: field, message: problem }]);
  return playbook;
}

/** Keys given, structure checked: a cycle or a dangling prerequisite is a 400 naming it in words. */
export function checkedGroups(groups: z.infer<typeof playbookGroupsSchema>, field = 'groups') {
  const keyed = assignSectionKeys(groups);
  const problems = playbookProblems(keyed);
  if (problems.length > 0) {
    throw invalidInput(
      problems.map((problem) => ({ ...problem, path: [field, ...problem.path.slice(1)] })),
      { [field]: keyed },
    );
  }
  return keyed;
}

export async function createPlaybook(
  db: Database,
  input: { name: string; basedOn?: string; groups?: z.infer<typeof playbookGroupsSchema> },
): Promise<Playbook> {
  const groups = input.groups
    ? checkedGroups(input.groups)
    : (await requireCopyablePlaybook(db, input.basedOn ?? STANDARD_PLAYBOOK_ID, 'basedOn')).groups;
  const [row] = await db.insert(playbooks).values({ name: input.name.trim(), groups }).returning();
  return toPlaybook(row!);
}

export async function updatePlaybook(
  db: Database,
  id: string,
  input: { name: string; groups: z.infer<typeof playbookGroupsSchema> },
): Promise<Playbook> {
  if (id === STANDARD_PLAYBOOK_ID) throw new AppError('FORBIDDEN', STANDARD_READ_ONLY);
  await requirePlaybook(db, id);
  const groups = checkedGroups(input.groups);
  const [row] = await db
    .update(playbooks)
    .set({
      name: input.name.trim(),
      groups,
      version: sql`${playbooks.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(playbooks.id, id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', PLAYBOOK_NOT_FOUND);
  return toPlaybook(row);
}

export async function deletePlaybook(db: Database, id: string): Promise<void> {
  if (id === STANDARD_PLAYBOOK_ID) throw new AppError('FORBIDDEN', STANDARD_READ_ONLY);
  await requirePlaybook(db, id);
  await db.delete(playbooks).where(eq(playbooks.id, id));
}
