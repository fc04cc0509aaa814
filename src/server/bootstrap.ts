import type { Config } from './config.ts';
import type { ServerContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createExportPool, type ExportPool } from './exports/export-pool.ts';
import { GenerationEngine } from './generation/engine.ts';
import { StrategyEventBus } from './generation/event-bus.ts';
import { PostgresEventRelay } from './generation/postgres-event-relay.ts';
import { createOpenAiProvider } from './generation/provider.ts';
import type { Logger } from './logger.ts';
import type { RateLimitOptions } from './rate-limit.ts';

export interface ServerRuntime {
  context: ServerContext;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Builds the long-lived parts every route shares (engine, event bus and its relay between
 * processes, export pool) and their start and stop; `main.ts` and the tests both use it.
 */
export function createServerRuntime(options: {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  pollIntervalMs?: number;
  exportPool?: ExportPool;
  shareRateLimit?: RateLimitOptions;
}): ServerRuntime {
  const { config, database, logger } = options;
  const bus = new StrategyEventBus();
  const engine = new GenerationEngine({
    database,
    provider: config.provider ? createOpenAiProvider(config.provider) : undefined,
    concurrency: config.generationConcurrency,
    bus,
    logger: logger.child({ part: 'generation' }),
    ...(options.pollIntervalMs ? { pollIntervalMs: options.pollIntervalMs } : {}),
  });
  const relay =
    database.pool && database.url
      ? new PostgresEventRelay({
          databaseUrl: database.url,
          pool: database.pool,
          db: database.db,
          bus,
          logger: logger.child({ part: 'events' }),
        })
      : undefined;
  const exportPool = options.exportPool ?? createExportPool();
  const context: ServerContext = {
    config,
    database,
    logger,
    engine,
    bus,
    exportPool,
    shareRateLimit: options.shareRateLimit ?? { limit: config.shareRateLimit, windowMs: 60_000 },
  };
  return {
    context,
    async start() {
      await relay?.start();
      await engine.start();
    },
    async stop() {
      await engine.stop();
      await relay?.stop();
      await exportPool.close();
    },
  };
}
