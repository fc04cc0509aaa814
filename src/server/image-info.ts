import type { LogoMimeType } from '../domain/logo.ts';

/**
 * The one place that tells an image's type and size from its bytes (uploads, source intake and
 * exports all use it). The uploader's Content-Type, the file name and a logo's stored MIME type
 * are never trusted: an HTML or SVG file sent as `image/png` is refused.
 */
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp';

export interface ImageInfo {
  kind: ImageKind;
  width: number;
  height: number;
}

const SIGNATURES: { kind: ImageKind; matches: (bytes: Uint8Array) => boolean }[] = [
  {
    kind: 'png',
    matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { kind: 'jpeg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  {
    kind: 'gif',
    matches: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  },
  {
    kind: 'webp',
    matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  },
];

/** The image type the first bytes announce (PNG, JPEG, GIF, WebP), or undefined. */
export function imageMimeType(bytes: Uint8Array): LogoMimeType | undefined {
  const kind = imageKind(bytes);
  return kind && `image/${kind}`;
}

/**
 * An image's kind and pixel size from its header, or undefined when the bytes are no PNG, JPEG,
 * GIF or WebP or the size cannot be read (a PNG signature followed by anything else).
 */
export function readImageInfo(bytes: Uint8Array): ImageInfo | undefined {
  const kind = imageKind(bytes);
  if (!kind) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = SIZE_READERS[kind](view);
  return size && size.width > 0 && size.height > 0 ? { kind, ...size } : undefined;
}

function imageKind(bytes: Uint8Array): ImageKind | undefined {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.kind;
}

type Size = { width: number; height: number };

const SIZE_READERS: Record<ImageKind, (view: DataView) => Size | undefined> = {
  png: readPngSize,
  jpeg: readJpegSize,
  gif: (view) =>
    view.byteLength < 10
      ? undefined
      : { width: view.getUint16(6, true), height: view.getUint16(8, true) },
  webp: readWebpSize,
};

/** A PNG's size is in its IHDR chunk; without one the bytes only start like a PNG. */
function readPngSize(view: DataView): Size | undefined {
  if (view.byteLength < 24 || fourCharacters(view, 12) !== 'IHDR') return undefined;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Walks the JPEG segments to the first start-of-frame marker, which holds the size. */
function readJpegSize(view: DataView): Size | undefined {
  let offset = 2;
  while (offset + 9 <= view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return undefined;
    const marker = view.getUint8(offset + 1);
    const isStartOfFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return undefined;
}

/** The canvas size of the three WebP forms: extended (VP8X), lossy (VP8), lossless (VP8L). */
function readWebpSize(view: DataView): Size | undefined {
  if (view.byteLength < 30) return undefined;
  const chunk = fourCharacters(view, 12);
  const uint24 = (offset: number) =>
    view.getUint16(offset, true) + (view.getUint8(offset + 2) << 16);
  if (chunk === 'VP8X') return { width: 1 + uint24(24), height: 1 + uint24(27) };
  if (chunk === 'VP8 ') {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  return undefined;
}

function fourCharacters(view: DataView, offset: number): string {
  if (view.byteLength < offset + 4) return '';
  return String.fromCharCode(...new Uint8Array(view.buffer, view.byteOffset + offset, 4));
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}
