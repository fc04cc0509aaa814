import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { KEY_FILE_NAME } from '../settings/secret-box.ts';
import { startServerProcess } from '../testing/server-process.ts';
import { testDatabaseKind } from '../testing/test-database.ts';

/** Every folder and file under `folder` whose mode lets anyone but the owner in. */
function openEntries(folder: string): string[] {
  const open: string[] = [];
  for (const name of ['', ...fs.readdirSync(folder, { recursive: true, encoding: 'utf8' })]) {
    const file = path.join(folder, name);
    const stats = fs.lstatSync(file);
    if (stats.isSymbolicLink()) continue;
    const wanted = stats.isDirectory() ? 0o700 : 0o600;
    if ((stats.mode & 0o777) !== wanted)
      open.push(`${name || '.'} ${(stats.mode & 0o777).toString(8)}`);
  }
  return open;
}

// One server process on a new embedded database: run once, in the PGlite pass.
it.skipIf(testDatabaseKind() === 'postgres')(
  'keeps DATA_DIR private: an open folder is tightened and logged, the database, lock and key files are 0600',
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mbb-modes-'));
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'left by an older version');
    fs.chmodSync(path.join(dataDir, 'notes.txt'), 0o644);
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SETTINGS_SECRET: undefined,
    });
    try {
      expect(server.output()).toContain(
        'The data folder was readable by other users: made private',
      );
      // Saving a key without SETTINGS_SECRET writes the key file into DATA_DIR.
      const saved = await fetch(`${server.url}/api/settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          provider: {
            preset: 'custom',
            baseURL: 'http://127.0.0.1:9/v1',
            model: 'm',
            apiKey: 'sk-test-0123456789',
          },
        }),
      });
      expect(saved.status).toBe(200);
      // The database writes new files while it runs (a new table's, the write-ahead log's).
      await fetch(`${server.url}/api/strategies`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ overview: 'A private bakery' }),
      });
      for (const name of ['server.lock', KEY_FILE_NAME, 'pglite', 'notes.txt']) {
        expect(fs.existsSync(path.join(dataDir, name)), name).toBe(true);
      }
      expect(fs.readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(5);
      expect(openEntries(dataDir)).toEqual([]);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
  180_000,
);
