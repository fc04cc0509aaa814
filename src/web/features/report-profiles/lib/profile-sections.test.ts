import { describe, expect, it } from 'vitest';
import { profileSections } from './profile-sections.ts';

const groups = [
  { sections: [{ key: 'executive-summary' }] },
  { sections: [{ key: 'mission-statement' }, { key: 'target-audience' }] },
];

describe('profileSections', () => {
  it('saves the ticked sections in the outline’s order, whatever order they were ticked in', () => {
    expect(profileSections(groups, new Set(['target-audience', 'executive-summary']), [])).toEqual([
      'executive-summary',
      'target-audience',
    ]);
  });

  it('keeps the sections of another outline it held, and drops one unticked here', () => {
    expect(
      profileSections(groups, new Set(['mission-statement']), [
        'supplier-strategy',
        'target-audience',
      ]),
    ).toEqual(['mission-statement', 'supplier-strategy']);
  });
});
