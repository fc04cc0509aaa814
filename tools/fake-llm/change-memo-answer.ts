import { CHANGE_MEMO_FIRST_LINE } from '../../src/domain/change-memo.ts';

/**
 * The fake writer of the change memo's summaries: the words before and after, counted, so a test
 * can tell each section's summary is its own.
 */
export function changeMemoAnswer(userMessage: string): string | undefined {
  if (!userMessage.startsWith(CHANGE_MEMO_FIRST_LINE)) return undefined;
  const block = (name: string, next: string) =>
    new RegExp(`\\n\\n${name}:\\n([\\s\\S]*?)\\n\\n${next}`).exec(userMessage)?.[1] ?? '';
  // "(the section had no text)" is no text.
  const words = (text: string) =>
    text.startsWith('(') ? 0 : (text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0);
  const before = words(block('Before', 'After:'));
  const after = words(block('After', 'Answer \\{'));
  return JSON.stringify({ summary: `The section went from ${before} to ${after} words.` });
}
