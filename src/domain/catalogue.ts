import { GROUPS, PREREQUISITES } from './catalogue-data.ts';
import type { SectionBrief } from './section-brief.ts';
import { slugify } from './slug.ts';

export type Relevance = 'high';

export interface Prerequisite {
  key: string;
  title: string;
  relevance: Relevance;
  context: string;
}

export interface SectionDefinition {
  key: string;
  title: string;
  groupTitle: string;
  /** Position in the spec's catalogue order, 0-based. */
  index: number;
  prerequisites: readonly Prerequisite[];
  /** A playbook's extra words for this section's prompt (`Consultant instructions:`). */
  instructions?: string;
  /**
   * What the section must deliver (issue 27): the Standard playbook's built-in brief, or a
   * playbook's own. The catalogue itself carries none, so the page's bundle stays without them.
   */
  brief?: SectionBrief;
}

export interface GroupDefinition {
  title: string;
  sections: readonly SectionDefinition[];
}

function build(): GroupDefinition[] {
  let index = 0;
  return GROUPS.map((group) => ({
    title: group.title,
    sections: group.sections.map((title) => ({
      key: slugify(title),
      title,
      groupTitle: group.title,
      index: index++,
      prerequisites: (PREREQUISITES[title] ?? []).map((prerequisite) => ({
        key: slugify(prerequisite.title),
        title: prerequisite.title,
        relevance: 'high' as const,
        context: prerequisite.context,
      })),
    })),
  }));
}

export const CATALOGUE: readonly GroupDefinition[] = build();

export const SECTIONS: readonly SectionDefinition[] = CATALOGUE.flatMap((group) => group.sections);

const SECTIONS_BY_KEY = new Map(SECTIONS.map((section) => [section.key, section]));

export const SECTION_KEYS: readonly string[] = SECTIONS.map((section) => section.key);

export function findSection(key: string): SectionDefinition | undefined {
  return SECTIONS_BY_KEY.get(key);
}

export function isSectionKey(key: string): boolean {
  return SECTIONS_BY_KEY.has(key);
}

export function getSection(key: string): SectionDefinition {
  const section = SECTIONS_BY_KEY.get(key);
  if (!section) throw new Error(`Unknown section key: ${key}`);
  return section;
}

/** Sections whose prerequisites include `key`. */
export function dependentsOf(key: string): SectionDefinition[] {
  return SECTIONS.filter((section) => section.prerequisites.some((p) => p.key === key));
}
