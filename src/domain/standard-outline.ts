import { CATALOGUE } from './catalogue.ts';
import type { Outline } from './outline.ts';
import { STANDARD_BRIEFS } from './section-briefs/index.ts';

/**
 * The Standard playbook's outline: the catalogue with its built-in briefs (issue 27). The server
 * sends it as the outline of a strategy without its own copy; the page never imports it, so the
 * briefs' text reaches the page only with a strategy or a playbook, not in its bundle.
 */
export const STANDARD_OUTLINE_WITH_BRIEFS: Outline = CATALOGUE.map((group) => ({
  ...group,
  sections: group.sections.map((section) => {
    const brief = STANDARD_BRIEFS.get(section.key);
    return brief ? { ...section, brief } : section;
  }),
}));

/**
 * A strategy's outline with the briefs its sections are written to: its own copy (a playbook's,
 * with that playbook's briefs), else Standard's. `outlineOf` is the same outline without
 * Standard's briefs, for the code that needs only titles, keys and prerequisites.
 */
export function outlineWithBriefsOf(
  strategy: { outline?: Outline | null } | null | undefined,
): Outline {
  return strategy?.outline ?? STANDARD_OUTLINE_WITH_BRIEFS;
}
