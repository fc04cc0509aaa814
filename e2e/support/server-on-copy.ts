import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ServerProcess, startServerProcess } from '../../src/server/testing/server-process.ts';

/**
 * The built server on a copy of `template`, a data directory already created and migrated:
 * creating and migrating a new embedded database is most of a start (14-17 s against 6-9 s on a
 * busy machine). The copy is removed when the server stops.
 */
export async function startServerOnCopy(
  template: string,
  entry: string,
  env: Record<string, string | undefined> = {},
): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mbb-data-'));
  fs.cpSync(template, dataDir, { recursive: true });
  const server = await startServerProcess({ ...env, DATA_DIR: dataDir }, { entry });
  return {
    ...server,
    async stop(options) {
      await server.stop(options);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
