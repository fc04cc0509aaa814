import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue.ts';
import { buildOutline, compareOutlines, outlineOf, playbookGroupsOf } from './outline.ts';
import { planSections } from './plan.ts';
import { assignSectionKeys, playbookProblems } from './playbook.ts';
import { buildSectionPrompt } from './prompt.ts';

const groups = () => playbookGroupsOf(CATALOGUE);

describe('playbooks', () => {
  it('refuses a cycle, naming it by titles', () => {
    const copy = groups();
    const all = copy.flatMap((g) => g.sections);
    all
      .find((s) => s.title === 'Pricing Strategy')!
      .prerequisites.push({ key: 'sales-channels', context: 'x' });
    all
      .find((s) => s.title === 'Sales Channels')!
      .prerequisites.push({ key: 'pricing-strategy', context: 'y' });
    expect(playbookProblems(copy).map((p) => p.message)).toEqual([
      'Prerequisites form a cycle: Pricing Strategy -> Sales Channels -> Pricing Strategy',
    ]);
  });

  it('refuses a prerequisite on a removed section', () => {
    const copy = groups().map((g) => ({
      ...g,
      sections: g.sections.filter((s) => s.key !== 'target-audience'),
    }));
    const problems = playbookProblems(copy);
    expect(problems[0]!.message).toContain('"target-audience"');
  });

  it('gives custom sections stable unique slugs and orders them after their prerequisites', () => {
    const [first] = assignSectionKeys([
      {
        title: 'Custom',
        sections: [
          {
            title: 'Supplier Strategy',
            instructions: ' Sentinel ',
            prerequisites: [{ key: 'target-audience', context: 'who buys' }],
          },
          { title: 'Supplier Strategy', prerequisites: [] },
          { key: 'target-audience', title: 'Target Audience', prerequisites: [] },
        ],
      },
    ]);
    expect(first!.sections.map((s) => s.key)).toEqual([
      'supplier-strategy',
      'supplier-strategy-2',
      'target-audience',
    ]);
    const outline = buildOutline([first!]);
    expect(planSections(['supplier-strategy', 'target-audience'], outline)).toEqual([
      'target-audience',
      'supplier-strategy',
    ]);
    expect(outline[0]!.sections[0]!.instructions).toBe('Sentinel');
    expect(outlineOf({ outline: null })).toBe(CATALOGUE);
    expect(compareOutlines(CATALOGUE, outline).removed.length).toBe(123);
  });

  it('puts the instructions in the prompt', () => {
    const [, user] = buildSectionPrompt({
      title: 'S',
      overview: 'o',
      context: [],
      language: 'English',
      instructions: 'Do X',
    });
    expect(user!.content).toContain('Consultant instructions:\nDo X');
  });
});
