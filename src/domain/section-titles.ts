import type { GroupDefinition } from './catalogue.ts';
import type { Outline } from './outline.ts';
import { slugify } from './slug.ts';
import type { Language } from './strategy-limits.ts';

/**
 * Section and group titles in the strategy's language (issue 18 item 4, decision 0053). A
 * strategy stores a `{ key: title }` map; keys stay the English slugs (a section's key, a group's
 * `group:<slug>`), so everything that finds a section by key is unchanged and only what is shown
 * changes. Zod-free: the page imports it.
 */
export const TITLE_MAX_LENGTH = 120;
export const GROUP_KEY_PREFIX = 'group:';

export type TitleMap = Readonly<Record<string, string>>;

/** A group's key: `group:` and its English title's slug (its place when the slug is empty). */
export function groupTitleKey(title: string, index: number): string {
  return `${GROUP_KEY_PREFIX}${slugify(title) || String(index + 1)}`;
}

export interface TitleEntry {
  key: string;
  kind: 'group' | 'section';
  /** The outline's own (English) title. */
  english: string;
}

/** Every group and section of the outline, in order, each key once. */
export function titleEntries(outline: Outline): TitleEntry[] {
  const seen = new Set<string>();
  const entries: TitleEntry[] = [];
  const add = (entry: TitleEntry) => {
    if (seen.has(entry.key)) return;
    seen.add(entry.key);
    entries.push(entry);
  };
  outline.forEach((group, index) => {
    add({ key: groupTitleKey(group.title, index), kind: 'group', english: group.title });
    for (const section of group.sections) {
      add({ key: section.key, kind: 'section', english: section.title });
    }
  });
  return entries;
}

/**
 * A title as plain text on one line: control characters and line breaks become spaces, tags and
 * Markdown markers are dropped, spaces collapsed. Undefined when nothing usable is left or it is
 * longer than `TITLE_MAX_LENGTH` (the caller falls back to English).
 */
export function cleanTitle(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw
    .replace(/<[^>]*>/g, ' ')
    // Line breaks and bidi overrides out; joiners (Hindi, Arabic) stay.
    .replace(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu, ' ')
    .replace(/\*\*|__|~~|`/g, '')
    .replace(/^[\s#>*-]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '' || [...text].length > TITLE_MAX_LENGTH) return undefined;
  return text;
}

const localized = new WeakMap<Outline, { titles: TitleMap; outline: Outline }>();

/**
 * The outline with its titles in the strategy's language where the map has them (groups,
 * sections, a section's group title and its prerequisites' titles: "Uses context from"). Keys,
 * order and everything else unchanged. The last answer per outline is kept, so a render that
 * asks again with the same map gets the same object.
 */
export function localizeOutline(outline: Outline, titles: TitleMap | undefined): Outline {
  if (!titles || Object.keys(titles).length === 0) return outline;
  const cached = localized.get(outline);
  if (cached?.titles === titles) return cached.outline;
  const sectionTitle = (key: string, english: string) => titles[key] ?? english;
  const result: GroupDefinition[] = outline.map((group, index) => {
    const groupTitle = titles[groupTitleKey(group.title, index)] ?? group.title;
    return {
      title: groupTitle,
      sections: group.sections.map((section) => ({
        ...section,
        title: sectionTitle(section.key, section.title),
        groupTitle,
        prerequisites: section.prerequisites.map((p) => ({
          ...p,
          title: sectionTitle(p.key, p.title),
        })),
      })),
    };
  });
  localized.set(outline, { titles, outline: result });
  return result;
}

/** What a strategy stores (`strategies.section_titles`): the model's titles and the person's. */
export interface StoredSectionTitles {
  /** The language they are in: another language's titles are not shown (and are replaced). */
  language: Language;
  /** The model's answer, usable titles only. */
  model: Record<string, string>;
  /** The person's edits: they win over the model's. */
  edited: Record<string, string>;
  /** The keys the last request asked for, so a title the model could not give is not re-asked on every run. */
  asked: string[];
  translatedAt?: string;
}

/** The titles a strategy shows: none in English or when the stored ones are of another language. */
export function effectiveTitles(
  stored: StoredSectionTitles | null | undefined,
  language: Language,
): Record<string, string> | undefined {
  if (!stored || language === 'English' || stored.language !== language) return undefined;
  const titles = { ...stored.model, ...stored.edited };
  return Object.keys(titles).length > 0 ? titles : undefined;
}

/** `GET /api/strategies/:id/titles`: each group and section, English and as shown. */
export interface StrategyTitlesResponse {
  language: Language;
  /** When the model last answered (unset: never asked, or in English). */
  translatedAt?: string;
  titles: {
    key: string;
    kind: 'group' | 'section';
    english: string;
    /** What the deliverable prints: the person's, else the model's, else English. */
    translated: string;
    source: 'edited' | 'model' | 'english';
  }[];
}

/** The response for a strategy's outline and stored titles. */
export function titlesResponse(
  outline: Outline,
  language: Language,
  stored: StoredSectionTitles | null | undefined,
): StrategyTitlesResponse {
  const current = language !== 'English' && stored?.language === language ? stored : undefined;
  return {
    language,
    ...(current?.translatedAt ? { translatedAt: current.translatedAt } : {}),
    titles: titleEntries(outline).map((entry) => {
      const edited = current?.edited[entry.key];
      const model = current?.model[entry.key];
      return {
        ...entry,
        translated: edited ?? model ?? entry.english,
        source: edited !== undefined ? 'edited' : model !== undefined ? 'model' : 'english',
      };
    }),
  };
}

/** `PUT /api/strategies/:id/titles`: some titles by key; an empty one resets to the model's or English. */
export interface TitlesUpdate {
  titles: Record<string, string>;
}

/** `localizeOutline` for an outline of titles only (the slides' and the shared view's shape). */
export function localizeGroups(
  groups: readonly { title: string; sections: readonly { key: string; title: string }[] }[],
  titles: TitleMap | undefined,
): { title: string; sections: { key: string; title: string }[] }[] {
  return groups.map((group, index) => ({
    title: titles?.[groupTitleKey(group.title, index)] ?? group.title,
    sections: group.sections.map((section) => ({
      key: section.key,
      title: titles?.[section.key] ?? section.title,
    })),
  }));
}
