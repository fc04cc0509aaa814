import { checkCitations } from '../sources/citations.ts';
import type { QualityFinding } from './quality-types.ts';

/**
 * Citations of sources the section does not list (a number typed in an edit, or left by the
 * model), and the citations the generation had to remove (the model cited sources it was not
 * given: the sentence they stood in may rest on nothing).
 */
export function checkSectionCitations(
  markdown: string,
  sourceNumbers: readonly number[],
  citationsRemoved = 0,
): QualityFinding[] {
  const findings: QualityFinding[] = [];
  // Reading the Markdown for citations costs a parse: only when a bracketed number is there.
  const { removedNumbers } = /\[\s*\d/.test(markdown)
    ? checkCitations(markdown, sourceNumbers)
    : { removedNumbers: [] };
  if (removedNumbers.length > 0) {
    findings.push({
      check: 'citation',
      severity: 'error',
      message: `The text cites ${removedNumbers.map((number) => `[${number}]`).join(', ')}, which ${removedNumbers.length === 1 ? 'is' : 'are'} not among this section's sources.`,
      excerpt: removedNumbers.map((number) => `[${number}]`).join(' '),
    });
  }
  if (citationsRemoved > 0) {
    findings.push({
      check: 'citation',
      severity: 'warning',
      message: `${citationsRemoved} citation${citationsRemoved === 1 ? '' : 's'} of sources the model was not given ${citationsRemoved === 1 ? 'was' : 'were'} removed: check the sentences they stood in.`,
      excerpt: '',
    });
  }
  return findings;
}
