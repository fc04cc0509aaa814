import { describe, expect, it } from 'vitest';
import { describeFieldPath, describeIssue, dottedPath } from './field-path.ts';

const playbook = {
  name: 'Cafés',
  groups: [
    { title: 'Customers', sections: [{ title: 'Mission' }] },
    { title: 'Product', sections: [] },
    {
      title: 'Marketing',
      sections: [
        { title: 'Brand' },
        { title: 'Channels' },
        { title: 'Pricing Strategy', prerequisites: [{ key: 'nowhere', context: '' }] },
      ],
    },
  ],
};

describe('describeFieldPath', () => {
  it('names a playbook prerequisite by its group and section, numbered from 1, with their titles', () => {
    expect(describeFieldPath('groups.2.sections.2.prerequisites.0.key', playbook)).toBe(
      'Group 3 “Marketing”, section 3 “Pricing Strategy”, prerequisite 1',
    );
    expect(describeFieldPath(['groups', 0, 'sections', 0, 'title'], playbook)).toBe(
      'Group 1 “Customers”, section 1 “Mission”, title',
    );
    expect(describeFieldPath('groups.2.sections.2.prerequisites.0.context', playbook)).toBe(
      'Group 3 “Marketing”, section 3 “Pricing Strategy”, prerequisite 1, context',
    );
  });

  it('numbers items it cannot see, and items without a title', () => {
    expect(describeFieldPath('groups.7.sections.0.key')).toBe('Group 8, section 1, key');
    expect(describeFieldPath('groups.1.title', { groups: [{}, { title: '  ' }] })).toBe(
      'Group 2, title',
    );
  });

  it('names financial assumptions as the Financials tab labels them, without the wrapper', () => {
    const body = {
      assumptions: {
        revenueStreams: [{ name: 'Coffee bags', kind: 'units' }],
        staff: [{ role: 'Barista' }],
      },
    };
    expect(describeFieldPath('assumptions.revenueStreams.0.unitPrice', body)).toBe(
      'Revenue stream 1 “Coffee bags”, unit price',
    );
    expect(describeFieldPath('assumptions.staff.0.startMonth', body)).toBe(
      'Staff role 1 “Barista”, start month',
    );
    expect(describeFieldPath('assumptions.startMonth', body)).toBe('First month (YYYY-MM)');
    expect(describeFieldPath('cogsPct')).toBe('Cost of sales %');
    expect(describeFieldPath('assumptions')).toBe('Assumptions');
  });

  it('names a scenario by its name and an adjustment in words, without the adjustments wrapper', () => {
    const body = { scenarios: [{ name: 'Low sales', adjustments: { volumePct: 2000 } }] };
    expect(describeFieldPath('scenarios.0.adjustments.volumePct', body)).toBe(
      'Scenario 1 “Low sales”, volume change %',
    );
    expect(describeFieldPath('scenarios.0.adjustments', body)).toBe(
      'Scenario 1 “Low sales”, adjustments',
    );
    expect(describeFieldPath('scenarios')).toBe('Scenarios');
  });

  it('turns any other field name into words and an empty path into the request', () => {
    expect(describeFieldPath('metadata.digitalLink')).toBe('Metadata, digital link');
    expect(describeFieldPath('tags.1')).toBe('Tag 2');
    expect(describeFieldPath('sections.3')).toBe('Section 4');
    expect(describeFieldPath('')).toBe('The request');
    expect(describeFieldPath([])).toBe('The request');
  });

  it('shortens a long name and keeps it on one line', () => {
    const long = `${'Very long title '.repeat(10)}\nend`;
    expect(describeFieldPath('groups.0', { groups: [{ title: long }] })).toMatch(
      /^Group 1 “Very long title Very long title .{20,}…”$/,
    );
  });
});

describe('describeIssue', () => {
  it('puts the field in words before the message, or the message alone for the whole input', () => {
    expect(
      describeIssue(
        { path: 'groups.2.title', message: 'a group title is required' },
        { groups: [{}, {}, { title: '' }] },
      ),
    ).toBe('Group 3, title: a group title is required');
    expect(describeIssue({ path: [], message: 'must be an object' })).toBe('Must be an object');
  });

  it('keeps the dotted path for programs', () => {
    expect(dottedPath(['groups', 2, 'title'])).toBe('groups.2.title');
  });
});
