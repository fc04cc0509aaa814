import type { QualityFinding } from './quality-types.ts';

/** Under this share of the brief's target the section is "far under" it. */
const FAR_UNDER = 0.4;

/** Words, or for unspaced scripts (Chinese, Japanese) characters read as two to a word. */
export function wordsIn(markdown: string): number {
  const cjk = markdown.match(/[\u3040-\u30ff\u3400-\u9fff]/gu)?.length ?? 0;
  const words =
    markdown.replace(/[\u3040-\u30ff\u3400-\u9fff]/gu, ' ').match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  return words + Math.round(cjk / 2);
}

export function checkLength(markdown: string, targetWords: number | undefined): QualityFinding[] {
  if (!targetWords) return [];
  const words = wordsIn(markdown);
  if (words >= targetWords * FAR_UNDER) return [];
  return [
    {
      check: 'length',
      severity: 'warning',
      message: `The section has about ${words} words; its brief asks for about ${targetWords}.`,
      excerpt: '',
    },
  ];
}
