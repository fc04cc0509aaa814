import pdfmake from 'pdfmake';
import { ALL_FAMILIES, FONT_FACES, fontFile, fontFileName } from './fonts.ts';

let ready = false;

/**
 * Loads the bundled fonts (`fonts.ts`) into pdfmake's in-memory file system once per thread,
 * registered by family name, and then forbids every file and network access, so nothing in a
 * document can make the renderer read or fetch.
 */
export function preparePdfmake(): typeof pdfmake {
  if (ready) return pdfmake;
  const families: Record<string, Record<(typeof FONT_FACES)[number], string>> = {};
  for (const family of ALL_FAMILIES) {
    const faces = {} as Record<(typeof FONT_FACES)[number], string>;
    for (const face of FONT_FACES) {
      const name = fontFileName(family, face);
      if (!pdfmake.virtualfs.existsSync(name)) {
        pdfmake.virtualfs.writeFileSync(name, fontFile(family, face));
      }
      faces[face] = name;
    }
    families[family] = faces;
  }
  pdfmake.setFonts(families as never);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  ready = true;
  return pdfmake;
}
