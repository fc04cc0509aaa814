import { describe, expect, it } from 'vitest';
import { imageMimeType, readImageInfo } from './image-info.ts';
import { TINY_PNG } from './testing/export-fixtures.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((character) => character.charCodeAt(0)) : part,
    ),
  );

describe('imageMimeType', () => {
  it.each([
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'), 'image/png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'), 'image/jpeg'],
    ['a GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['a GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['a PNG signature followed by HTML', bytes([0x89], 'PNG\r\n\x1a\n<html>'), 'image/png'],
  ])('recognises %s from its bytes', (_name, input, mimeType) => {
    expect(imageMimeType(input)).toBe(mimeType);
  });

  it.each([
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['an HTML page', bytes('<!doctype html><script>alert(1)</script>')],
    ['a WAV (RIFF but not WebP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
    ['a PDF', bytes('%PDF-1.7')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, input) => {
    expect(imageMimeType(input)).toBeUndefined();
  });
});

describe('readImageInfo', () => {
  it('reads the kind and size of PNG, GIF, JPEG and WebP headers', () => {
    expect(readImageInfo(TINY_PNG)).toEqual({ kind: 'png', width: 1, height: 1 });
    const gif = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x20, 0x00, 0x10, 0x00]);
    expect(readImageInfo(gif)).toEqual({ kind: 'gif', width: 32, height: 16 });
    const jpeg = Uint8Array.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x30,
      0x00, 0x40, 0x03,
    ]);
    expect(readImageInfo(jpeg)).toEqual({ kind: 'jpeg', width: 64, height: 48 });
    // VP8X: canvas width-1 and height-1 as 24-bit little-endian numbers at bytes 24 and 27.
    const webp = bytes('RIFF', [0x16, 0, 0, 0], 'WEBPVP8X', [10, 0, 0, 0, 0, 0, 0, 0]);
    const extended = new Uint8Array(30);
    extended.set(webp);
    extended.set([99, 0, 0, 49, 0, 0], 24);
    expect(readImageInfo(extended)).toEqual({ kind: 'webp', width: 100, height: 50 });
  });

  it('refuses bytes that are no image, or an image whose size cannot be read', () => {
    expect(readImageInfo(Uint8Array.from([1, 2, 3]))).toBeUndefined();
    expect(
      readImageInfo(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect(readImageInfo(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBeUndefined();
    expect(
      readImageInfo(bytes([0x89], 'PNG\r\n\x1a\n<html><script>x</script></html>')),
    ).toBeUndefined();
  });
});
