import { describeFieldPath } from '../../../../domain/field-path.ts';

interface TrimmableGroup {
  title: string;
  sections: { key?: string; title: string; prerequisites: { key: string; context: string }[] }[];
}

/**
 * The playbook with only the ticked sections, in one step: a group left empty goes, and so does
 * every prerequisite on a section that went (the save would refuse it). What went with them is
 * named in words, as the page shows it before the person saves.
 */
export function trimPlaybook<Group extends TrimmableGroup>(
  groups: readonly Group[],
  keep: ReadonlySet<string>,
): { groups: Group[]; removedSections: number; droppedPrerequisites: string[] } {
  const kept = (key: string | undefined) => key !== undefined && keep.has(key);
  const droppedPrerequisites: string[] = [];
  let removedSections = 0;
  for (const [g, group] of groups.entries()) {
    for (const [s, section] of group.sections.entries()) {
      if (!kept(section.key)) {
        removedSections += 1;
        continue;
      }
      for (const [p, prerequisite] of section.prerequisites.entries()) {
        if (!kept(prerequisite.key)) {
          const where = describeFieldPath(['groups', g, 'sections', s, 'prerequisites', p], {
            groups,
          });
          droppedPrerequisites.push(`${where} (${titleOf(groups, prerequisite.key)})`);
        }
      }
    }
  }
  const trimmed = groups
    .map((group) => ({
      ...group,
      sections: group.sections
        .filter((section) => kept(section.key))
        .map((section) => ({
          ...section,
          prerequisites: section.prerequisites.filter((prerequisite) => kept(prerequisite.key)),
        })),
    }))
    .filter((group) => group.sections.length > 0);
  return { groups: trimmed, removedSections, droppedPrerequisites };
}

function titleOf(groups: readonly TrimmableGroup[], key: string): string {
  for (const group of groups) {
    const section = group.sections.find((candidate) => candidate.key === key);
    if (section) return section.title;
  }
  return key;
}
