/** A run of the diff: text both have, or only the old (`removed`) or only the new (`added`). */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Past this many cells the middle is shown as removed then added (a rewrite, not an edit). */
const MAX_TABLE_CELLS = 4_000_000;

/** Words and the whitespace between them, so the parts join back into the texts exactly. */
function tokens(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  if (!text) return;
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * A word-level diff of two texts (the version history, "Changed since approval" and the change
 * memo): the common start and end are trimmed, the rest compared by longest common subsequence.
 * Joining the `same` and `removed` parts gives `before`; the `same` and `added` parts give
 * `after`.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  push(parts, 'same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_TABLE_CELLS) {
    push(parts, 'removed', midA.join(''));
    push(parts, 'added', midB.join(''));
  } else {
    for (const part of lcsDiff(midA, midB)) push(parts, part.kind, part.text);
  }
  push(parts, 'same', a.slice(endA).join(''));
  return parts;
}

function lcsDiff(a: string[], b: string[]): DiffPart[] {
  const n = a.length;
  const m = b.length;
  // lengths[i][j]: the LCS of a[i..] and b[j..], in one flat array.
  const lengths = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => i * (m + 1) + j;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[at(i, j)] =
        a[i] === b[j]
          ? lengths[at(i + 1, j + 1)]! + 1
          : Math.max(lengths[at(i + 1, j)]!, lengths[at(i, j + 1)]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push(parts, 'same', a[i++]!);
      j++;
    } else if (lengths[at(i + 1, j)]! >= lengths[at(i, j + 1)]!) {
      push(parts, 'removed', a[i++]!);
    } else {
      push(parts, 'added', b[j++]!);
    }
  }
  while (i < n) push(parts, 'removed', a[i++]!);
  while (j < m) push(parts, 'added', b[j++]!);
  return parts;
}

/** Words added and removed, for a one-line summary. */
export function diffCounts(parts: readonly DiffPart[]): { added: number; removed: number } {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  let added = 0;
  let removed = 0;
  for (const part of parts) {
    if (part.kind === 'added') added += words(part.text);
    if (part.kind === 'removed') removed += words(part.text);
  }
  return { added, removed };
}
