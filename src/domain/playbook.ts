import { z } from 'zod';
import type { PlaybookGroup } from './outline.ts';
import { BRIEF_LIMITS, type SectionBrief } from './section-brief.ts';
import { slugify } from './slug.ts';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './stored-text.ts';
import { EXECUTIVE_SUMMARY_KEY } from './summary-section.ts';

/**
 * Playbooks (issue 16): a named outline of groups and sections a consultant reuses. Their
 * limits, checked on create, update and import (issue 32: a 24,000-section playbook froze the
 * server when run): comfortably above the Standard playbook's 20 groups and 124 sections (125
 * with the executive summary), far below what would strain planning, queuing or a page.
 */
export const PLAYBOOK_LIMITS = {
  name: 120,
  groups: 60,
  /** Sections in the whole playbook, all groups together. */
  sections: 300,
  prerequisites: 20,
  title: 160,
  instructions: 4000,
  context: 200,
} as const;

const count = (value: number) => value.toLocaleString('en');
const tooMany = (limit: number, what: string, of: string) =>
  `${of} can have at most ${count(limit)} ${what}`;

/** The version of the export file's format (`POST /api/playbooks/import` checks it). */
export const PLAYBOOK_FILE_VERSION = 1;

const text = (max: number, what: string) =>
  z
    .string({ error: `must be ${what}` })
    .max(max, `must be at most ${max} characters`)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
const title = (what: string) =>
  text(PLAYBOOK_LIMITS.title, what).refine((v) => v.trim() !== '', `${what} is required`);

const keySchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a section key (lower-case letters, digits, -)');

const required = (max: number, what: string) =>
  text(max, what).refine((v) => v.trim() !== '', `${what} must not be empty`);

/** A section's brief (issue 27): its objective and the items it must cover. */
export const sectionBriefSchema = z.object({
  objective: required(BRIEF_LIMITS.objective, 'the objective'),
  mustCover: z
    .array(required(BRIEF_LIMITS.item, 'a must-cover item'), {
      error: 'must be a list of must-cover items',
    })
    .min(BRIEF_LIMITS.minItems, 'must hold at least one must-cover item')
    .max(BRIEF_LIMITS.maxItems, `must hold at most ${BRIEF_LIMITS.maxItems} must-cover items`),
  framework: text(BRIEF_LIMITS.framework, 'text').optional(),
  targetWords: z
    .number({ error: 'must be a number of words' })
    .int('must be a whole number of words')
    .min(BRIEF_LIMITS.minWords, `must be at least ${BRIEF_LIMITS.minWords} words`)
    .max(BRIEF_LIMITS.maxWords, `must be at most ${BRIEF_LIMITS.maxWords} words`)
    .optional(),
});

export const playbookSectionSchema = z.object({
  key: keySchema.optional(),
  title: title('a section title'),
  instructions: text(PLAYBOOK_LIMITS.instructions, 'text').optional(),
  brief: sectionBriefSchema.optional(),
  prerequisites: z
    .array(z.object({ key: keySchema, context: text(PLAYBOOK_LIMITS.context, 'text') }))
    .max(
      PLAYBOOK_LIMITS.prerequisites,
      tooMany(PLAYBOOK_LIMITS.prerequisites, 'prerequisites', 'A section'),
    )
    .default([]),
});

