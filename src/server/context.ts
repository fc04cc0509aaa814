import type { ResponseCache } from './cache/response-cache.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { ExportPool } from './exports/export-pool.ts';
import type { GenerationEngine } from './generation/engine.ts';
import type { StrategyEventBus } from './generation/event-bus.ts';
import type { ModelProvider } from './generation/provider.ts';
import type { Logger } from './logger.ts';
import type { RateLimitOptions } from './rate-limit.ts';
import type { SettingsService } from './settings/settings-service.ts';
import type { SafeFetch } from './sources/safe-fetch.ts';
import type { SearchProvider } from './sources/search/search-provider.ts';
import type { SourcePool } from './sources/source-pool.ts';
import type { WebhookQueue } from './webhooks/webhook-queue.ts';

/** What the routes need from the running server; built once in `main.ts` (or a test). */
export interface ServerContext {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  engine: GenerationEngine;
  /** The engine's model provider, for one-off requests such as drafts (undefined: none set). */
  resolveProvider?: () => ModelProvider | undefined;
  bus: StrategyEventBus;
  /** Owner settings: the provider (environment first) and the price table. */
  settings: SettingsService;
  /** Renders exports off the main thread; without one, export routes answer 503. */
  exportPool?: ExportPool;
  /** Requests per client address on `/api/shares/*` (SHARE_RATE_LIMIT a minute). */
  shareRateLimit: RateLimitOptions;
  /** Webhook deliveries (issue 19): events in, signed POSTs out. */
  webhooks?: WebhookQueue;
  /** Strategy and share reads, serialised and compressed (decision 0050). */
  responseCache: ResponseCache;
  /** Reads uploaded documents and fetched pages on worker threads (started on first use). */
  sourcePool: SourcePool;
  /** Web research: the search provider (none: research is off) and the guarded fetch. */
  webResearch?: { search: SearchProvider; fetch: SafeFetch };
  /** How often an idle event stream sends a heartbeat comment (default 15 s). */
  heartbeatMs?: number;
}
