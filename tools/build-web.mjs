// Builds the page when its sources are newer than the last build. Used by `npm start` and tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtPage = path.join(root, 'dist', 'index.html');

function newestChange(folder) {
  let newest = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

export function buildWebIfStale() {
  const inputs = [
    ...['src/web', 'src/domain'].map((folder) => newestChange(path.join(root, folder))),
    ...['vite.config.ts', 'package-lock.json'].map(
      (file) => fs.statSync(path.join(root, file)).mtimeMs,
    ),
  ];
  const builtAt = fs.existsSync(builtPage) ? fs.statSync(builtPage).mtimeMs : 0;
  if (Math.max(...inputs) <= builtAt) return;
  console.log('Building the web app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, which would bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('The web app failed to build');
}

if (process.argv[1] === import.meta.filename) buildWebIfStale();
