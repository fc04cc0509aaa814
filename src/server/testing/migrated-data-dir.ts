import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';

let template: Promise<string> | undefined;

/**
 * A new data folder holding an embedded database already created and migrated, copied from one
 * made once per test process: creating and migrating one is most of a server process's start
 * (the browser tests copy theirs the same way, `e2e/support/server-on-copy.ts`). For tests of
 * what a server does with its data, not of a first start (`data-dir.api.test.ts` keeps that).
 */
export async function migratedDataDir(): Promise<string> {
  template ??= createTemplate();
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'mbb-data-'));
  fs.cpSync(await template, copy, { recursive: true });
  return copy;
}

async function createTemplate(): Promise<string> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mbb-template-'));
  const database = await openDatabase({ dataDir: folder });
  await database.close();
  process.once('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}
