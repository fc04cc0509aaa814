import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectPglite, type Database, type DatabaseHandle, openPostgres } from '../db/client.ts';
import { type PgliteThread, startPgliteThread } from '../db/pglite-thread.ts';

/**
 * The database API tests run on: `TEST_DATABASE=postgres` uses the PostgreSQL server at
 * TEST_DATABASE_URL (or DATABASE_URL), one fresh database per test file; otherwise an in-memory
 * PGlite loaded from a migrated template (creating a PGlite takes seconds, loading ~0.5 s), on
 * its own thread as the server runs it.
 */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

export function postgresAdminUrl(): string {
  return (
    process.env.TEST_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test'
  );
}

export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  return testDatabaseKind() === 'postgres' ? openTestPostgres() : openTestPglite();
}

async function pgliteTemplate(): Promise<Uint8Array<ArrayBuffer>> {
  // Keyed by the migrations, so a new migration makes a new template.
  const journal = fs.readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url));
  const hash = createHash('sha256').update(journal).digest('hex').slice(0, 16);
  const templatePath = path.join(os.tmpdir(), `mbb-pglite-template-${hash}.tar`);
  if (fs.existsSync(templatePath)) return new Uint8Array(fs.readFileSync(templatePath));
  const handle = await connectPglite(await startPgliteThread({}));
  const dump = await handle.thread!.dump();
  await handle.close();
  // Written under a temporary name first: a reader never sees half a template.
  const partial = `${templatePath}.${process.pid}`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, templatePath);
  return dump;
}

/**
 * The database a test file closed, emptied, for the next file of the run (decision 0120):
 * starting a thread from the template cost about 0.9 s and 1.4 s of CPU a file, emptying its
 * tables a few milliseconds. API files run one after another in one worker, so at most one waits.
 */
let parked: PgliteThread | undefined;

async function openTestPglite(): Promise<DatabaseHandle> {
  const thread = parked ?? (await startPgliteThread({ template: await pgliteTemplate() }));
  parked = undefined;
  thread.keepProcessAlive(true);
  let crashed = false;
  void thread.failed.then(() => {
    crashed = true;
  });
  // The handle's close ends its pool first (a late write of the file that used it fails there,
  // never reaching the next file's database), then empties and parks the thread instead of
  // ending it. A thread that crashed, whose schema a test changed, or that cannot be emptied at
  // once, is ended as before.
  const handle = await connectPglite({
    connect: () => thread.connect(),
    dump: () => thread.dump(),
    failed: thread.failed,
    keepProcessAlive: (keep) => thread.keepProcessAlive(keep),
    async close() {
      if (!crashed && !parked && (await emptied(thread))) {
        // Waiting for a next file must not keep a script (the eval) from ending.
        thread.keepProcessAlive(false);
        parked = thread;
      } else await thread.close();
    },
  });
  if (templateShape === undefined) {
    const query = (text: string) =>
      (handle.db as Database & { $client: pg.Pool }).$client.query(text);
    templateShape = await schemaShape(query);
    templateSeeded = await anyRows(query);
  }
  return handle;
}

/** The template's tables, columns, triggers and functions, as `schemaShape` reads them. */
let templateShape: string | undefined;
/** Checked, not assumed: if a migration seeds rows, emptying would lose them, so no reuse. */
let templateSeeded = false;

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

async function publicTables(query: Query): Promise<string[]> {
  const { rows } = await query(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
  );
  return rows.map((row) => String(row.name));
}

async function anyRows(query: Query): Promise<boolean> {
  const tables = await publicTables(query);
  if (tables.length === 0) return false;
  const { rows } = await query(
    `SELECT ${tables.map((table) => `EXISTS (SELECT 1 FROM ${table})`).join(' OR ')} AS seeded`,
  );
  return rows[0]?.seeded === true;
}

async function schemaShape(query: Query): Promise<string> {
  const { rows } = await query(`
    SELECT string_agg(item, ',' ORDER BY item) AS shape FROM (
      SELECT 'c:' || c.relname || ':' || c.relkind::text FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'
      UNION ALL SELECT 'a:' || a.attrelid::regclass::text || '.' || a.attname || ':' || a.atttypid::text
        FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped
      UNION ALL SELECT 't:' || tgname FROM pg_trigger WHERE NOT tgisinternal
      UNION ALL SELECT 'f:' || p.proname FROM pg_proc p
        JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'
    ) AS items(item)`);
  return String(rows[0]?.shape ?? '');
}

const EMPTYING_TIMEOUT_MS = 5_000;

/** Every table but the migrations' emptied, as the template had them (its tables hold no rows). */
async function emptied(thread: PgliteThread): Promise<boolean> {
  const client = new pg.Client({
    user: 'postgres',
    database: 'postgres',
    stream: () => thread.connect(),
  });
  client.on('error', () => {});
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), EMPTYING_TIMEOUT_MS);
  });
  const empty = async () => {
    await client.connect();
    const query = (text: string) => client.query(text);
    if (templateSeeded || (await schemaShape(query)) !== templateShape) return false;
    await client.query(`TRUNCATE ${(await publicTables(query)).join(', ')} RESTART IDENTITY`);
    return true;
  };
  try {
    return await Promise.race([empty(), timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    await client.end().catch(() => {});
  }
}

/** A new database per call, dropped on close. Also used by tests that start server processes. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = postgresAdminUrl();
  const name = `mbb_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function openTestPostgres(): Promise<DatabaseHandle & { url: string }> {
  const database = await createPostgresDatabase();
  const handle = await openPostgres(database.url);
  return {
    ...handle,
    url: database.url,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
