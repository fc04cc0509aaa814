import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

/**
 * Both drivers expose the same drizzle query API; the node-postgres type stands for both so
 * one query module serves PGlite and PostgreSQL. Raw `execute()` results differ between them
 * (see FACTS): keep to typed queries.
 */
export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the pool, and the address for connections of their own (LISTEN). */
  pool?: pg.Pool;
  url?: string;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any id column used in a migration lock: one instance migrates, the others wait. */
const MIGRATION_LOCK_ID = 727_274_001;

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(path.join(options.dataDir));
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const lock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    return await wrapPglite(client, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Migrates an open PGlite and wraps it; tests use it on in-memory copies of a template. */
export async function wrapPglite(client: PGlite, onClose?: () => void): Promise<DatabaseHandle> {
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    async close() {
      await client.close();
      onClose?.();
    },
  };
}

export async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  // Timeouts so a silent network partition fails queries instead of hanging the engine.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    keepAlive: true,
    connectionTimeoutMillis: 10_000,
    query_timeout: 60_000,
  });
  // A dropped connection must not crash the process: the pool replaces it on the next query.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema });
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  await db.execute(sql`SELECT 1`);
  return { db, kind: 'postgres', pool, url: databaseUrl, close: () => pool.end() };
}
