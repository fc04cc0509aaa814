// Builds the server into build/server/ when its sources changed since the last build, so
// `npm start` runs JavaScript instead of compiling TypeScript at every start (decision 0110).
// Each thread's entry is a bundle of its own, side by side: the server, the pools' workers and
// the embedded database's thread. Packages stay in node_modules, loaded as they are.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_BUILD_DIR = path.join(root, 'build', 'server');

/** Bundle names: the code finds each worker beside the server (`workerModuleUrl`). */
const ENTRIES = {
  main: 'src/server/main.ts',
  'export-worker': 'src/server/exports/export-worker.ts',
  'source-worker': 'src/server/sources/source-worker.ts',
  'pglite-worker': 'src/server/db/pglite-worker.mjs',
};
/** The files each build read, so the next start knows whether any of them changed. */
const INPUTS_FILE = 'inputs.json';
/** Not in the bundles, but they decide what the build makes. */
const BUILD_INPUTS = ['package-lock.json', 'tools/build-server.mjs'];

/**
 * `outDir` must sit two folders below the checkout, like src/server/: the server finds its
 * root from there (`src/server/project-root.ts`).
 */
export async function buildServer(outDir = SERVER_BUILD_DIR) {
  const { build } = await import('esbuild');
  // A source saved while the build reads it counts as newer than the build.
  const startedAt = new Date();
  fs.rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.entries(ENTRIES).map(([out, entry]) => ({ in: entry, out })),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    // Error classes keep their names, which messages and checks may show.
    keepNames: true,
    metafile: true,
    logLevel: 'warning',
  });
  const inputs = [...Object.keys(result.metafile.inputs), ...BUILD_INPUTS];
  fs.writeFileSync(path.join(outDir, INPUTS_FILE), JSON.stringify(inputs));
  fs.utimesSync(path.join(outDir, INPUTS_FILE), startedAt, startedAt);
}

/** Whether the build is missing or any file it read is newer than it (or gone). */
export function serverBuildIsStale(outDir = SERVER_BUILD_DIR) {
  let builtAt;
  let inputs;
  try {
    builtAt = fs.statSync(path.join(outDir, INPUTS_FILE)).mtimeMs;
    inputs = JSON.parse(fs.readFileSync(path.join(outDir, INPUTS_FILE), 'utf8'));
  } catch {
    return true;
  }
  return inputs.some((input) => {
    const stat = fs.statSync(path.join(root, input), { throwIfNoEntry: false });
    return !stat || stat.mtimeMs > builtAt;
  });
}

export async function buildServerIfStale() {
  if (!serverBuildIsStale()) return;
  console.log('Building the server…');
  await buildServer();
}

if (process.argv[1] === import.meta.filename) await buildServer();
