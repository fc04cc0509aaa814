import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * The folders' rules (docs/ARCHITECTURE.md), checked over every import statement:
 * - the page (src/web) never imports the server, nor the server the page;
 * - src/domain imports neither (it is pure and shared);
 * - a feature (src/web/features/<name>) never imports another feature: the app composes them.
 * One exception: the page's client (web/lib/api.ts) imports the server's `AppType`, types only,
 * for `hc<AppType>` (decision 0112): the routes type the page's calls, and no server code ships.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const PAGE_CLIENT = 'web/lib/api.ts';
const APP_TYPE = 'server/app.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });
}

/** `web/features/share`, `server`, `domain`, … of a path inside src. */
function area(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts[0] === 'web' && parts[1] === 'features') return parts.slice(0, 3).join('/');
  return parts[0]!;
}

function boundaryViolations(
  files: readonly string[],
  read = (file: string) => readFileSync(file, 'utf8'),
) {
  const violations: string[] = [];
  for (const file of files) {
    const from = area(file);
    for (const match of read(file).matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2]!;
      if (!specifier.startsWith('.')) continue;
      const to = area(path.resolve(path.dirname(file), specifier));
      const fromTop = from.split('/')[0];
      const toTop = to.split('/')[0];
      const typeOnlyAppType =
        path.relative(SRC, file) === PAGE_CLIENT &&
        path.relative(SRC, path.resolve(path.dirname(file), specifier)) === APP_TYPE &&
        /^\s*import type\b/.test(match[0]);
      const refused =
        (fromTop === 'web' && toTop === 'server' && !typeOnlyAppType) ||
        (fromTop === 'server' && toTop === 'web') ||
        (fromTop === 'domain' && (toTop === 'server' || toTop === 'web')) ||
        (from.startsWith('web/features/') && to.startsWith('web/features/') && from !== to);
      if (refused) violations.push(`${path.relative(SRC, file)} imports ${specifier}`);
    }
  }
  return violations;
}

it('keeps the page, the server, the domain and each feature within their bounds', () => {
  const files = sourceFiles(SRC);
  expect(files.length).toBeGreaterThan(100);
  expect(boundaryViolations(files)).toEqual([]);
});

it('notices a feature importing another feature, and the page importing the server', () => {
  const fake: Record<string, string> = {
    [path.join(SRC, 'web/features/share/a.ts')]:
      "import { x } from '../library/api/list-strategies.ts';\nimport type { Y } from '../../../server/app.ts';",
    [path.join(SRC, 'web/features/share/b.ts')]: "import { z } from './a.ts';",
    [path.join(SRC, 'web/lib/api.ts')]:
      "import type { AppType } from '../../server/app.ts';\nimport { app } from '../../server/app.ts';\nimport type { E } from '../../server/errors.ts';",
  };
  expect(boundaryViolations(Object.keys(fake), (file) => fake[file]!)).toEqual([
    'web/features/share/a.ts imports ../library/api/list-strategies.ts',
    'web/features/share/a.ts imports ../../../server/app.ts',
    'web/lib/api.ts imports ../../server/app.ts',
    'web/lib/api.ts imports ../../server/errors.ts',
  ]);
});
