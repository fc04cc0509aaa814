import { describe, expect, it } from 'vitest';
import { stripLeadingTitle } from './strip-title.ts';

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

  it('keeps a heading that says something else, and text without a heading', () => {
    expect(stripLeadingTitle('## Who buys\n\nBody', 'Target Audience')).toBe('## Who buys\n\nBody');
    expect(stripLeadingTitle('Target Audience\n\nBody', 'Target Audience')).toBe(
      'Target Audience\n\nBody',
    );
  });
});
