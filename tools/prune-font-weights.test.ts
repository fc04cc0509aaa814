import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ALL_FAMILIES, FONT_FACES, fontFilePath } from '../src/server/exports/fonts.ts';
// @ts-expect-error: a plain ES module, also run as a script.
import { KEPT_FACES, pruneFontWeights } from './prune-font-weights.mjs';

const require = createRequire(import.meta.url);

/** Every font file the exports open and the page imports (`?url`), as paths. */
function fontFilesInUse(): string[] {
  const exportFiles = ALL_FAMILIES.flatMap((family) =>
    FONT_FACES.map((face) => fontFilePath(family, face)),
  );
  const pageSource = fs.readFileSync(
    new URL('../src/web/lib/brand-fonts.ts', import.meta.url),
    'utf8',
  );
  const pageFiles = [...pageSource.matchAll(/from '([^']+\.ttf)\?url'/g)].map((match) =>
    require.resolve(match[1] as string),
  );
  expect(pageFiles.length).toBeGreaterThan(0);
  return [...exportFiles, ...pageFiles];
}

it('every font file the exports and the page use is installed (the prune kept it)', () => {
  expect(fontFilesInUse().filter((file) => !fs.existsSync(file))).toEqual([]);
});

it('keeps exactly the @expo-google-fonts faces the code uses', () => {
  const used = new Set(
    fontFilesInUse().flatMap((file) => {
      const match = file.match(/@expo-google-fonts[/\\]([^/\\]+)[/\\]([^/\\]+)[/\\]/);
      return match ? [`${match[1]}/${match[2]}`] : [];
    }),
  );
  const kept = Object.entries(KEPT_FACES as Record<string, string[]>).flatMap(([name, faces]) =>
    faces.map((face) => `${name}/${face}`),
  );
  expect([...used].sort()).toEqual(kept.sort());
});

it('deletes only the unkept weights, skips a missing package and can run again', () => {
  const nodeModules = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-fonts-'));
  const family = path.join(nodeModules, '@expo-google-fonts', 'noto-sans-jp');
  for (const entry of ['100Thin', '400Regular', '700Bold', '900Black']) {
    fs.mkdirSync(path.join(family, entry), { recursive: true });
    fs.writeFileSync(path.join(family, entry, `NotoSansJP_${entry}.ttf`), '');
  }
  fs.writeFileSync(path.join(family, 'LICENSE_FONT'), '');
  try {
    expect(pruneFontWeights(nodeModules)).toEqual([
      'noto-sans-jp/100Thin',
      'noto-sans-jp/900Black',
    ]);
    expect(fs.readdirSync(family).sort()).toEqual(['400Regular', '700Bold', 'LICENSE_FONT']);
    expect(pruneFontWeights(nodeModules)).toEqual([]);
  } finally {
    fs.rmSync(nodeModules, { recursive: true, force: true });
  }
});
