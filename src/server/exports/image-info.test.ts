import { describe, expect, it } from 'vitest';
import { TINY_PNG } from './export-test-fixtures.ts';
import { readImageInfo } from './image-info.ts';

describe('readImageInfo', () => {
  it('reads the kind and size of PNG, GIF and JPEG headers', () => {
    expect(readImageInfo(TINY_PNG)).toEqual({ kind: 'png', width: 1, height: 1 });
    const gif = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x20, 0x00, 0x10, 0x00]);
    expect(readImageInfo(gif)).toEqual({ kind: 'gif', width: 32, height: 16 });
    const jpeg = Uint8Array.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x30,
      0x00, 0x40, 0x03,
    ]);
    expect(readImageInfo(jpeg)).toEqual({ kind: 'jpeg', width: 64, height: 48 });
  });

  it('refuses bytes that are no image it can embed', () => {
    expect(readImageInfo(Uint8Array.from([1, 2, 3]))).toBeUndefined();
    expect(
      readImageInfo(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect(readImageInfo(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBeUndefined();
  });
});
