import JSZip from 'jszip';
import { markNumbersLeftToRight } from './signed-numbers.ts';

/** The parts of a Word file that hold text a reader sees. */
const TEXT_PARTS = /^word\/(document|header\d*|footer\d*)\.xml$/;

/**
 * A right-to-left Word file whose signed numbers and percentages read as left-to-right units
 * (`markNumbersLeftToRight`): Word and LibreOffice printed `5,000-` and `%12-`. Done on the
 * finished file's text runs (`<w:t>`), so every paragraph, table cell, header and footer is
 * covered whichever part of the renderer wrote it.
 */
export async function keepNumbersLeftToRight(bytes: Uint8Array): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(bytes);
  for (const name of Object.keys(zip.files)) {
    if (!TEXT_PARTS.test(name)) continue;
    const xml = await zip.file(name)!.async('string');
    zip.file(
      name,
      xml.replace(
        /(<w:t(?: [^>]*)?>)([^<]*)/g,
        (_, open: string, text: string) => `${open}${markNumbersLeftToRight(text)}`,
      ),
    );
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
