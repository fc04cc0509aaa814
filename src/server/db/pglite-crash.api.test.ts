import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { testDatabaseKind } from '../testing/test-database.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { strategies } from './schema.ts';

const dataDirs: string[] = [];
afterEach(() => {
  for (const dataDir of dataDirs.splice(0)) fs.rmSync(dataDir, { recursive: true, force: true });
});

it.runIf(testDatabaseKind() === 'pglite')(
  'reports a crash of the database thread, frees the data folder, and keeps committed rows',
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mbb-crash-'));
    dataDirs.push(dataDir);
    const first = await openDatabase({ dataDir });
    let second: DatabaseHandle | undefined;
    try {
      await first.db.insert(strategies).values({
        overview: 'Committed before the crash',
        metadata: { companyName: '', clientName: '', preparedBy: '', preparedDate: '' },
      });
      // Bytes that are no PostgreSQL protocol break the thread (as a WebAssembly trap would).
      const stranger = first.thread!.connect();
      stranger.on('error', () => {});
      stranger.write(Buffer.from('GET / HTTP/1.1\r\n\r\n'));

      const error = await first.failed!;
      expect(error.message).toMatch(
        /^The embedded database thread stopped unexpectedly \(exit code 1\): Malformed start-up message/,
      );
      await expect(first.db.select().from(strategies)).rejects.toMatchObject({
        cause: { message: 'The embedded database thread has stopped' },
      });
      expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

      second = await openDatabase({ dataDir });
      const rows = await second.db.select({ overview: strategies.overview }).from(strategies);
      expect(rows).toEqual([{ overview: 'Committed before the crash' }]);
    } finally {
      await first.close();
      await second?.close();
    }
  },
);
