import type { GROUPS } from '../catalogue-data.ts';
import type { SectionBrief } from '../section-brief.ts';

type Group = (typeof GROUPS)[number];

/**
 * The briefs of one catalogue group, by section title: a section left out or a misspelt title
 * fails to compile, so the Standard playbook cannot lose a brief unnoticed.
 */
export type GroupBriefs<Title extends Group['title']> = Record<
  Extract<Group, { title: Title }>['sections'][number],
  SectionBrief
>;
