/**
 * Where sentences end, for cutting a point to whole sentences: at `.`, `!`, `?` or `؟` before a
 * space or the end, or at `。`, `！`, `？` anywhere; a citation right after (`Sentence. [2]`)
 * belongs to the sentence it closes, so a cut never parts a claim from its source.
 */
const SENTENCE_END = /(?:[.!?؟](?=\s|$)|[。！？])(?:\s*\[\s*\d{1,3}(?:\s*[-–,]\s*\d{1,3})*\s*\])?/g;

/** The offsets just after each sentence's end, in order. */
export function sentenceEnds(text: string): number[] {
  return [...text.matchAll(SENTENCE_END)].map((match) => (match.index ?? 0) + match[0].length);
}

/** Just after the first sentence, or the text's length when it is one sentence. */
export function sentenceEnd(text: string): number {
  const first = sentenceEnds(text).find((end) => text.slice(end).trim() !== '');
  return first ?? text.length;
}
