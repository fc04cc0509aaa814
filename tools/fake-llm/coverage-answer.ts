import { COVERAGE_FIRST_LINE } from '../../src/domain/quality/coverage.ts';

/**
 * The fake reviewer of the coverage check: a point is covered when the section's text holds its
 * longest word (case aside). Deterministic, so a test can leave a point out on purpose.
 */
export function coverageAnswer(userMessage: string): string | undefined {
  if (!userMessage.startsWith(COVERAGE_FIRST_LINE)) return undefined;
  const points = /\n\nPoints:\n([\s\S]*?)\n\nSection text:\n/.exec(userMessage)?.[1] ?? '';
  const text = (
    /\n\nSection text:\n([\s\S]*?)\n\nAnswer \{/.exec(userMessage)?.[1] ?? ''
  ).toLowerCase();
  const covered = points
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const words = line.replace(/^\d+\.\s*/, '').match(/[\p{L}\p{N}]+/gu) ?? [];
      const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
      return text.includes(longest.toLowerCase());
    });
  return JSON.stringify({ covered });
}
