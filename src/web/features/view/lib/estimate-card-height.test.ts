import { describe, expect, it } from 'vitest';
import { estimateCardHeight } from './estimate-card-height.ts';

describe('estimateCardHeight', () => {
  it('grows with the text: a long section reserves more than a short one', () => {
    const short = estimateCardHeight('One line.');
    const long = estimateCardHeight(
      Array.from({ length: 30 }, () => 'word '.repeat(60)).join('\n\n'),
    );
    expect(short).toBeLessThan(200);
    expect(long).toBeGreaterThan(2000);
  });

  it('counts a table by its rows and a narrow screen by its shorter lines', () => {
    const table = '| a | b |\n| --- | --- |\n| 1 | 2 |\n| 3 | 4 |';
    expect(estimateCardHeight(table)).toBe(estimateCardHeight('One line.') - 26 + 3 * 38);
    const paragraph = 'word '.repeat(100);
    expect(estimateCardHeight(paragraph, 340)).toBeGreaterThan(estimateCardHeight(paragraph, 720));
  });
});
