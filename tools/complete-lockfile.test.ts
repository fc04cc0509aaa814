import fs from 'node:fs';
import { expect, it } from 'vitest';
// @ts-expect-error: a plain ES module, also run as a script.
import { incompletePlatformEntries, missingOptionalPackages } from './complete-lockfile.mjs';

const lock = JSON.parse(fs.readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));

it('package-lock.json lists every optional package, so `npm ci` accepts it (npm run lock:complete)', () => {
  expect(missingOptionalPackages(lock)).toEqual([]);
});

it('every optional package carries its download address and platform fields, so npm installs only this platform’s', () => {
  expect(incompletePlatformEntries(lock)).toEqual([]);
  const biomeBinaries = Object.entries(lock.packages).filter(([location]) =>
    location.startsWith('node_modules/@biomejs/cli-'),
  );
  expect(biomeBinaries.length).toBeGreaterThan(1);
  for (const [, entry] of biomeBinaries) {
    expect(entry).toMatchObject({ optional: true, os: expect.any(Array), cpu: expect.any(Array) });
  }
});

it('keeps the optional packages a package brings (pdf.js reads PDFs with @napi-rs/canvas)', () => {
  const canvas = lock.packages['node_modules/@napi-rs/canvas'];
  expect(Object.keys(canvas.optionalDependencies ?? {})).toContain('@napi-rs/canvas-linux-x64-gnu');
});
