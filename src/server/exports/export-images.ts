import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ExportDocument, ExportImage } from './export-document.ts';

/**
 * The longest side a logo keeps in an export: a 60 mm logo printed at 300 dpi needs 709 px.
 * A 6000 x 6000 logo otherwise cost every PDF 8 s and 550 MB to decode and embed.
 */
export const EXPORT_LOGO_MAX_SIDE = 720;
/** A logo's pixels sharp agrees to decode at all (the upload limit is 4096 a side). */
const MAX_INPUT_PIXELS = 8192 * 8192;
const CACHE_ENTRIES = 64;

// sharp's own cache keeps decoded images around; each logo is prepared once here instead.
sharp.cache(false);

const prepared = new Map<string, Promise<ExportImage | undefined>>();

/**
 * A logo as exports embed it: PNG (or JPEG for a photo-like JPEG) at most
 * EXPORT_LOGO_MAX_SIDE a side, whatever it was uploaded as (a WebP or GIF logo becomes a PNG the
 * PDF can show). Prepared once per distinct image and kept (by its bytes' hash, the last 64),
 * so every later export of the strategy sends the small copy. Undefined when the image cannot
 * be read: the export goes on without it, as the spec says.
 */
export function prepareExportImage(image: ExportImage): Promise<ExportImage | undefined> {
  const key = createHash('sha256').update(image.bytes).digest('hex');
  const cached = prepared.get(key);
  if (cached) {
    // Most recently used last: the map's first key is the one to drop.
    prepared.delete(key);
    prepared.set(key, cached);
    return cached;
  }
  const result = downscale(image);
  prepared.set(key, result);
  if (prepared.size > CACHE_ENTRIES) prepared.delete(prepared.keys().next().value as string);
  return result;
}

async function downscale(image: ExportImage): Promise<ExportImage | undefined> {
  try {
    const input = sharp(image.bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const metadata = await input.metadata();
    const resized = input.rotate().resize({
      width: EXPORT_LOGO_MAX_SIDE,
      height: EXPORT_LOGO_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    if (metadata.format === 'jpeg' && !metadata.hasAlpha) {
      return { bytes: await resized.jpeg({ quality: 90 }).toBuffer(), mimeType: 'image/jpeg' };
    }
    return {
      bytes: await resized.png({ compressionLevel: 9 }).toBuffer(),
      mimeType: 'image/png',
    };
  } catch {
    return undefined;
  }
}

/** The document with its logos replaced by their prepared copies. */
export async function withExportImages(document: ExportDocument): Promise<ExportDocument> {
  const [logo, firmLogo] = await Promise.all([
    document.logo ? prepareExportImage(document.logo) : undefined,
    document.firmLogo ? prepareExportImage(document.firmLogo) : undefined,
  ]);
  const { logo: _logo, firmLogo: _firmLogo, ...rest } = document;
  return { ...rest, ...(logo ? { logo } : {}), ...(firmLogo ? { firmLogo } : {}) };
}
