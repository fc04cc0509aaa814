import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectPglite, type DatabaseHandle, openPostgres } from '../db/client.ts';
import { startPgliteThread } from '../db/pglite-thread.ts';

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

async function openTestPglite(): Promise<DatabaseHandle> {
  return connectPglite(await startPgliteThread({ template: await pgliteTemplate() }));
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
