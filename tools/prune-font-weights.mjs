// Run by `npm install` / `npm ci` (the root package's postinstall): deletes the font weights the
// app never draws from the @expo-google-fonts packages, which ship every weight (210 MB, most of
// it the CJK families). The exports (src/server/exports/fonts.ts, script-fonts.ts) and the page
// (src/web/lib/brand-fonts.ts) use only the faces below; prune-font-weights.test.ts fails when
// the code and this list disagree. Safe to run again; it never fails an install.
import fs from 'node:fs';
import path from 'node:path';

/** Per package, the face folders to keep: `<weight><Name>` with `_Italic` for an italic. */
export const KEPT_FACES = {
  'noto-sans-devanagari': ['400Regular', '700Bold'],
  'noto-sans-jp': ['400Regular', '700Bold'],
  'noto-sans-kr': ['400Regular', '700Bold'],
  'noto-sans-sc': ['400Regular', '700Bold'],
  'source-sans-3': ['400Regular', '400Regular_Italic', '700Bold', '700Bold_Italic'],
  'source-serif-4': ['400Regular', '400Regular_Italic', '600SemiBold', '600SemiBold_Italic'],
};

const FACE_FOLDER = /^\d00[A-Za-z]+(_Italic)?$/;

/** Deletes the unkept face folders under `nodeModules`; returns the folders it deleted. */
export function pruneFontWeights(nodeModules) {
  const deleted = [];
  for (const [name, kept] of Object.entries(KEPT_FACES)) {
    const folder = path.join(nodeModules, '@expo-google-fonts', name);
    if (!fs.existsSync(folder)) continue;
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory() || !FACE_FOLDER.test(entry.name) || kept.includes(entry.name)) {
        continue;
      }
      fs.rmSync(path.join(folder, entry.name), { recursive: true, force: true });
      deleted.push(`${name}/${entry.name}`);
    }
  }
  return deleted;
}

if (process.argv[1] === import.meta.filename) {
  try {
    const deleted = pruneFontWeights(path.resolve(import.meta.dirname, '..', 'node_modules'));
    if (deleted.length > 0) console.log(`Deleted ${deleted.length} unused font weights.`);
  } catch (error) {
    console.warn(`Kept every font weight: ${error.message}`);
  }
}
