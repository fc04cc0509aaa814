/** The checks of the quality review (issue 27), each a pure function over a section's text. */
export const QUALITY_CHECKS = [
  'language',
  'placeholder',
  'repetition',
  'fact',
  'financial',
  'citation',
  'length',
  'format',
  'coverage',
] as const;
export type QualityCheck = (typeof QUALITY_CHECKS)[number];

export type FindingSeverity = 'error' | 'warning';

export interface QualityFinding {
  check: QualityCheck;
  severity: FindingSeverity;
  /** What is wrong, in plain words a consultant can act on. */
  message: string;
  /** The words the finding is about, as written in the section (shortened when long). */
  excerpt: string;
}

export interface SectionQuality {
  score: number;
  findings: QualityFinding[];
}

export interface StrategyQuality {
  score: number;
  sections: Record<string, SectionQuality>;
}

/** An excerpt of at most `length` characters, cut at a word and marked when cut. */
export function excerptOf(text: string, length = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const word = cut.lastIndexOf(' ');
  return `${cut.slice(0, word > length * 0.6 ? word : length).trimEnd()}…`;
}
