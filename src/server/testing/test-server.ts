import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { hc } from 'hono/client';
import { type AppType, createApp } from '../app.ts';
import { createServerRuntime } from '../bootstrap.ts';
import type { Config } from '../config.ts';
import type { ServerContext } from '../context.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { ExportPool } from '../exports/export-pool.ts';
import { createLogger } from '../logger.ts';
import type { RateLimitOptions } from '../rate-limit.ts';
import type { SafeFetch } from '../sources/safe-fetch.ts';
import type { SearchProvider } from '../sources/search/search-provider.ts';
import type { SourcePool } from '../sources/source-pool.ts';
import { answerCheckingFetch } from './answer-check.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestServer {
  url: string;
  context: ServerContext;
  database: DatabaseHandle;
  config: Config;
  /**
   * The server's `/api` as `hc<AppType>` calls it, over real HTTP (decision 0112): paths, inputs
   * and answers typed by the routes, as the page, the command line and MCP call them.
   */
  api: ReturnType<typeof hc<AppType>>['api'];
  /**
   * A request exactly as written, for what the typed client cannot send (a malformed body, a
   * forged header, an unknown route) or reads that are not JSON. JSON bodies are sent as JSON.
   */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    model: 'test-model',
    generationConcurrency: 4,
    shareRateLimit: 120,
    logLevel: 'silent',
    ...overrides,
  };
}

export interface TestServerOptions {
  /** Instead of a real pool (started lazily, so free until a test exports). */
  exportPool?: ExportPool;
  shareRateLimit?: RateLimitOptions;
  heartbeatMs?: number;
  /** Instead of the default pool of document and page readers. */
  sourcePool?: SourcePool;
  /** Web research against a test search server, with a fetch whose resolver the test controls. */
  webResearch?: { search: SearchProvider; fetch: SafeFetch };
  /** Another server's database, kept open on close: a restart on the same data. */
  database?: DatabaseHandle;
}

/** The real app on a real HTTP port, on the test database of this run (PGlite or PostgreSQL). */
export async function startTestServer(
  overrides: Partial<Config> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase());
  const config = testConfig(overrides);
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const runtime = createServerRuntime({
    config,
    database,
    logger,
    pollIntervalMs: 200,
    ...(options.exportPool ? { exportPool: options.exportPool } : {}),
    ...(options.shareRateLimit ? { shareRateLimit: options.shareRateLimit } : {}),
    ...(options.webResearch ? { webResearch: options.webResearch } : {}),
    ...(options.sourcePool ? { sourcePool: options.sourcePool } : {}),
  });
  const { context } = runtime;
  if (options.heartbeatMs) context.heartbeatMs = options.heartbeatMs;
  await runtime.start();
  const app = createApp(context, { serveWeb: false });
  // Every JSON success is checked against its route's declared schema (decision 0115).
  const server = serve({ fetch: answerCheckingFetch(app), hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  // The tests' fetch shares this process's event loop: a test busy for seconds (unzipping a
  // 134-slide deck on a loaded machine) let the 5 s keep-alive close the socket just as its next
  // request went out on it (ECONNRESET). Pooled sockets stay open longer here than in production.
  (server as import('node:http').Server).keepAliveTimeout = 60_000;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    context,
    database,
    config,
    api: hc<AppType>(url).api,
    request(path, init = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      return fetch(`${url}${path}`, {
        ...rest,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      });
    },
    async close() {
      (server as import('node:http').Server).closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.stop();
      if (!options.database) await database.close();
    },
  };
}
