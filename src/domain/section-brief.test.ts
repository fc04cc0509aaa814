import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue.ts';
import { buildSummaryPrompt } from './executive-summary.ts';
import { buildOutline, compareOutlines, outlineOf, playbookGroupsOf } from './outline.ts';
import { assignSectionKeys, updatePlaybookSchema } from './playbook.ts';
import { EXECUTIVE_SUMMARY_BRIEF, STANDARD_BRIEFS } from './section-briefs/index.ts';
import { outlineWithBriefsOf, STANDARD_OUTLINE_WITH_BRIEFS } from './standard-outline.ts';

/** Issue 27: a section's brief travels from the playbook to the strategy's outline and prompt. */
const section = (brief: unknown) => ({
  name: 'Bakeries',
  groups: [{ title: 'G', sections: [{ title: 'Pricing Strategy', prerequisites: [], brief }] }],
});

function refusal(brief: unknown): string | undefined {
  const parsed = updatePlaybookSchema.safeParse(section(brief));
  if (parsed.success) return undefined;
  const [issue] = parsed.error.issues;
  return `${issue!.path.join('.')}: ${issue!.message}`;
}

describe('section briefs in outlines and playbooks', () => {
  it('the Standard outline carries a built-in brief on every section; the catalogue none', () => {
    const sections = outlineWithBriefsOf({ outline: null }).flatMap((g) => g.sections);
    expect(sections).toHaveLength(124);
    expect(sections.every((s) => s.brief === STANDARD_BRIEFS.get(s.key))).toBe(true);
    expect(sections.find((s) => s.key === 'pricing-strategy')!.brief!.mustCover[0]).toBe(
      'The price of each offering and the reasoning behind it',
    );
    expect(
      outlineOf({ outline: null })
        .flatMap((g) => g.sections)
        .some((s) => s.brief),
    ).toBe(false);
    const own = buildOutline(playbookGroupsOf(CATALOGUE).slice(0, 1));
    expect(outlineWithBriefsOf({ outline: own })).toBe(own);
  });

  it('a copy of Standard keeps the briefs, and an edited brief counts as a change', () => {
    const copy = playbookGroupsOf(STANDARD_OUTLINE_WITH_BRIEFS);
    const outline = buildOutline(copy);
    expect(outline.flatMap((g) => g.sections).filter((s) => s.brief)).toHaveLength(124);
    expect(compareOutlines(STANDARD_OUTLINE_WITH_BRIEFS, outline).changed).toBe(false);
    const pricing = copy.flatMap((g) => g.sections).find((s) => s.key === 'pricing-strategy')!;
    pricing.brief = { ...pricing.brief!, mustCover: ['Only the price'] };
    expect(compareOutlines(STANDARD_OUTLINE_WITH_BRIEFS, buildOutline(copy)).changed).toBe(true);
  });

  it('stores a playbook’s brief trimmed, with the framework only when given', () => {
    const parsed = updatePlaybookSchema.parse(
      section({ objective: ' Fair prices. ', mustCover: [' Each price '], framework: ' ' }),
    );
    expect(assignSectionKeys(parsed.groups)[0]!.sections[0]!.brief).toEqual({
      objective: 'Fair prices.',
      mustCover: ['Each price'],
    });
  });

  it('refuses a brief with an empty objective or item, no items, or too many, naming the field', () => {
    expect(
      refusal({ objective: 'Fair prices.', mustCover: ['Each price'], targetWords: 600 }),
    ).toBe(undefined);
    expect(refusal({ objective: '  ', mustCover: ['x'] })).toBe(
      'groups.0.sections.0.brief.objective: the objective must not be empty',
    );
    expect(refusal({ objective: 'o', mustCover: [] })).toBe(
      'groups.0.sections.0.brief.mustCover: must hold at least one must-cover item',
    );
    expect(refusal({ objective: 'o', mustCover: Array(11).fill('x') })).toBe(
      'groups.0.sections.0.brief.mustCover: must hold at most 10 must-cover items',
    );
    expect(refusal({ objective: 'o', mustCover: ['x', ''] })).toBe(
      'groups.0.sections.0.brief.mustCover.1: a must-cover item must not be empty',
    );
    expect(refusal({ objective: 'o', mustCover: ['x'.repeat(301)] })).toBe(
      'groups.0.sections.0.brief.mustCover.0: must be at most 300 characters',
    );
    expect(refusal({ objective: 'o', mustCover: ['x'], targetWords: 12.5 })).toBe(
      'groups.0.sections.0.brief.targetWords: must be a whole number of words',
    );
    expect(refusal({ mustCover: ['x'] })).toBe(
      'groups.0.sections.0.brief.objective: must be the objective',
    );
  });

  it('the executive summary’s prompt carries its brief before the guidelines', () => {
    const [, user] = buildSummaryPrompt({
      companyName: 'Crumb and Co',
      overview: 'A bakery.',
      sections: [],
      language: 'English',
      brief: EXECUTIVE_SUMMARY_BRIEF,
    });
    expect(user!.content).toContain(
      `\n\nObjective: ${EXECUTIVE_SUMMARY_BRIEF.objective}\nMust cover:\n1. ${EXECUTIVE_SUMMARY_BRIEF.mustCover[0]}\n`,
    );
    expect(user!.content.indexOf('Must cover:')).toBeLessThan(user!.content.indexOf('Guidelines:'));
  });
});
