import { describe, expect, it } from 'vitest';
import { detectImageType } from './images.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((character) => character.charCodeAt(0)) : part,
    ),
  );

describe('detectImageType', () => {
  it.each([
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'), 'image/png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'), 'image/jpeg'],
    ['a GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['a GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['a PNG signature followed by HTML', bytes([0x89], 'PNG\r\n\x1a\n<html>'), 'image/png'],
  ])('recognises %s from its bytes', (_name, input, mimeType) => {
    expect(detectImageType(input)).toBe(mimeType);
  });

  it.each([
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['an HTML page', bytes('<!doctype html><script>alert(1)</script>')],
    ['a WAV (RIFF but not WebP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
    ['a PDF', bytes('%PDF-1.7')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, input) => {
    expect(detectImageType(input)).toBeUndefined();
  });
});
