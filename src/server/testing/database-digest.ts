import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Each table's rows in key order, every column; a logo's bytes by their md5. */
const TABLE_DIGESTS = {
  strategies: sql<string>`(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) FROM strategies t)`,
  sections: sql<string>`(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.strategy_id, t.key), '')) FROM sections t)`,
  runs: sql<string>`(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) FROM runs t)`,
  shares: sql<string>`(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) FROM shares t)`,
  logos: sql<string>`(SELECT md5(coalesce(string_agg(concat_ws(',', t.strategy_id, t.mime_type, md5(t.bytes), t.updated_at), '|' ORDER BY t.strategy_id), '')) FROM logos t)`,
};

/** The whole database in one line, computed by the database: equal lines, equal data. */
export async function databaseDigest(db: Database): Promise<string> {
  const [row] = await db.select(TABLE_DIGESTS).from(sql`(SELECT 1) AS one`);
  return Object.entries(row ?? {})
    .map(([table, digest]) => `${table}=${digest}`)
    .join(' ');
}
