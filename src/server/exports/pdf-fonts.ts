import pdfmake from 'pdfmake';
import { ALL_FAMILIES, FONT_FACES, type FontFamily, fontFile, fontFilePath } from './fonts.ts';
import { installActualText } from './pdf-actual-text.ts';
import { SCRIPT_FAMILIES } from './script-fonts.ts';

let ready = false;
const loaded = new Set<FontFamily>();

function load(family: FontFamily): void {
  if (loaded.has(family)) return;
  for (const face of FONT_FACES) {
    const name = fontFilePath(family, face);
    if (!pdfmake.virtualfs.existsSync(name)) {
      pdfmake.virtualfs.writeFileSync(name, fontFile(family, face));
    }
  }
  loaded.add(family);
}

/**
 * Loads the bundled fonts (`fonts.ts`) into pdfmake's in-memory file system once per thread,
 * registered by family name, and then forbids every file and network access, so nothing in a
 * document can make the renderer read or fetch. The large script families (CJK files are 5-10
 * MB a face) are registered but read only when a document names them: `loadFontsOf`.
 */
export function preparePdfmake(): typeof pdfmake {
  if (ready) return pdfmake;
  const families: Record<string, Record<(typeof FONT_FACES)[number], string>> = {};
  for (const family of ALL_FAMILIES) {
    const faces = {} as Record<(typeof FONT_FACES)[number], string>;
    // Named by the file's own path: pdfmake reads it from memory, but the SVG of a chart
    // has pdfkit open its text's font by that name, bypassing the in-memory file system.
    for (const face of FONT_FACES) faces[face] = fontFilePath(family, face);
    families[family] = faces;
    if (!(SCRIPT_FAMILIES as readonly string[]).includes(family)) load(family);
  }
  pdfmake.setFonts(families as never);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  installActualText();
  ready = true;
  return pdfmake;
}

/**
 * Reads every script family a document definition names, including its running header and
 * footer (functions, asked once for a sample page), before pdfmake lays it out.
 */
export function loadFontsOf(definition: object): void {
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key === 'font' && typeof item === 'string' && ALL_FAMILIES.includes(item as FontFamily)) {
        load(item as FontFamily);
      } else if (key !== 'images') walk(item);
    }
  };
  walk(definition);
  const { header, footer } = definition as { header?: unknown; footer?: unknown };
  for (const furniture of [header, footer]) {
    if (typeof furniture === 'function') walk(furniture(2, 2, { width: 595, height: 842 }));
  }
}
