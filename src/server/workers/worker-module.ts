/**
 * A worker's module beside the module at `base` (its `import.meta.url`): the TypeScript source
 * when the server runs from its sources (tsx, tests), and the bundle of the same name when it
 * runs built, where `tools/build-server.mjs` puts each worker's bundle beside the server's.
 */
export function workerModuleUrl(name: string, base: string): URL {
  return new URL(`./${name}${base.endsWith('.ts') ? '.ts' : '.mjs'}`, base);
}
