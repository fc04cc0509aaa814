/**
 * The revision pass (issue 27 item 5): a written section rewritten once from its findings in the
 * quality review. Its request is the section's normal prompt (every block it has) with another
 * first line, the text to revise and what is wrong with it (decision 0093).
 */

/** What a revision adds to a section's prompt. */
export interface SectionRevision {
  /** The section's text as it stands. */
  currentText: string;
  /** The review's findings on it, in plain words (their messages, with the words they are about). */
  findings: readonly string[];
}

/** The request's first line: `Revise the "<title>" section` (the fake model and tests key on it). */
export function revisionInstruction(title: string): string {
  return `Revise the "${title}" section of the business strategy.`;
}

/** `Current text:` and the findings, placed after the material and before the brief. */
export function revisionBlocks(revision: SectionRevision): string[] {
  const findings = revision.findings.map((finding) => finding.trim()).filter(Boolean);
  return [
    `Current text of the section:\n${revision.currentText.trim()}`,
    findings.length > 0
      ? `Findings of the quality review to fix:\n${findings.map((finding) => `- ${finding}`).join('\n')}`
      : 'Findings of the quality review to fix: none; tighten the text and keep what is right.',
  ];
}

/** The guideline a revision adds: one rewrite, the whole section, nothing about the process. */
export const REVISION_GUIDELINE =
  'Answer with the whole revised section only: fix every finding, keep what is right in the ' +
  'current text, and do not mention the review or the revision';

/** A finding in plain words for the prompt: its message, and the words it is about. */
export function findingInWords(finding: { message: string; excerpt: string }): string {
  const excerpt = finding.excerpt.trim();
  return excerpt ? `${finding.message} (in: "${excerpt}")` : finding.message;
}
