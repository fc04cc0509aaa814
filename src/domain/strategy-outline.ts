import { CATALOGUE } from './catalogue.ts';

export interface OutlineSection {
  key: string;
  title: string;
  content: string;
}

export interface OutlineGroup {
  title: string;
  sections: OutlineSection[];
}

/**
 * The written part of a strategy, as a reader sees it: the groups that have at least one section
 * with content, in catalogue order, each with only those sections. Shared by the presentation,
 * the shared view's Contents navigation and anything else that lists what was written.
 */
export function strategyOutline(
  sections: Readonly<Record<string, { content: string } | undefined>>,
  /** The strategy's outline (issue 16, `outlineOf`); the catalogue by default. */
  outline: readonly {
    title: string;
    sections: readonly { key: string; title: string }[];
  }[] = CATALOGUE,
): OutlineGroup[] {
  return outline.flatMap((group) => {
    const written = group.sections.flatMap((section) => {
      const content = sections[section.key]?.content ?? '';
      return content.trim() ? [{ key: section.key, title: section.title, content }] : [];
    });
    return written.length > 0 ? [{ title: group.title, sections: written }] : [];
  });
}
