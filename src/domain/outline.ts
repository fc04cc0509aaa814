import {
  CATALOGUE,
  type GroupDefinition,
  type Prerequisite,
  type SectionDefinition,
} from './catalogue.ts';
import type { SectionBrief } from './section-brief.ts';

/**
 * A strategy's outline: groups of sections with their prerequisites, in the catalogue's shape.
 * The Standard playbook's outline is the catalogue; a playbook's outline is built from its
 * groups (issue 16). Zod-free: the page uses it.
 */
export type Outline = readonly GroupDefinition[];

export const STANDARD_PLAYBOOK_ID = 'standard';
export const STANDARD_PLAYBOOK_NAME = 'Standard (124 sections)';

/** A playbook's groups as stored: every section has its key. */
export interface PlaybookGroup {
  title: string;
  sections: PlaybookSection[];
}
export interface PlaybookSection {
  key: string;
  title: string;
  instructions?: string;
  /** What the section must deliver (issue 27), sent in its prompt. */
  brief?: SectionBrief;
  prerequisites: { key: string; context: string }[];
}

export interface Playbook {
  id: string;
  name: string;
  /** Built in (Standard) and read-only. */
  builtIn: boolean;
  /** Bumped on every saved change: a strategy records the version it copied. */
  version: number;
  groups: PlaybookGroup[];
  outline: Outline;
  updatedAt?: string;
}

export interface PlaybookSummary {
  id: string;
  name: string;
  builtIn: boolean;
  version: number;
  sectionCount: number;
}

/** `PUT /api/playbooks/:id`: a section without a key gets one (a stable slug). */
export interface PlaybookInput {
  name: string;
  groups: {
    title: string;
    sections: {
      key?: string;
      title: string;
      instructions?: string;
      brief?: SectionBrief;
      prerequisites: { key: string; context: string }[];
    }[];
  }[];
}

/** `GET /api/strategies/:id/playbook-update`: what applying the playbook's version changes. */
export interface PlaybookUpdate {
  playbookId: string;
  name: string;
  fromVersion: number;
  toVersion: number;
  changes: Omit<OutlineChanges, 'removed'> & {
    removed: { key: string; title: string; written: boolean }[];
  };
}

/**
 * THE source of a strategy's outline: its own copy when it has one, else the Standard
 * catalogue (strategies begun before playbooks, or on Standard). Everything that lists a
 * strategy's sections (engine, exports, slides, share, profiles, picker) calls this.
 */
export function outlineOf(strategy: { outline?: Outline | null } | null | undefined): Outline {
  return strategy?.outline ?? CATALOGUE;
}

/** The outline of a playbook's groups (titles of prerequisites filled in, indexes numbered). */
export function buildOutline(groups: readonly PlaybookGroup[]): GroupDefinition[] {
  const titles = new Map(groups.flatMap((g) => g.sections.map((s) => [s.key, s.title] as const)));
  let index = 0;
  return groups.map((group) => ({
    title: group.title,
    sections: group.sections.map((section) => ({
      key: section.key,
      title: section.title,
      groupTitle: group.title,
      index: index++,
      prerequisites: section.prerequisites.map(
        (p): Prerequisite => ({
          key: p.key,
          title: titles.get(p.key) ?? p.key,
          relevance: 'high',
          context: p.context,
        }),
      ),
      ...(section.instructions?.trim() ? { instructions: section.instructions.trim() } : {}),
      ...(section.brief ? { brief: section.brief } : {}),
    })),
  }));
}

/** An outline as playbook groups (the Standard one, with its briefs: what a new playbook copies). */
export function playbookGroupsOf(outline: Outline): PlaybookGroup[] {
  return outline.map((group) => ({
    title: group.title,
    sections: group.sections.map((section) => ({
      key: section.key,
      title: section.title,
      ...(section.instructions ? { instructions: section.instructions } : {}),
      ...(section.brief ? { brief: copyBrief(section.brief) } : {}),
      prerequisites: section.prerequisites.map((p) => ({ key: p.key, context: p.context })),
    })),
  }));
}

/** A brief with its fields in one order (jsonb reorders keys; comparisons read JSON text). */
function copyBrief(brief: SectionBrief): SectionBrief {
  return {
    objective: brief.objective,
    mustCover: [...brief.mustCover],
    ...(brief.framework ? { framework: brief.framework } : {}),
    ...(brief.targetWords ? { targetWords: brief.targetWords } : {}),
  };
}

export function outlineSections(outline: Outline): SectionDefinition[] {
  return outline.flatMap((group) => group.sections);
}

export function outlineKeys(outline: Outline): string[] {
  return outline.flatMap((group) => group.sections.map((section) => section.key));
}

const indexes = new WeakMap<Outline, Map<string, SectionDefinition>>();

/** The outline's section of that key (indexed once per outline object). */
export function findOutlineSection(outline: Outline, key: string): SectionDefinition | undefined {
  let index = indexes.get(outline);
  if (!index) {
    index = new Map(outlineSections(outline).map((section) => [section.key, section]));
    indexes.set(outline, index);
  }
  return index.get(key);
}

/** What applying another outline to a strategy changes, by section key. */
export interface OutlineChanges {
  added: { key: string; title: string }[];
  removed: { key: string; title: string }[];
  renamed: { key: string; from: string; to: string }[];
  /** True when anything differs, order, groups, instructions or prerequisites included. */
  changed: boolean;
}

export function compareOutlines(current: Outline, next: Outline): OutlineChanges {
  const before = new Map(outlineSections(current).map((s) => [s.key, s]));
  const after = new Map(outlineSections(next).map((s) => [s.key, s]));
  const added = [...after.values()]
    .filter((s) => !before.has(s.key))
    .map((s) => ({ key: s.key, title: s.title }));
  const removed = [...before.values()]
    .filter((s) => !after.has(s.key))
    .map((s) => ({ key: s.key, title: s.title }));
  const renamed = [...after.values()].flatMap((s) => {
    const old = before.get(s.key);
    return old && old.title !== s.title ? [{ key: s.key, from: old.title, to: s.title }] : [];
  });
  const shape = (outline: Outline) => JSON.stringify(playbookGroupsOf(outline));
  return { added, removed, renamed, changed: shape(current) !== shape(next) };
}
