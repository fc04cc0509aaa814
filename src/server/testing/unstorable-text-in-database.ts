import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { isStorableText } from '../../domain/stored-text.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';

/**
 * Every `table.column` (JSON fields by their path) holding text the one text rule refuses (NUL,
 * control characters, broken Unicode), in every table of the schema: what the fuzz checks is
 * never stored, whichever way it came in.
 */
export async function unstorableTextInDatabase(db: Database): Promise<string[]> {
  const found = new Set<string>();
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const rows = (await db.select().from(table)) as Record<string, unknown>[];
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        collect(value, `${getTableName(table)}.${column}`, found);
      }
    }
  }
  return [...found].sort();
}

function collect(value: unknown, where: string, found: Set<string>): void {
  if (typeof value === 'string') {
    if (!isStorableText(value)) found.add(where);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, where, found);
  } else if (value !== null && typeof value === 'object' && !(value instanceof Uint8Array)) {
    if (value instanceof Date) return;
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) found.add(`${where} (a key)`);
      collect(item, `${where}.${key}`, found);
    }
  }
}
