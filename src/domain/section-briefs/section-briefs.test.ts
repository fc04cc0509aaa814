import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../catalogue.ts';
import { sectionBriefSchema } from '../playbook.ts';
import { BRIEF_LIMITS, type SectionBrief } from '../section-brief.ts';
import { EXECUTIVE_SUMMARY_KEY } from '../summary-section.ts';
import { EXECUTIVE_SUMMARY_BRIEF, STANDARD_BRIEFS } from './index.ts';

/** Every Standard brief by key: the 124 sections and the executive summary. */
const ALL: [string, SectionBrief][] = [
  ...STANDARD_BRIEFS.entries(),
  [EXECUTIVE_SUMMARY_KEY, EXECUTIVE_SUMMARY_BRIEF],
];

const LITTLE_WORDS = new Set(
  (
    'the and for with from into that this each which what how who whom why when where than then ' +
    'their they them its are not any all per one two three four five six seven eight ten first ' +
    'next own can could would should must will does did also about more most only such both'
  ).split(' '),
);

/** The words that carry meaning: lower-case, apostrophes dropped, short and common words out. */
function meaningfulWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/[’']/g, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 2 && !LITTLE_WORDS.has(word)),
  );
}

/** Shared words over all words (Jaccard): 1 for the same words, 0 for none in common. */
function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 1 : shared / union;
}

/** An item whose words mostly repeat another section's item: the same point written twice. */
const NEAR_SAME_ITEM = 0.6;
/** Two lists this alike are one generic list reused, whatever their wording. */
const NEAR_SAME_LIST = 0.35;

/** Pairs of sections whose briefs repeat each other, in words a reader can act on. */
function repeatedBriefs(briefs: readonly (readonly [string, SectionBrief])[]): string[] {
  const found: string[] = [];
  const lists = briefs.map(([key, brief]) => ({
    key,
    list: meaningfulWords(brief.mustCover.join(' ')),
    items: brief.mustCover.map((item) => ({ item, words: meaningfulWords(item) })),
  }));
  for (const [i, a] of lists.entries()) {
    for (const b of lists.slice(i + 1)) {
      const listOverlap = overlap(a.list, b.list);
      if (listOverlap >= NEAR_SAME_LIST) {
        found.push(`${a.key} and ${b.key} share ${Math.round(listOverlap * 100)}% of their words`);
      }
      for (const x of a.items) {
        for (const y of b.items) {
          if (overlap(x.words, y.words) >= NEAR_SAME_ITEM) {
            found.push(`${a.key} "${x.item}" repeats ${b.key} "${y.item}"`);
          }
        }
      }
    }
  }
  return found;
}

describe('the Standard playbook’s section briefs', () => {
  it('cover all 124 sections of the catalogue and the executive summary, and nothing else', () => {
    expect(ALL).toHaveLength(125);
    const missing = SECTIONS.filter((section) => !STANDARD_BRIEFS.has(section.key));
    expect(missing.map((section) => section.title)).toEqual([]);
    const known = new Set(SECTIONS.map((section) => section.key));
    expect([...STANDARD_BRIEFS.keys()].filter((key) => !known.has(key))).toEqual([]);
  });

  it('give each section a one-sentence objective and 3 to 7 non-empty, distinct items', () => {
    const problems = ALL.flatMap(([key, brief]) => {
      const found: string[] = [];
      const objective = brief.objective.trim();
      if (!/^[A-Z“"].*\.$/su.test(objective)) found.push(`${key}: objective is not a sentence`);
      if (/[.!?]\s+[A-Z]/.test(objective.slice(0, -1))) {
        found.push(`${key}: objective is more than one sentence`);
      }
      if (brief.mustCover.length < 3 || brief.mustCover.length > 7) {
        found.push(`${key}: ${brief.mustCover.length} must-cover items`);
      }
      for (const item of brief.mustCover) if (!item.trim()) found.push(`${key}: an empty item`);
      const normalised = brief.mustCover.map((item) => item.trim().toLowerCase());
      if (new Set(normalised).size !== normalised.length) found.push(`${key}: a repeated item`);
      if (
        brief.targetWords !== undefined &&
        (brief.targetWords < 200 || brief.targetWords > 1500)
      ) {
        found.push(`${key}: target of ${brief.targetWords} words`);
      }
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('are valid playbook briefs, so a copy of Standard saves back unchanged', () => {
    for (const [key, brief] of ALL) {
      const parsed = sectionBriefSchema.safeParse(brief);
      expect(parsed.success, `${key}: ${parsed.error?.message}`).toBe(true);
      expect(brief.objective.length).toBeLessThanOrEqual(BRIEF_LIMITS.objective);
    }
  });

  it('never repeat a list, an item, or most of another section’s words', () => {
    const lists = ALL.map(([, brief]) => brief.mustCover.join('\n').toLowerCase());
    expect(new Set(lists).size).toBe(lists.length);
    const items = ALL.flatMap(([key, brief]) =>
      brief.mustCover.map((item) => ({ key, item: item.trim().toLowerCase() })),
    );
    const sectionsOf = new Map<string, Set<string>>();
    for (const { key, item } of items)
      sectionsOf.set(item, sectionsOf.get(item)?.add(key) ?? new Set([key]));
    expect([...sectionsOf].filter(([, keys]) => keys.size > 1)).toEqual([]);
    expect(repeatedBriefs(ALL)).toEqual([]);
  });

  it('flags a list reused under another title, and an item reworded from another section', () => {
    const pricing = STANDARD_BRIEFS.get('pricing-strategy')!;
    const guarantee = STANDARD_BRIEFS.get('guarantee-structure')!;
    const reused: [string, SectionBrief][] = [
      ['pricing-strategy', pricing],
      ['cost-and-pricing-questions', { ...pricing, mustCover: [...pricing.mustCover].reverse() }],
    ];
    expect(repeatedBriefs(reused)[0]).toMatch(
      /^pricing-strategy and cost-and-pricing-questions share 100% of their words/,
    );
    const reworded: [string, SectionBrief][] = [
      ['pricing-strategy', pricing],
      [
        'guarantee-structure',
        {
          ...guarantee,
          mustCover: [...guarantee.mustCover, 'The discount policy and bundle policy'],
        },
      ],
    ];
    expect(repeatedBriefs(reworded)).toEqual([
      'pricing-strategy "The discount and bundle policy" repeats guarantee-structure "The discount policy and bundle policy"',
    ]);
  });
});
