import { JUDGE_FIRST_LINE } from '../../src/domain/quality/judge-prompt.ts';

const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

/**
 * The fake judge of `npm run eval -- --compare`: the draft with more words wins (ties go to A).
 * Deterministic and blind to position, so swapping the drafts swaps its letter.
 */
export function judgeAnswer(userMessage: string): string | undefined {
  if (!userMessage.startsWith(JUDGE_FIRST_LINE)) return undefined;
  const first = /\n\nDraft A:\n([\s\S]*?)\n\nDraft B:\n/.exec(userMessage)?.[1] ?? '';
  const second = /\n\nDraft B:\n([\s\S]*?)\n\nJudge /.exec(userMessage)?.[1] ?? '';
  return wordsOf(second) > wordsOf(first) ? 'B' : 'A';
}
