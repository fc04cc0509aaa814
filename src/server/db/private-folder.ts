import fs from 'node:fs';
import path from 'node:path';

/** Only the server's own user may enter a folder, or read or write a file (issue 32). */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `folder` if missing and makes it and everything in it private: folders 0700, files
 * 0600. The data folder holds the share links (bearer credentials), the sealed AI key's key file
 * and every strategy; PGlite unpacks its files as 0666 and PostgreSQL's own rule (a 0700 data
 * folder) is not PGlite's. Symbolic links are left alone, never followed. Returns the paths it
 * had to tighten (relative to `folder`), for the start-up log: an existing folder was open.
 */
export function makeFolderPrivate(folder: string): string[] {
  fs.mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const tightened: string[] = [];
  const pending = [folder];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    try {
      const stats = fs.lstatSync(current);
      if (stats.isSymbolicLink()) continue;
      const wanted = stats.isDirectory() ? PRIVATE_FOLDER_MODE : PRIVATE_FILE_MODE;
      if ((stats.mode & 0o777 & ~wanted) !== 0) {
        fs.chmodSync(current, wanted);
        tightened.push(path.relative(folder, current) || '.');
      }
      if (stats.isDirectory()) {
        for (const name of fs.readdirSync(current)) pending.push(path.join(current, name));
      }
    } catch (error) {
      // The database may remove a file of its own meanwhile: nothing left to protect.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return tightened;
}
