/**
 * A section's brief (issue 27): what the section must deliver, sent in its prompt as `Objective:`
 * and a numbered `Must cover:` list. The Standard playbook's briefs are data in
 * `section-briefs/`; a playbook may edit them. Zod-free: the page uses it.
 */
export interface SectionBrief {
  /** One sentence: what the client gets from the section. */
  objective: string;
  /** The concrete items the section must contain, specific to it (3 to 7 in the Standard briefs). */
  mustCover: string[];
  /** The named framework or method the section applies, when it is about one. */
  framework?: string;
  /** A sensible length for the section, in words. */
  targetWords?: number;
}

/** What a playbook's brief may hold (the Standard briefs stay well inside). */
export const BRIEF_LIMITS = {
  objective: 400,
  item: 300,
  minItems: 1,
  maxItems: 10,
  framework: 300,
  minWords: 50,
  maxWords: 5000,
} as const;
