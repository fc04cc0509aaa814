import { asc, eq } from 'drizzle-orm';
import { SECTION_KEYS } from '../../domain/catalogue.ts';
import {
  isPresetProfileId,
  presetProfiles,
  type ReportProfile,
  type ReportProfileInput,
} from '../../domain/report-profile.ts';
import { PROFILE_KEY_UNKNOWN, PROFILE_SECTION_KEYS } from '../../domain/report-profile-schema.ts';
import { isUuid } from '../../domain/uuid.ts';
import { allContentChanged } from '../cache/content-versions.ts';
import type { Database } from '../db/client.ts';
import { playbooks, reportProfiles, shares } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { invalidInput } from '../validation.ts';

export const PRESET_READ_ONLY = 'Preset report profiles cannot be changed; save a copy instead';
export const PROFILE_NOT_FOUND = 'Report profile not found';

type ProfileRow = typeof reportProfiles.$inferSelect;

function toProfile(row: ProfileRow): ReportProfile {
  return {
    id: row.id,
    name: row.name,
    sections: row.sectionKeys,
    wordTemplate: row.wordTemplate,
    preset: false,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The presets, then the saved profiles oldest first. */
export async function listReportProfiles(db: Database): Promise<ReportProfile[]> {
  const rows = await db.select().from(reportProfiles).orderBy(asc(reportProfiles.createdAt));
  return [...presetProfiles(SECTION_KEYS), ...rows.map(toProfile)];
}

export async function findReportProfile(
  db: Database,
  id: string,
): Promise<ReportProfile | undefined> {
  if (isPresetProfileId(id)) return presetProfiles(SECTION_KEYS).find((p) => p.id === id);
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(reportProfiles).where(eq(reportProfiles.id, id));
  return row ? toProfile(row) : undefined;
}

/** The profile, or 400 naming `field` (a query parameter or body field that referred to it). */
export async function requireReportProfile(
  db: Database,
  id: string,
  field: string,
): Promise<ReportProfile> {
  const profile = await findReportProfile(db, id);
  if (!profile) throw invalidInput([{ path: field, message: 'no report profile has this id' }]);
  return profile;
}

/** A key outside the catalogue must be a section of a saved playbook (issue 16), or 400. */
async function assertKnownKeys(db: Database, keys: readonly string[]): Promise<void> {
  const catalogue = new Set(PROFILE_SECTION_KEYS);
  if (keys.every((key) => catalogue.has(key))) return;
  const rows = await db.select({ groups: playbooks.groups }).from(playbooks);
  const known = new Set(
    rows.flatMap((row) => row.groups.flatMap((g) => g.sections.map((s) => s.key))),
  );
  const unknown = keys.findIndex((key) => !catalogue.has(key) && !known.has(key));
  if (unknown >= 0) {
    throw invalidInput([{ path: ['sections', unknown], message: PROFILE_KEY_UNKNOWN }]);
  }
}

export async function createReportProfile(
  db: Database,
  input: ReportProfileInput,
): Promise<ReportProfile> {
  await assertKnownKeys(db, input.sections);
  const [row] = await db
    .insert(reportProfiles)
    .values({
      name: input.name,
      sectionKeys: input.sections,
      wordTemplate: input.wordTemplate ?? true,
    })
    .returning();
  allContentChanged();
  return toProfile(row!);
}

function savedRowId(id: string): string {
  if (isPresetProfileId(id)) throw new AppError('FORBIDDEN', PRESET_READ_ONLY);
  if (!isUuid(id)) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  return id;
}

export async function updateReportProfile(
  db: Database,
  id: string,
  input: ReportProfileInput,
): Promise<ReportProfile> {
  const rowId = savedRowId(id);
  await assertKnownKeys(db, input.sections);
  const [row] = await db
    .update(reportProfiles)
    .set({
      name: input.name,
      sectionKeys: input.sections,
      wordTemplate: input.wordTemplate ?? true,
      updatedAt: new Date(),
    })
    .where(eq(reportProfiles.id, rowId))
    .returning();
  allContentChanged();
  if (!row) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
  return toProfile(row);
}

/** Shares that showed the profile go back to the whole strategy. */
export async function deleteReportProfile(db: Database, id: string): Promise<void> {
  const rowId = savedRowId(id);
  await db.transaction(async (transaction) => {
    const deleted = await transaction
      .delete(reportProfiles)
      .where(eq(reportProfiles.id, rowId))
      .returning({ id: reportProfiles.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
    await transaction.update(shares).set({ profileId: null }).where(eq(shares.profileId, rowId));
  });
  allContentChanged();
}
