import { expect, it, vi } from 'vitest';
import { migratedDataDir } from './testing/migrated-data-dir.ts';
import { startServerProcess } from './testing/server-process.ts';
import { testDatabaseKind } from './testing/test-database.ts';

// One server process on a new embedded database: run once, in the PGlite pass.
it.skipIf(testDatabaseKind() === 'postgres')(
  'redacts credentials in LLM_BASE_URL from the start-up log, and never logs the key',
  async () => {
    const server = await startServerProcess({
      DATA_DIR: await migratedDataDir(),
      LOG_LEVEL: 'info',
      LLM_BASE_URL: 'http://proxy-user:proxy-SECRET-pass@127.0.0.1:9/v1?api-key=QUERY-SECRET',
      LLM_API_KEY: 'sk-live-KEY-SECRET-0123456789',
      LLM_MODEL: 'writer',
    });
    try {
      await vi.waitFor(() => expect(server.output()).toContain('is listening on'), {
        timeout: 10_000,
      });
      const output = server.output();
      expect(output).toContain('127.0.0.1:9/v1');
      expect(output).not.toMatch(/SECRET|proxy-user/);
    } finally {
      await server.stop();
    }
  },
);
