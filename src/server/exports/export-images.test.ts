import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readImageInfo } from '../image-info.ts';
import { EXPORT_LOGO_MAX_SIDE, prepareExportImage } from './export-images.ts';

async function flatPng(width: number, height: number): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({
      create: { width, height, channels: 4, background: { r: 20, g: 60, b: 120, alpha: 1 } },
    })
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer(),
  );
}

describe('prepareExportImage', () => {
  it('downscales a 6000 x 6000 logo to what a 60 mm print needs, once', async () => {
    const bytes = await flatPng(6000, 6000);
    expect(bytes.byteLength).toBeLessThan(400_000);
    const first = await prepareExportImage({ bytes, mimeType: 'image/png' });
    expect(first && readImageInfo(first.bytes)).toEqual({
      kind: 'png',
      width: EXPORT_LOGO_MAX_SIDE,
      height: EXPORT_LOGO_MAX_SIDE,
    });
    // The same image again (another export, a copy of the bytes) is not prepared again.
    const again = await prepareExportImage({ bytes: bytes.slice(), mimeType: 'image/png' });
    expect(again).toBe(first);
  }, 60_000);

  it('keeps a small logo’s size and proportions', async () => {
    const prepared = await prepareExportImage({
      bytes: await flatPng(300, 120),
      mimeType: 'image/png',
    });
    expect(prepared && readImageInfo(prepared.bytes)).toMatchObject({ width: 300, height: 120 });
  });

  it('turns a WebP logo into a PNG the PDF can embed', async () => {
    const webp = await sharp({
      create: { width: 64, height: 32, channels: 3, background: '#336699' },
    })
      .webp()
      .toBuffer();
    const prepared = await prepareExportImage({ bytes: webp, mimeType: 'image/webp' });
    expect(prepared?.mimeType).toBe('image/png');
    expect(prepared && readImageInfo(prepared.bytes)?.kind).toBe('png');
  });

  it('gives nothing for bytes that are no image, and a header claiming 100000 x 100000', async () => {
    expect(
      await prepareExportImage({
        bytes: new TextEncoder().encode('not an image'),
        mimeType: 'image/png',
      }),
    ).toBeUndefined();
    const header = Buffer.from(await flatPng(1, 1));
    header.writeUInt32BE(100_000, 16);
    header.writeUInt32BE(100_000, 20);
    expect(await prepareExportImage({ bytes: header, mimeType: 'image/png' })).toBeUndefined();
  });
});
