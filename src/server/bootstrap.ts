import type { Config } from './config.ts';
import type { ServerContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { GenerationEngine } from './generation/engine.ts';
import { StrategyEventBus } from './generation/event-bus.ts';
import { createOpenAiProvider } from './generation/provider.ts';
import type { Logger } from './logger.ts';

/** Builds the long-lived parts every route shares; `main.ts` and the tests both use it. */
export function createServerContext(options: {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  pollIntervalMs?: number;
}): ServerContext {
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
  return { config, database, logger, engine, bus };
}
