import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PROJECT_ROOT } from '../project-root.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { type PgliteThread, startPgliteThread } from './pglite-thread.ts';
import { makeFolderPrivate } from './private-folder.ts';
import * as schema from './schema.ts';

/**
 * One driver for both databases: drizzle over `pg`, talking to a PostgreSQL server or, over the
 * same wire protocol, to PGlite on its own thread (docs/decisions/0013). So raw `execute()`
 * results are alike on both (a `count(*)` is a string on both).
 */
export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the pool, and the address for connections of their own (LISTEN). */
  pool?: pg.Pool;
  url?: string;
  /** PGlite only: the thread it runs on. */
  thread?: PgliteThread;
  /**
   * PGlite only: settles when the database thread stopped by itself (a crash). The data
   * folder's lock is released by then; the server must report it and exit.
   */
  failed?: Promise<Error>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'src/server/db/migrations');

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
    const thread = await startPgliteThread({ dataDir: path.join(dataDir, 'pglite') });
    // PGlite unpacks a new database's files as 0666: private before anything is written there.
    makeFolderPrivate(dataDir);
    // Nothing holds the folder once the thread is gone: a restart must not find it locked.
    const failed = thread.failed.then((error) => {
      lock.release();
      return error;
    });
    return { ...(await connectPglite(thread, () => lock.release())), failed };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** How long closing waits for queries still running before it ends the thread anyway. */
const POOL_END_TIMEOUT_MS = 5_000;

/**
 * Connects to PGlite on its thread and migrates. One connection: PGlite is a single session,
 * so transactions queue for it (as they queued for PGlite's own lock when it ran in-thread).
 * Tests use this on in-memory copies of a template.
 */
export async function connectPglite(
  thread: PgliteThread,
  onClose?: () => void,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    max: 1,
    idleTimeoutMillis: 0,
    // PGlite's only role and database; naming any other (pg reads PGUSER, or the login name)
    // makes its start-up fail, and that ends the thread.
    user: 'postgres',
    database: 'postgres',
    ssl: false,
    stream: () => thread.connect(),
  });
  // A thread that crashed is reported through `failed`; the pool must not throw meanwhile.
  pool.on('error', () => {});
  const close = async () => {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      pool.end(),
      new Promise((resolve) => {
        timer = setTimeout(resolve, POOL_END_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
    await thread.close();
    onClose?.();
  };
  try {
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: 'pglite', thread, failed: thread.failed, close };
  } catch (error) {
    await close();
    throw error;
  }
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
  // The pool listens only to idle clients; one checked out (inside a transaction, between its
  // statements) would emit an unhandled 'error' when the server ends it, so each gets its own.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
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
