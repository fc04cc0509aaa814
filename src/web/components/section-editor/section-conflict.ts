/** "Merge": both texts in the editor, the person's on top, to tidy before saving. */
export function mergeTexts(mine: string, theirs: string): string {
  const top = mine.trimEnd();
  const bottom = theirs.trim();
  if (!bottom || top.includes(bottom)) return mine;
  return `${top}\n\n${bottom}\n`;
}
