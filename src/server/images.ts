import type { LogoMimeType } from '../domain/logo.ts';

const SIGNATURES: { mimeType: LogoMimeType; matches: (bytes: Uint8Array) => boolean }[] = [
  { mimeType: 'image/png', matches: (bytes) => startsWith(bytes, PNG) },
  { mimeType: 'image/jpeg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  {
    mimeType: 'image/gif',
    matches: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  },
  {
    mimeType: 'image/webp',
    matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  },
];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The image type its first bytes announce (PNG, JPEG, GIF, WebP), or undefined. The uploader's
 * Content-Type and file name are never trusted: an HTML or SVG file sent as `image/png` is refused.
 */
export function detectImageType(bytes: Uint8Array): LogoMimeType | undefined {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.mimeType;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}
