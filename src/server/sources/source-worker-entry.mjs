// Plain JavaScript on purpose (see decision 0001): on Node 20 a worker neither inherits tsx's
// loader nor applies `--import tsx` to its own entry file, but it can register tsx itself.
import { register } from 'tsx/esm/api';

register();
await import('./source-worker.ts');
