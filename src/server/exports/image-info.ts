/** The kinds PDF (PNG, JPEG) or Word (PNG, JPEG, GIF) can embed; a WebP logo is skipped. */
export type ImageKind = 'png' | 'jpeg' | 'gif';

export interface ImageInfo {
  kind: ImageKind;
  width: number;
  height: number;
}

/**
 * Reads an image's kind and pixel size from its header. The logo's stored MIME type is not
 * trusted: the bytes decide. Undefined when the bytes are not a readable PNG, JPEG or GIF.
 */
export function readImageInfo(bytes: Uint8Array): ImageInfo | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const info = readPng(view) ?? readGif(view) ?? readJpeg(view);
  return info && info.width > 0 && info.height > 0 ? info : undefined;
}

function startsWith(view: DataView, signature: number[], offset = 0): boolean {
  if (view.byteLength < offset + signature.length) return false;
  return signature.every((byte, index) => view.getUint8(offset + index) === byte);
}

function readPng(view: DataView): ImageInfo | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!startsWith(view, signature) || view.byteLength < 24) return undefined;
  return { kind: 'png', width: view.getUint32(16), height: view.getUint32(20) };
}

function readGif(view: DataView): ImageInfo | undefined {
  if (!startsWith(view, [0x47, 0x49, 0x46, 0x38]) || view.byteLength < 10) return undefined;
  return { kind: 'gif', width: view.getUint16(6, true), height: view.getUint16(8, true) };
}

/** Walks the JPEG segments to the first start-of-frame marker, which holds the size. */
function readJpeg(view: DataView): ImageInfo | undefined {
  if (!startsWith(view, [0xff, 0xd8])) return undefined;
  let offset = 2;
  while (offset + 9 <= view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return undefined;
    const marker = view.getUint8(offset + 1);
    const isStartOfFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) {
      return {
        kind: 'jpeg',
        height: view.getUint16(offset + 5),
        width: view.getUint16(offset + 7),
      };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return undefined;
}
