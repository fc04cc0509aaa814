// `npm start`: build the page and the server when their sources changed, then run the built
// server in this process (decision 0110).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServerIfStale, SERVER_BUILD_DIR } from './build-server.mjs';
import { buildWebIfStale } from './build-web.mjs';

try {
  buildWebIfStale();
  await buildServerIfStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// The server reads .env and its data folder from the checkout, wherever npm was started.
process.chdir(path.resolve(import.meta.dirname, '..'));
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(SERVER_BUILD_DIR, 'main.mjs')).href);
