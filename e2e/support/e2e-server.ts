import { inject } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../src/server/testing/server-process.ts';
import { startServerOnCopy } from './server-on-copy.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory whose embedded database is created and migrated (`global-setup.ts`). */
    dataTemplate: string;
    /** The server built for this run (`global-setup.ts`): the JavaScript `npm start` runs. */
    serverEntry: string;
  }
}

/**
 * A server of the file's own, for a file that needs its own configuration or data (decision
 * 0118); the others use the run's shared one (`shared-app.ts`). A test that names its own
 * DATA_DIR or DATABASE_URL gets exactly that.
 */
export function startE2eServer(
  env: Record<string, string | undefined> = {},
): Promise<ServerProcess> {
  const entry = inject('serverEntry');
  if (env.DATA_DIR !== undefined || env.DATABASE_URL !== undefined)
    return startServerProcess(env, { entry });
  return startServerOnCopy(inject('dataTemplate'), entry, env);
}
