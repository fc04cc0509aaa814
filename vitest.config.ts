import { defineConfig } from 'vitest/config';

/**
 * API test files that prove the database contract, listed in decision 0113. Every other API
 * file tests routes and runs once, on the embedded database (which is PostgreSQL too).
 */
const DATABASE_CONTRACT = [
  'src/server/db/slow-query.api.test.ts',
  'src/server/db/statement-error.api.test.ts',
  'src/server/db/typed-columns.api.test.ts',
  'src/server/store/*.api.test.ts',
  'src/server/generation/database-outage.api.test.ts',
  'src/server/generation/durability.api.test.ts',
  'src/server/generation/engine.api.test.ts',
  'src/server/generation/large-run.api.test.ts',
  'src/server/generation/section-flusher.api.test.ts',
  'src/server/generation/multi-instance.api.test.ts',
  'src/server/routes/events.api.test.ts',
  'src/server/routes/read-cache.api.test.ts',
  'src/server/routes/section-version.api.test.ts',
  'src/server/routes/strategy-library.api.test.ts',
  'src/server/routes/share-reading.api.test.ts',
  'src/server/settings/settings-round-trip.api.test.ts',
  'src/server/webhooks/webhooks.api.test.ts',
  'src/server/fuzz-text-fields.api.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tools/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Files share their modules: none mocks one, and the one that fakes timers restores
          // them (about 40% less time, decision 0116).
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts', 'tools/**/*.api.test.ts'],
          environment: 'node',
          // Files run one after another in one worker that keeps its modules: each starts its
          // own server and database, and nothing here mocks a module (about 18% less time).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // The database contract: what the server asks of its database beyond SQL (a pool, many
        // sessions, locks, notifications, outages, durability, typed columns), run on
        // PostgreSQL by `npm test` after the whole API suite has run on the embedded one.
        test: {
          name: 'db-contract',
          include: DATABASE_CONTRACT,
          environment: 'node',
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          environment: 'node',
          // A page's answer (an autosave, a live update) on a busy machine can take seconds:
          // `expect.poll` waits up to 15 s instead of its default 1 s.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
