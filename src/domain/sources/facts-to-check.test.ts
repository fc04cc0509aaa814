import { describe, expect, it } from 'vitest';
import { findFactsToCheck } from './facts-to-check.ts';

describe('findFactsToCheck', () => {
  it('flags sentences with figures that cite nothing', () => {
    const facts = findFactsToCheck(
      'The market is worth $4.2 billion. It grows 12% a year [1]. We plan 3 workshops.',
    );
    expect(facts).toEqual([{ sentence: 'The market is worth $4.2 billion.', reasons: ['figure'] }]);
  });

  it('recognises money, percentages, multiples and large numbers but not years or small counts', () => {
    const sentences = [
      'Revenue reached €350k last year.',
      'Churn is 4.5 percent.',
      'Customers pay 3x more.',
      'There are 12,500 salons in the region.',
      'About 40000 people visit.',
      'Sales hit 2 million units.',
    ];
    const facts = findFactsToCheck(sentences.join(' '));
    expect(facts.map((fact) => fact.sentence)).toEqual(sentences);
    expect(findFactsToCheck('In 2024 we hire 5 people over 3 months.')).toEqual([]);
  });

  it('flags named competitors that cite nothing, but not the company itself', () => {
    const facts = findFactsToCheck(
      [
        'Our main competitors are Canva and Adobe Express.',
        'Acme competes on service.',
        'Globex Corp sells the same product.',
        'Unlike HubSpot, the tool is free [2].',
        'We focus on small salons in March.',
      ].join(' '),
      { ownNames: ['Acme'] },
    );
    expect(facts).toEqual([
      { sentence: 'Our main competitors are Canva and Adobe Express.', reasons: ['named-entity'] },
      { sentence: 'Globex Corp sells the same product.', reasons: ['named-entity'] },
    ]);
  });

  it('gives both reasons when a sentence has both', () => {
    expect(findFactsToCheck('Rival Initech holds 30% of the market.')).toEqual([
      { sentence: 'Rival Initech holds 30% of the market.', reasons: ['figure', 'named-entity'] },
    ]);
  });

  it('reads list items and table rows, and skips headings and code', () => {
    const markdown = [
      '## Market of $5 billion',
      '',
      '- Segment A is worth $2 billion',
      '- Segment B is growing [3]',
      '',
      '| Competitor | Share |',
      '| --- | --- |',
      '| Initech | 25% |',
      '| Globex | 20% [1] |',
      '',
      '```',
      'price = $100',
      '```',
      '',
      'Inline `$99` code.',
    ].join('\n');
    expect(findFactsToCheck(markdown).map((fact) => fact.sentence)).toEqual([
      'Segment A is worth $2 billion',
      'Initech | 25%',
    ]);
  });

  it('counts a [n] the model turned into a link as a citation', () => {
    expect(findFactsToCheck('Revenue is $2 million [1].\n\n[1]: https://example.com')).toEqual([]);
  });

  it('returns nothing for text with no figures or names', () => {
    expect(findFactsToCheck('We will build a friendly brand. Customers love it.')).toEqual([]);
  });
});
