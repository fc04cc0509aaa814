import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from './private-folder.ts';

export class DataDirLockedError extends Error {}

/** The process id in the lock file, or undefined when it vanished meanwhile. */
function readHolder(lockPath: string): number | undefined {
  try {
    const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(holder) ? holder : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock file in the data folder. Two processes on one PGlite folder corrupt
 * it without any error, so a second server must refuse to start. A lock left by a process that
 * is gone (killed with SIGKILL, say) is taken over.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const lockPath = path.join(dataDir, 'server.lock');
  // The lock appears with its content in one step (a hard link of a written file), so another
  // process never reads it empty.
  const candidate = `${lockPath}.${process.pid}`;
  fs.writeFileSync(candidate, String(process.pid), { mode: PRIVATE_FILE_MODE });
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        fs.linkSync(candidate, lockPath);
        return {
          release() {
            try {
              if (fs.readFileSync(lockPath, 'utf8') === String(process.pid))
                fs.unlinkSync(lockPath);
            } catch {
              // Already gone: nothing to release.
            }
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = readHolder(lockPath);
        if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
          throw new DataDirLockedError(
            `Another server (process ${holder}) is already using the data folder ${dataDir}. ` +
              'Two servers on one embedded database would corrupt it: stop the other one, or give ' +
              'this one its own DATA_DIR, or use a PostgreSQL server with DATABASE_URL.',
          );
        }
        fs.rmSync(lockPath, { force: true });
      }
    }
  } finally {
    fs.rmSync(candidate, { force: true });
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}`);
}
