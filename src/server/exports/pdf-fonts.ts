import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';

/**
 * DejaVu instead of pdfmake's bundled Roboto: Roboto lacks glyphs a strategy in Greek, Russian
 * or with arrows needs, and prints blanks where they should be.
 */
export const BODY_FONT = 'DejaVuSans';
export const CODE_FONT = 'DejaVuSansMono';

const FONT_FILES = {
  [BODY_FONT]: {
    normal: 'DejaVuSans.ttf',
    bold: 'DejaVuSans-Bold.ttf',
    italics: 'DejaVuSans-Oblique.ttf',
    bolditalics: 'DejaVuSans-BoldOblique.ttf',
  },
  [CODE_FONT]: {
    normal: 'DejaVuSansMono.ttf',
    bold: 'DejaVuSansMono-Bold.ttf',
    italics: 'DejaVuSansMono-Oblique.ttf',
    bolditalics: 'DejaVuSansMono-BoldOblique.ttf',
  },
};

let ready = false;

/**
 * Loads the fonts into pdfmake's in-memory file system once per thread and then forbids every
 * file and network access, so nothing in a document can make the renderer read or fetch.
 */
export function preparePdfmake(): typeof pdfmake {
  if (ready) return pdfmake;
  const require = createRequire(import.meta.url);
  const fontDirectory = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  for (const files of Object.values(FONT_FILES)) {
    for (const file of Object.values(files)) {
      if (!pdfmake.virtualfs.existsSync(file)) {
        pdfmake.virtualfs.writeFileSync(file, readFileSync(join(fontDirectory, file)));
      }
    }
  }
  pdfmake.setFonts(FONT_FILES);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  ready = true;
  return pdfmake;
}
