import fs from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createServerRuntime } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { makeFolderPrivate } from './db/private-folder.ts';
import { createLogger } from './logger.ts';
import { redactUrl } from './redact-secrets.ts';

async function main(): Promise<void> {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  // Everything this server writes is its own: the data folder holds share links (bearer
  // credentials), the key file and every strategy (issue 32). PGlite's later files included.
  process.umask(0o077);
  if (!config.databaseUrl || fs.existsSync(config.dataDir)) {
    const tightened = makeFolderPrivate(config.dataDir);
    if (tightened.length > 0) {
      logger.warn(
        { dataDir: config.dataDir, entries: tightened.length, examples: tightened.slice(0, 5) },
        'The data folder was readable by other users: made private (folders 0700, files 0600)',
      );
    }
  }
  const database = await openDatabase(config);
  void database.failed?.then((error) => {
    // The data folder's lock is already released: a restart can open it at once.
    logger.fatal(
      { err: error },
      'The embedded database stopped unexpectedly; the server stops. Start it again: every ' +
        'committed change is in the data folder.',
    );
    process.exit(1);
  });
  const runtime = createServerRuntime({ config, database, logger });
  await runtime.start();
  const app = createApp(runtime.context);

  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    logger.info(
      {
        database: database.kind,
        // A base URL may carry credentials (https://user:key@proxy/v1): never in a log.
        provider: config.provider ? redactUrl(config.provider.baseURL) : 'none',
        ...(config.provider ? { model: config.provider.model } : {}),
      },
      `The Maker Business Builder is listening on http://${config.host}:${info.port}`,
    );
    if (!config.provider) {
      logger.warn('No AI provider configured: set OPENAI_API_KEY or LLM_BASE_URL to generate');
    }
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close();
    await runtime.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
