// Records, in package-lock.json, the other platforms' optional packages (native binaries of
// biome, esbuild, tailwind, rolldown...) that a registry mirror carrying only some platforms does
// not serve. Without them `npm ci` refuses the lock as out of sync; with them it skips them as it
// does on the public registry. Run after `npm install` changes the lock: `npm run lock:complete`.
import fs from 'node:fs';
import path from 'node:path';

const lockPath = path.resolve(import.meta.dirname, '..', 'package-lock.json');

/** Where npm would find `name` for the package at `from`: its own node_modules, then upwards. */
function resolves(packages, from, name) {
  for (let base = from; ; ) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const index = base.lastIndexOf('/node_modules/');
    base = index === -1 ? '' : base.slice(0, index);
  }
}

export function missingOptionalPackages(lock) {
  const missing = [];
  for (const [from, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!resolves(lock.packages, from, name)) {
        missing.push({ name, version, dev: entry.dev === true });
      }
    }
  }
  return missing;
}

if (process.argv[1] === import.meta.filename) {
  const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
  const missing = missingOptionalPackages(lock);
  for (const { name, version, dev } of missing) {
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(dev ? { dev: true } : {}),
      optional: true,
    };
  }
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`Recorded ${missing.length} optional packages of other platforms.`);
}
