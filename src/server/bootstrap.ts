import { ResponseCache } from './cache/response-cache.ts';
import type { Config } from './config.ts';
import type { ServerContext } from './context.ts';
import { RunBudgets } from './costs/run-budget.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createExportPool, type ExportPool } from './exports/export-pool.ts';
import { GenerationEngine } from './generation/engine.ts';
import { StrategyEventBus } from './generation/event-bus.ts';
import { PostgresEventRelay } from './generation/postgres-event-relay.ts';
import type { Logger } from './logger.ts';
import type { RateLimitOptions } from './rate-limit.ts';
import { SettingsService } from './settings/settings-service.ts';
import { createSafeFetch, type SafeFetch } from './sources/safe-fetch.ts';
import { createSearchProvider } from './sources/search/create-search-provider.ts';
import type { SearchProvider } from './sources/search/search-provider.ts';
import { createSourcePool, type SourcePool } from './sources/source-pool.ts';
import { WebhookQueue } from './webhooks/webhook-queue.ts';

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
  sourcePool?: SourcePool;
  /** Tests give their own search server and a fetch with an injected resolver. */
  webResearch?: { search: SearchProvider; fetch: SafeFetch };
}): ServerRuntime {
  const { config, database, logger } = options;
  const bus = new StrategyEventBus();
  const generationLogger = logger.child({ part: 'generation' });
  const settings = new SettingsService({
    config,
    database,
    logger: logger.child({ part: 'settings' }),
    generationLogger,
  });
  const budgets = new RunBudgets({
    database,
    settings,
    bus,
    logger: logger.child({ part: 'budget' }),
  });
  const engine = new GenerationEngine({
    database,
    // The environment's provider, or the one saved in settings: used from the next section on.
    resolveProvider: () => settings.currentProvider()?.provider,
    admitSection: (row) => budgets.admit(row),
    concurrency: config.generationConcurrency,
    bus,
    logger: generationLogger,
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
  const webhooks = new WebhookQueue({
    database,
    secrets: settings.secrets,
    logger: logger.child({ part: 'webhooks' }),
    ...config.webhooks,
  });
  bus.tap((strategyId, event) => {
    if (
      event.type !== 'run-end' &&
      event.type !== 'section-error' &&
      event.type !== 'comment-added' &&
      event.type !== 'intake-answered'
    ) {
      return;
    }
    webhooks
      .onStrategyEvent(strategyId, event)
      .catch((error: unknown) => logger.warn({ err: error }, 'webhook event not queued'));
  });
  const exportPool = options.exportPool ?? createExportPool();
  const sourcePool = options.sourcePool ?? createSourcePool();
  const webResearch =
    options.webResearch ??
    (config.search
      ? { search: createSearchProvider(config.search), fetch: createSafeFetch() }
      : undefined);
  const context: ServerContext = {
    config,
    database,
    logger,
    engine,
    // The same provider the engine uses: the environment's, or the one saved in settings.
    resolveProvider: () => settings.currentProvider()?.provider,
    bus,
    settings,
    webhooks,
    exportPool,
    sourcePool,
    ...(webResearch ? { webResearch } : {}),
    shareRateLimit: options.shareRateLimit ?? { limit: config.shareRateLimit, windowMs: 60_000 },
    responseCache: new ResponseCache(),
  };
  return {
    context,
    async start() {
      // A concurrency saved in settings applies to this instance's limiter.
      await settings.start((current) => engine.limiter.setMaximum(current.concurrency));
      await relay?.start();
      await engine.start();
      webhooks.start();
    },
    async stop() {
      settings.stop();
      // The engine first: the events of the jobs it stops are still recorded for webhooks.
      await engine.stop();
      await webhooks.stop();
      await relay?.stop();
      await exportPool.close();
      await sourcePool.close();
    },
  };
}
