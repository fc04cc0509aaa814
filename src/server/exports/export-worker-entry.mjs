// Plain JavaScript on purpose: on Node 20 a worker neither inherits tsx's loader nor applies
// `--import tsx` from its execArgv to its own entry file, but it can register tsx itself.
import { register } from 'tsx/esm/api';

register();
await import('./export-worker.ts');