export const playbookGroupsSchema = z
  .array(
    z.object({
      title: title('a group title'),
      sections: z
        .array(playbookSectionSchema)
        .max(PLAYBOOK_LIMITS.sections, tooMany(PLAYBOOK_LIMITS.sections, 'sections', 'A playbook')),
    }),
  )
  .max(PLAYBOOK_LIMITS.groups, tooMany(PLAYBOOK_LIMITS.groups, 'groups', 'A playbook'))
  .superRefine((groups, context) => {
    const problem = playbookSizeProblem(groups);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/**
 * Why these groups are too large for a playbook, or undefined: checked on every way in (the
 * schema above for a saved or imported playbook; the store for a copy of a playbook saved
 * before the limits, and a strategy begun on one).
 */
export function playbookSizeProblem(
  groups: readonly { sections: readonly unknown[] }[],
): string | undefined {
  if (groups.length > PLAYBOOK_LIMITS.groups) {
    return tooMany(PLAYBOOK_LIMITS.groups, 'groups', 'A playbook');
  }
  const total = groups.reduce((sum, group) => sum + group.sections.length, 0);
  if (total <= PLAYBOOK_LIMITS.sections) return undefined;
  return `${tooMany(PLAYBOOK_LIMITS.sections, 'sections', 'A playbook')}; this one has ${count(total)}`;
}

export const playbookNameSchema = title('a playbook name').pipe(
  z.string().max(PLAYBOOK_LIMITS.name),
);

export const createPlaybookSchema = z.object({
  name: playbookNameSchema,
  /** The playbook it starts as a copy of: `standard` (the default) or a playbook's id. */
  basedOn: z.string().max(100).optional(),
});

export const updatePlaybookSchema = z.object({
  name: playbookNameSchema,
  groups: playbookGroupsSchema,
});
export type UpdatePlaybookInput = z.input<typeof updatePlaybookSchema>;

/** The exported file: a version, a name and the groups. */
export const playbookFileSchema = z.object({
  version: z.literal(PLAYBOOK_FILE_VERSION, {
    error: `must be ${PLAYBOOK_FILE_VERSION} (the playbook file format)`,
  }),
  name: playbookNameSchema,
  groups: playbookGroupsSchema,
});
export type PlaybookFile = z.infer<typeof playbookFileSchema>;

export type { Playbook, PlaybookSummary } from './outline.ts';

type GroupsInput = z.infer<typeof playbookGroupsSchema>;

/**
 * Gives every section without a key a stable one: the slug of its title, made unique within the
 * playbook with `-2`, `-3`… A section keeps its key when renamed (the page sends it back), so
 * its written content stays with it.
 */
export function assignSectionKeys(groups: GroupsInput): PlaybookGroup[] {
  const taken = new Set<string>([EXECUTIVE_SUMMARY_KEY]);
  for (const group of groups) for (const s of group.sections) if (s.key) taken.add(s.key);
  return groups.map((group) => ({
    title: group.title.trim(),
    sections: group.sections.map((section) => {
      let key = section.key;
      if (!key) {
        const base = slugify(section.title) || 'section';
        key = base;
        for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
        taken.add(key);
      }
      return {
        key,
        title: section.title.trim(),
        ...(section.instructions?.trim() ? { instructions: section.instructions.trim() } : {}),
        ...(section.brief ? { brief: trimBrief(section.brief) } : {}),
        prerequisites: section.prerequisites.map((p) => ({
          key: p.key,
          context: p.context.trim(),
        })),
      };
    }),
  }));
}

/** The brief as stored: trimmed, the framework only when given. */
function trimBrief(brief: z.infer<typeof sectionBriefSchema>): SectionBrief {
  return {
    objective: brief.objective.trim(),
    mustCover: brief.mustCover.map((item) => item.trim()),
    ...(brief.framework?.trim() ? { framework: brief.framework.trim() } : {}),
    ...(brief.targetWords ? { targetWords: brief.targetWords } : {}),
  };
}

export interface PlaybookProblem {
  /** Where, as a path into the request (`groups.0.sections.2.prerequisites.0.key`). */
  path: (string | number)[];
  message: string;
}

/**
 * The outline's rules beyond the shape: keys unique, prerequisites name a section of the
 * playbook (not itself), and no cycle. The cycle is named by titles, "A -> B -> A".
 */
export function playbookProblems(groups: readonly PlaybookGroup[]): PlaybookProblem[] {
  const problems: PlaybookProblem[] = [];
  const sections = new Map<string, { title: string; prerequisites: string[] }>();
  for (const [g, group] of groups.entries()) {
    for (const [s, section] of group.sections.entries()) {
      if (sections.has(section.key) || section.key === EXECUTIVE_SUMMARY_KEY) {
        problems.push({
          path: ['groups', g, 'sections', s, 'key'],
          message: `"${section.key}" is used by two sections`,
        });
      }
      sections.set(section.key, {
        title: section.title,
        prerequisites: section.prerequisites.map((p) => p.key),
      });
    }
  }
  for (const [g, group] of groups.entries()) {
    for (const [s, section] of group.sections.entries()) {
      for (const [i, p] of section.prerequisites.entries()) {
        const path = ['groups', g, 'sections', s, 'prerequisites', i, 'key'];
        if (p.key === section.key) {
          problems.push({ path, message: `"${section.title}" cannot be its own prerequisite` });
        } else if (!sections.has(p.key)) {
          problems.push({
            path,
            message: `"${section.title}" has a prerequisite "${p.key}" that is not a section of this playbook`,
          });
        }
      }
    }
  }
  if (problems.length > 0) return problems;
  const cycle = findCycle(sections);
  if (cycle) {
    // Named from its section that comes first in the playbook, whichever the walk met first.
    const order = [...sections.keys()];
    const ring = cycle.slice(0, -1);
    const start = ring.indexOf(
      ring.reduce((a, b) => (order.indexOf(a) <= order.indexOf(b) ? a : b)),
    );
    cycle.splice(0, cycle.length, ...ring.slice(start), ...ring.slice(0, start), ring[start]!);
    problems.push({
      path: ['groups'],
      message: `Prerequisites form a cycle: ${cycle.map((key) => sections.get(key)!.title).join(' -> ')}`,
    });
  }
  return problems;
}

/** The first cycle met, as keys with the first repeated at the end, or undefined. */
function findCycle(graph: Map<string, { prerequisites: string[] }>): string[] | undefined {
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (key: string): string[] | undefined => {
    if (state.get(key) === 'done') return undefined;
    if (state.get(key) === 'visiting') return [...stack.slice(stack.indexOf(key)), key];
    state.set(key, 'visiting');
    stack.push(key);
    // A section's dependents follow it in the cycle's wording ("Pricing -> Sales -> Pricing":
    // Sales needs Pricing), so walk from a section to the sections that need it.
    for (const dependent of dependentsIndex(graph).get(key) ?? []) {
      const found = visit(dependent);
      if (found) return found;
    }
    stack.pop();
    state.set(key, 'done');
    return undefined;
  };
  for (const key of graph.keys()) {
    const found = visit(key);
    if (found) return found;
  }
  return undefined;
}

const dependentsCache = new WeakMap<object, Map<string, string[]>>();
function dependentsIndex(graph: Map<string, { prerequisites: string[] }>) {
  let index = dependentsCache.get(graph);
  if (!index) {
    index = new Map();
    for (const [key, node] of graph) {
      for (const p of node.prerequisites) index.set(p, [...(index.get(p) ?? []), key]);
    }
    dependentsCache.set(graph, index);
  }
  return index;
}
