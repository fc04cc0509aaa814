// Plain JavaScript on purpose (decision 0001): on Node 20 a worker neither inherits tsx's loader
// nor applies `--import tsx` to its own entry file, but it can register tsx itself. Every pool's
// worker starts here and then loads its own TypeScript module, named in `workerData`.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
