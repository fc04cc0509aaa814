/** The reading column (max-w-3xl at 15 px) holds about this many characters a line. */
const CHARACTERS_PER_LINE = 95;
const LINE_PX = 25.5;
const TABLE_ROW_PX = 38;
/** Card padding, heading and the "tokens" line. */
const CARD_CHROME_PX = 110;

/**
 * A written card's height before it is rendered, from its Markdown: the size an off-screen card
 * reserves (`contain-intrinsic-size`), so the page neither jumps as cards fill in nor lands a
 * jump to a section in the wrong place. An estimate: a little more or less is fine, seconds of
 * blank or a scroll bar that moves by whole screens are not.
 */
export function estimateCardHeight(markdown: string, width = 720): number {
  const perLine = Math.max(20, Math.round((CHARACTERS_PER_LINE * width) / 720));
  let pixels = CARD_CHROME_PX;
  for (const line of markdown.split('\n')) {
    const text = line.trim();
    if (text === '') pixels += LINE_PX * 0.45;
    else if (text.startsWith('|')) pixels += /^\|?\s*:?-{2,}/.test(text) ? 0 : TABLE_ROW_PX;
    else if (text.startsWith('#')) pixels += LINE_PX * 1.8;
    else pixels += LINE_PX * Math.ceil(text.length / perLine);
  }
  return Math.round(pixels);
}
