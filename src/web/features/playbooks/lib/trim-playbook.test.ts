import { describe, expect, it } from 'vitest';
import { trimPlaybook } from './trim-playbook.ts';

const section = (key: string, title: string, prerequisites: string[] = []) => ({
  key,
  title,
  prerequisites: prerequisites.map((prerequisite) => ({ key: prerequisite, context: 'why' })),
});

const groups = [
  { title: 'Customers', sections: [section('audience', 'Target Audience')] },
  {
    title: 'Marketing',
    sections: [
      section('brand', 'Brand'),
      section('pricing', 'Pricing Strategy', ['brand', 'audience']),
    ],
  },
];

describe('trimPlaybook', () => {
  it('keeps the ticked sections in order, drops empty groups and the prerequisites on removed sections, named in words', () => {
    const result = trimPlaybook(groups, new Set(['pricing', 'brand']));
    expect(result.groups).toEqual([
      {
        title: 'Marketing',
        sections: [section('brand', 'Brand'), section('pricing', 'Pricing Strategy', ['brand'])],
      },
    ]);
    expect(result.removedSections).toBe(1);
    expect(result.droppedPrerequisites).toEqual([
      'Group 2 “Marketing”, section 2 “Pricing Strategy”, prerequisite 2 (Target Audience)',
    ]);
  });

  it('changes nothing when every section is kept', () => {
    const result = trimPlaybook(groups, new Set(['audience', 'brand', 'pricing']));
    expect(result).toEqual({ groups, removedSections: 0, droppedPrerequisites: [] });
  });
});
