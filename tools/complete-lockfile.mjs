// Records, in package-lock.json, the other platforms' optional packages (native binaries of
// biome, esbuild, tailwind, rolldown...) with their `os`, `cpu` and `libc` fields, read from the
// registry. A lock that lists them without those fields makes npm install every platform's
// binary (833 MB of Biome alone); with them npm installs only this platform's. Without the
// entries at all, `npm ci` refuses the lock as out of sync on a registry mirror that carries
// only some platforms. Run after `npm install` changes the lock: `npm run lock:complete`.
import fs from 'node:fs';
import path from 'node:path';

const lockPath = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const registry = (process.env.npm_config_registry ?? 'https://registry.npmjs.org/').replace(
  /\/?$/,
  '/',
);

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

/**
 * Optional entries recorded without what npm needs to judge them: no download address or no
 * integrity (npm writes both, with `os`/`cpu`/`libc`, for every package it resolves itself).
 * npm installs such an entry on every platform.
 */
export function incompletePlatformEntries(lock) {
  return Object.entries(lock.packages)
    .filter(([location, entry]) => location && entry.optional === true)
    .filter(([, entry]) => !entry.resolved || !entry.integrity)
    .map(([location]) => location);
}

async function manifest(name, version) {
  const response = await fetch(`${registry}${name.replace('/', '%2f')}/${version}`);
  if (!response.ok) throw new Error(`${name}@${version}: the registry answered ${response.status}`);
  return response.json();
}

/**
 * The fields npm itself writes for a platform package it did not install, added to what the
 * entry already says (its dependencies and optional dependencies stay as they are).
 */
async function completeEntry(location, entry) {
  const name = location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const found = await manifest(name, entry.version);
  return {
    resolved: found.dist.tarball,
    integrity: found.dist.integrity,
    ...(found.cpu ? { cpu: found.cpu } : {}),
    ...(found.libc ? { libc: found.libc } : {}),
    ...(found.os ? { os: found.os } : {}),
    ...(found.engines ? { engines: found.engines } : {}),
    ...entry,
  };
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
  const incomplete = incompletePlatformEntries(lock);
  for (const location of incomplete) {
    lock.packages[location] = await completeEntry(location, lock.packages[location]);
  }
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    `Recorded ${missing.length} optional packages of other platforms; completed ${incomplete.length} with their platform fields.`,
  );
}
