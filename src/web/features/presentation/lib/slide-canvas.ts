import { SLIDE } from '../../../../domain/deck/deck-geometry.ts';

/**
 * The slide is drawn on a fixed 16:9 canvas of CSS pixels, 96 to the inch of the deck's
 * 13.333 x 7.5 in slide, then scaled to the screen as a whole: the layout fitted for PowerPoint
 * is the one the page shows, on a phone and a wall alike.
 */
export const CANVAS = { width: 1280, height: 720 } as const;

const PIXELS_PER_INCH = CANVAS.width / SLIDE.width;

/** Inches of the slide as canvas pixels. */
export const inches = (value: number) => value * PIXELS_PER_INCH;
/** Points as canvas pixels. */
export const points = (value: number) => (value * PIXELS_PER_INCH) / 72;
