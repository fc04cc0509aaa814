const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const LIST_ITEM = /^\s{0,3}([-*+]|\d{1,9}[.)])(\s|$)/;
/** Link reference or footnote definitions resolve across the whole text: keep it in one piece. */
const DEFINITION = /^\s{0,3}\[[^\]]+\]:/m;

/**
 * Splits Markdown into blocks that render the same apart as together, so a section can be
 * rendered block by block: finished blocks keep their rendering and only the last one, still
 * growing, is parsed again as text arrives. A split falls on blank lines outside fenced code
 * whose next line starts a new top-level block: not indented (a list item's continuation) and
 * not a list item (a loose list stays one list).
 */
export function splitBlocks(text: string): string[] {
  if (DEFINITION.test(text)) return text.trim() ? [text.trim()] : [];
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | undefined;
  let blank = false;
  for (const line of text.split('\n')) {
    if (!fence && line.trim() === '') {
      blank = current.length > 0;
      continue;
    }
    const startsBlock = blank && !/^\s/.test(line) && !LIST_ITEM.test(line);
    if (startsBlock) {
      blocks.push(current.join('\n'));
      current = [];
    } else if (blank) {
      current.push('');
    }
    blank = false;
    current.push(line);
    const marker = FENCE.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? undefined : marker;
  }
  if (current.length > 0) blocks.push(current.join('\n'));
  return blocks;
}
