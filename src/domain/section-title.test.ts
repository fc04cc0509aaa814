import { describe, expect, it } from 'vitest';
import { stripLeadingTitle } from './section-title.ts';

describe('stripLeadingTitle', () => {
  it('leaves out a first heading that repeats the title', () => {
    expect(stripLeadingTitle('## Target Audience\n\nBody text', 'Target Audience')).toBe(
      'Body text',
    );
    expect(
      stripLeadingTitle(
        '# AARRR (Pirate Metrics) Framework ##\nText',
        'AARRR (Pirate Metrics) Framework',
      ),
    ).toBe('Text');
  });

  it('matches the title whatever the case, punctuation or heading depth', () => {
    expect(
      stripLeadingTitle(
        '\n# steven reiss’s 16 human desires\n\nText',
        "Steven Reiss's 16 Human Desires",
      ),
    ).toBe('Text');
    expect(stripLeadingTitle('###### Colors', 'Colors')).toBe('');
  });

  it('keeps a heading that says something else, and text without a heading', () => {
    expect(stripLeadingTitle('## Who buys\n\nBody', 'Target Audience')).toBe('## Who buys\n\nBody');
    expect(stripLeadingTitle('Target Audience\n\nBody', 'Target Audience')).toBe(
      'Target Audience\n\nBody',
    );
  });
});
