import type { ChatMessage } from '../prompt.ts';

/**
 * The pairwise judgement of `npm run eval -- --compare` (issue 27): two drafts of one section,
 * which would a consultant rather send. Its first line is fixed so the fake model server can
 * recognise it. Each pair is judged twice with the drafts swapped, so a judge that prefers a
 * position scores a tie.
 */
export const JUDGE_FIRST_LINE =
  'Compare two drafts of the same section of a business strategy and say which one a consultant would rather send to a paying client.';

export function buildJudgePrompt(options: {
  title: string;
  overview: string;
  first: string;
  second: string;
}): ChatMessage[] {
  return [
    {
      role: 'system',
      content: 'You are a demanding partner at a strategy consultancy who reviews drafts.',
    },
    {
      role: 'user',
      content: [
        JUDGE_FIRST_LINE,
        `Section: ${options.title}`,
        `Business Overview:\n${options.overview.trim()}`,
        `Draft A:\n${options.first.trim()}`,
        `Draft B:\n${options.second.trim()}`,
        'Judge specificity to this business, correct use of its facts, structure and whether it can be acted on. Answer with one letter only: A or B.',
      ].join('\n\n'),
    },
  ];
}

/** The letter the judge chose, or undefined when the answer names neither or both. */
export function judgedLetter(answer: string): 'A' | 'B' | undefined {
  const letters = new Set(answer.toUpperCase().match(/\b[AB]\b/g) ?? []);
  return letters.size === 1 ? ([...letters][0] as 'A' | 'B') : undefined;
}
