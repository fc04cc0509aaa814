import { SLIDE } from './deck-geometry.ts';
import type { Box, DeckAlignment, LayoutElement } from './deck-types.ts';

const flipBox = (box: Box): Box => ({ ...box, x: SLIDE.width - box.x - box.w });
const flipAlign = (align: DeckAlignment): DeckAlignment =>
  align === 'left' ? 'right' : align === 'right' ? 'left' : align;

/**
 * A slide laid out for a right-to-left language: every box mirrored across the slide (the cover
 * panel on the right, a point's marker right of its text), text set against its right edge and
 * a table's columns in right-to-left order. The painters then draw it as they draw any slide.
 */
export function mirrored(elements: readonly LayoutElement[]): LayoutElement[] {
  return elements.map((element): LayoutElement => {
    switch (element.kind) {
      case 'text':
        return { ...element, box: flipBox(element.box), align: flipAlign(element.align) };
      case 'image':
        return {
          ...element,
          box: flipBox(element.box),
          align: element.align === 'left' ? 'right' : 'left',
        };
      case 'table':
        return {
          ...element,
          box: flipBox(element.box),
          header: [...element.header].reverse(),
          rows: element.rows.map((row) => [...row].reverse()),
          align: [...element.align].reverse().map(flipAlign),
          columns: [...element.columns].reverse(),
        };
      default:
        return { ...element, box: flipBox(element.box) };
    }
  });
}
