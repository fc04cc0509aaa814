import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { ExportPool } from './exports/export-pool.ts';
import type { GenerationEngine } from './generation/engine.ts';
import type { StrategyEventBus } from './generation/event-bus.ts';
import type { Logger } from './logger.ts';
import type { RateLimitOptions } from './rate-limit.ts';

/** What the routes need from the running server; built once in `main.ts` (or a test). */
export interface ServerContext {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  engine: GenerationEngine;
  bus: StrategyEventBus;
  /** Renders exports off the main thread; without one, export routes answer 503. */
  exportPool?: ExportPool;
  /** Requests per client address on `/api/shares/*` (SHARE_RATE_LIMIT a minute). */
  shareRateLimit: RateLimitOptions;
  /** How often an idle event stream sends a heartbeat comment (default 15 s). */
  heartbeatMs?: number;
}
