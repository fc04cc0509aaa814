import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { allContentChanged } from '../cache/content-versions.ts';
import type { Database } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';
import { invalidInput } from '../validation.ts';

/**
 * One named owner setting: its key in `app_settings`, the schema every stored value must pass,
 * and the value used while none is stored. Features define theirs beside their own code.
 */
export interface SettingDefinition<Value> {
  key: string;
  schema: z.ZodType<Value>;
  defaultValue: Value;
}

export function defineSetting<Value>(definition: SettingDefinition<Value>) {
  return definition;
}

export interface StoredSetting<Value> {
  value: Value;
  /** When it was last written; undefined while the default is in use. */
  updatedAt: Date | undefined;
}

/**
 * The setting's stored value, or its default when none is stored. A stored value that no longer
 * passes the schema (written by an older version) also falls back to the default, so a bad row
 * never stops the server; the next write replaces it.
 */
export async function readSetting<Value>(
  db: Database,
  definition: SettingDefinition<Value>,
): Promise<StoredSetting<Value>> {
  const [row] = await db
    .select({ value: appSettings.value, updatedAt: appSettings.updatedAt })
    .from(appSettings)
    .where(eq(appSettings.key, definition.key));
  if (!row) return { value: definition.defaultValue, updatedAt: undefined };
  const parsed = definition.schema.safeParse(row.value);
  return parsed.success
    ? { value: parsed.data, updatedAt: row.updatedAt }
    : { value: definition.defaultValue, updatedAt: undefined };
}

/** Validates and stores the whole value; 400 naming the field when it does not pass. */
export async function writeSetting<Value>(
  db: Database,
  definition: SettingDefinition<Value>,
  value: Value,
): Promise<StoredSetting<Value>> {
  const parsed = definition.schema.safeParse(value);
  if (!parsed.success) throw invalidInput(parsed.error.issues, value);
  const [row] = await db
    .insert(appSettings)
    .values({ key: definition.key, value: parsed.data })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: parsed.data, updatedAt: sql`now()` },
    })
    .returning({ updatedAt: appSettings.updatedAt });
  // Brand kit, firm logo, prices: every strategy's read may show them.
  allContentChanged();
  return { value: parsed.data, updatedAt: row?.updatedAt };
}

/**
 * Read, change and write one setting in a transaction holding its row, so two concurrent partial
 * updates (two tabs, two instances) both land instead of the later one undoing the earlier.
 */
export async function updateSetting<Value>(
  db: Database,
  definition: SettingDefinition<Value>,
  change: (current: Value) => Value | Promise<Value>,
): Promise<StoredSetting<Value>> {
  const stored = await db.transaction(async (transaction) => {
    // Make sure a row exists to lock, then lock it: the first writer creates, later ones wait.
    await transaction
      .insert(appSettings)
      .values({ key: definition.key, value: definition.defaultValue })
      .onConflictDoNothing();
    const [row] = await transaction
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, definition.key))
      .for('update');
    const parsed = definition.schema.safeParse(row?.value);
    const current = parsed.success ? parsed.data : definition.defaultValue;
    return writeSetting(transaction as unknown as Database, definition, await change(current));
  });
  // Again after the commit: the bump inside the transaction came before other readers could see it.
  allContentChanged();
  return stored;
}

/** When any setting last changed: a cheap check for caches in other instances. */
export async function settingsChangedAt(db: Database): Promise<Date | undefined> {
  const [row] = await db
    .select({ latest: sql<Date | null>`max(${appSettings.updatedAt})` })
    .from(appSettings);
  return row?.latest ? new Date(row.latest) : undefined;
}
