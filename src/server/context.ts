import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Logger } from './logger.ts';

/** What the routes need from the running server; built once in `main.ts` (or a test). */
export interface ServerContext {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
}
