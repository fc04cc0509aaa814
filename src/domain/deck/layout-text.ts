import { type StyleToken, TEXT_STYLES } from './deck-styles.ts';
import type { Box, DeckAlignment, DeckRun, TextElement } from './deck-types.ts';
import { type Fitted, fitText } from './text-fit.ts';

/**
 * A text box holding `runs` fitted into `box` (`fitText`): its height is the box's unless
 * `shrinkToText`, when it is the text's own (so the next block can follow right below).
 */
export function fittedText(
  runs: readonly DeckRun[],
  style: StyleToken,
  box: Box,
  options: {
    sizes?: readonly number[];
    align?: DeckAlignment;
    valign?: TextElement['valign'];
    shrinkToText?: boolean;
  } = {},
): { element: TextElement; fitted: Fitted } | undefined {
  const fitted = fitText(runs, style, box, options.sizes ?? [TEXT_STYLES[style].size]);
  if (!fitted) return undefined;
  return {
    element: {
      kind: 'text',
      box: options.shrinkToText ? { ...box, h: fitted.height } : box,
      style,
      size: fitted.size,
      runs: fitted.runs,
      align: options.align ?? 'left',
      valign: options.valign ?? 'top',
    },
    fitted,
  };
}

/** Plain text as one run. */
export const plain = (text: string): DeckRun[] => (text ? [{ text }] : []);
