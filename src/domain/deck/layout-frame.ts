import { formatLabel } from '../deliverable-labels.ts';
import { FRAME } from './deck-geometry.ts';
import type { LayoutElement } from './deck-types.ts';
import { fittedText, plain } from './layout-text.ts';

/** Title sizes, largest first: a long title takes a smaller size before it is shortened. */
const TITLE_SIZES = [28, 24, 20] as const;

/** A content slide's kicker (its group), title and rule. */
export function slideFrame(kicker: string, title: string): LayoutElement[] {
  const elements: LayoutElement[] = [];
  const kickerText = kicker && fittedText(plain(kicker), 'kicker', FRAME.kicker);
  if (kickerText) elements.push(kickerText.element);
  const titleText = fittedText(plain(title), 'title', FRAME.title, { sizes: TITLE_SIZES });
  if (titleText) elements.push(titleText.element);
  elements.push({
    kind: 'line',
    box: { x: FRAME.rule.x, y: FRAME.rule.y, w: FRAME.rule.w, h: 0 },
    colour: 'accent',
    weight: FRAME.rule.weight,
  });
  return elements;
}

/** The running footer with the slide's number, on every slide but the cover and the close. */
export function slideFooter(template: string, page: number, pages: number): LayoutElement[] {
  const text = formatLabel(template, { page, pages });
  const footer = fittedText(plain(text), 'footer', FRAME.footer);
  return [
    {
      kind: 'line',
      box: { x: FRAME.footerRule.x, y: FRAME.footerRule.y, w: FRAME.footerRule.w, h: 0 },
      colour: 'rule',
      weight: FRAME.footerRule.weight,
    },
    ...(footer ? [footer.element] : []),
  ];
}
