import { DECK_GEOMETRY } from '../../../../domain/deck/deck-geometry.ts';

/**
 * The slide is drawn on a fixed 16:9 canvas of CSS pixels, 96 to the inch of the PowerPoint
 * slide (13.333 x 7.5 in), at the same places and sizes as `pptx-renderer.ts`, then scaled to
 * the screen as a whole. So the line budget `composeDeck` fills is the one the page shows.
 */
export const CANVAS = {
  width: 1280,
  height: 720,
} as const;

const PIXELS_PER_INCH = CANVAS.width / DECK_GEOMETRY.slideWidth;

/** Inches of the PowerPoint slide as canvas pixels. */
export const inches = (value: number) => value * PIXELS_PER_INCH;
/** Points as canvas pixels. */
export const points = (value: number) => (value * PIXELS_PER_INCH) / 72;

export const SLIDE_BOX = {
  left: inches(0.6),
  width: inches(DECK_GEOMETRY.slideWidth - 1.2),
  bodyTop: inches(1.85),
  bodyHeight: inches(4.95),
  footerTop: inches(6.95),
} as const;
