import { CATALOGUE } from './catalogue.ts';
import type { UnwrittenSection } from './export-formats.ts';
import type { SectionStatus } from './strategy-limits.ts';

/** The model-written summary (issue 12): part of every outline, exported first. */
export const EXECUTIVE_SUMMARY_KEY = 'executive-summary';

/** The outline's shape as far as a deliverable needs it (SHARED-DESIGN §3). */
export interface DeliverableOutline {
  groups: readonly { title: string; sections: readonly { key: string; title: string }[] }[];
}

export const STANDARD_OUTLINE: DeliverableOutline = { groups: CATALOGUE };

export interface SelectedSection {
  key: string;
  title: string;
  groupTitle: string;
  content: string;
}

export interface ExportSelection {
  /** Written sections, in the order the deliverable shows them. */
  written: SelectedSection[];
  /** Sections chosen for the deliverable that have no text. */
  unwritten: UnwrittenSection[];
}

export interface SelectionInput {
  sections: Readonly<Record<string, { content: string; status?: SectionStatus } | undefined>>;
  /** The sections chosen, in order (a report profile). Unset: the whole outline in order. */
  keys?: readonly string[];
  outline?: DeliverableOutline;
  /** The executive summary's title when the outline does not name it. */
  summaryTitle: string;
}

/**
 * Which sections a deliverable shows and which it must admit are missing. With `keys` (a
 * profile), every chosen section without text is missing. Without, the strategy's own outline
 * is the selection but only sections someone asked for count as missing: a failed, queued,
 * generating or emptied section; an idle section never asked for is simply not part of this
 * strategy's work (docs/decisions/0009-exports-unwritten-sections.md).
 * The executive summary, when chosen or written, always comes first.
 */
export function selectExportSections(input: SelectionInput): ExportSelection {
  const outline = input.outline ?? STANDARD_OUTLINE;
  const places = new Map<string, { title: string; groupTitle: string }>();
  for (const group of outline.groups) {
    for (const section of group.sections) {
      places.set(section.key, { title: section.title, groupTitle: group.title });
    }
  }
  if (!places.has(EXECUTIVE_SUMMARY_KEY)) {
    places.set(EXECUTIVE_SUMMARY_KEY, { title: input.summaryTitle, groupTitle: '' });
  }
  const explicit = input.keys !== undefined;
  const keys = [...new Set(explicit ? input.keys : [EXECUTIVE_SUMMARY_KEY, ...places.keys()])];
  const ordered = [
    ...keys.filter((key) => key === EXECUTIVE_SUMMARY_KEY),
    ...keys.filter((key) => key !== EXECUTIVE_SUMMARY_KEY),
  ];
  const selection: ExportSelection = { written: [], unwritten: [] };
  for (const key of ordered) {
    const place = places.get(key);
    if (!place) continue;
    const section = input.sections[key];
    const content = section?.content ?? '';
    if (content.trim() !== '') {
      selection.written.push({ key, ...place, content });
      continue;
    }
    const status = section?.status ?? 'idle';
    if (explicit || status !== 'idle')
      selection.unwritten.push({ key, title: place.title, status });
  }
  return selection;
}

/**
 * The sections a view of the strategy shows, in order (the shared view), as the exports order
 * them: a profile's keys as chosen, written or not; without one, every section of the outline
 * that has a row. The executive summary always first.
 */
export function viewSectionOrder(
  present: Iterable<string>,
  options: { keys?: readonly string[]; outline?: DeliverableOutline } = {},
): string[] {
  if (options.keys) {
    const keys = [...new Set(options.keys)];
    return [
      ...keys.filter((key) => key === EXECUTIVE_SUMMARY_KEY),
      ...keys.filter((key) => key !== EXECUTIVE_SUMMARY_KEY),
    ];
  }
  const has = new Set(present);
  const outlineKeys = (options.outline ?? STANDARD_OUTLINE).groups.flatMap((group) =>
    group.sections.map((section) => section.key),
  );
  return [EXECUTIVE_SUMMARY_KEY, ...outlineKeys].filter((key) => has.has(key));
}

/**
 * The written sections as a deliverable shows them: the executive summary apart, then runs of
 * consecutive sections of one group (a profile may return to a group later). `make` turns each
 * section into what the caller draws (a parsed tree on the server, a cached one in the page).
 */
export function partsOf<T>(
  written: readonly SelectedSection[],
  make: (section: SelectedSection) => T,
): { summary?: T; groups: { title: string; sections: T[] }[] } {
  let summary: T | undefined;
  const groups: { title: string; sections: T[] }[] = [];
  for (const section of written) {
    const made = make(section);
    if (section.key === EXECUTIVE_SUMMARY_KEY) {
      summary = made;
      continue;
    }
    const last = groups[groups.length - 1];
    if (last?.title === section.groupTitle) last.sections.push(made);
    else groups.push({ title: section.groupTitle, sections: [made] });
  }
  return { ...(summary !== undefined ? { summary } : {}), groups };
}
