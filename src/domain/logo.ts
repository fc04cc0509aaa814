/** Logo limits: the page checks them first, the server enforces them. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** No SVG: it can carry script. The server recognises the type from the bytes, not the name. */
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type LogoMimeType = (typeof LOGO_MIME_TYPES)[number];

export const LOGO_TOO_LARGE = 'Logo must be at most 2 MB';
export const LOGO_WRONG_TYPE = 'Logo must be a PNG, JPEG, GIF or WebP image';

/** Larger logos cost seconds and hundreds of MB per export; a logo needs far fewer pixels. */
export const LOGO_MAX_SIDE = 4096;
export function logoTooManyPixels(width: number, height: number): string {
  return `Logo must be at most ${LOGO_MAX_SIDE} pixels on each side (this one is ${width} × ${height}); make it smaller and upload it again`;
}
