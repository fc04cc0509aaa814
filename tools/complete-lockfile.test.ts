import fs from 'node:fs';
import { expect, it } from 'vitest';
// @ts-expect-error: a plain ES module, also run as a script.
import { missingOptionalPackages } from './complete-lockfile.mjs';

it('package-lock.json lists every optional package, so `npm ci` accepts it (npm run lock:complete)', () => {
  const lock = JSON.parse(
    fs.readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'),
  );
  expect(missingOptionalPackages(lock)).toEqual([]);
});
