import { describe, expect, it } from 'vitest';
import { checkCitations, citedSources, findCitations } from './citations.ts';

const GIVEN = [1, 2, 3];

describe('checkCitations', () => {
  it('keeps citations of given sources and lists them once each', () => {
    const result = checkCitations('Revenue grew 12% [1]. Costs fell [2][1].', GIVEN);
    expect(result).toEqual({
      markdown: 'Revenue grew 12% [1]. Costs fell [2][1].',
      cited: [1, 2],
      removed: 0,
      removedNumbers: [],
    });
  });

  it('removes an unknown number with the space before it and counts it', () => {
    const result = checkCitations('The market is worth $4 billion [9]. Growth is 12% [1].', GIVEN);
    expect(result.markdown).toBe('The market is worth $4 billion. Growth is 12% [1].');
    expect(result.cited).toEqual([1]);
    expect(result.removed).toBe(1);
    expect(result.removedNumbers).toEqual([9]);
  });

  it('tidies the space in the middle of a sentence and at the start of a line', () => {
    expect(checkCitations('Growth [9] was strong.', GIVEN).markdown).toBe('Growth was strong.');
    expect(checkCitations('[9] Growth was strong.\n- [7] A point', GIVEN).markdown).toBe(
      'Growth was strong.\n- A point',
    );
  });

  it('drops brackets a removed citation leaves empty', () => {
    expect(checkCitations('Demand is rising ([9]).', GIVEN).markdown).toBe('Demand is rising.');
    expect(checkCitations('Demand is rising (see [9]).', GIVEN).markdown).toBe(
      'Demand is rising (see).',
    );
  });

  it('handles side-by-side citations, keeping the known one', () => {
    const result = checkCitations('Fact [1][9]. Other [9][2]. Both gone [8][9].', GIVEN);
    expect(result.markdown).toBe('Fact [1]. Other [2]. Both gone.');
    expect(result.removed).toBe(4);
    expect(result.removedNumbers).toEqual([8, 9]);
    expect(result.cited).toEqual([1, 2]);
  });

  it('rewrites a list or range to the known numbers and counts every unknown one', () => {
    const result = checkCitations('A [1, 9]. B [2-5]. C [1–3]. D [7 - 8].', GIVEN);
    expect(result.markdown).toBe('A [1]. B [2, 3]. C [1–3]. D.');
    expect(result.removed).toBe(1 + 2 + 2);
    expect(result.removedNumbers).toEqual([4, 5, 7, 8, 9]);
    expect(result.cited).toEqual([1, 2, 3]);
  });

  it('leaves code spans and fenced code alone', () => {
    const markdown = [
      'Use `array[9]` to index [1].',
      '',
      '```js',
      'const value = list[9];',
      '```',
      '',
      'Done [9].',
    ].join('\n');
    const result = checkCitations(markdown, GIVEN);
    expect(result.markdown).toBe(markdown.replace('Done [9].', 'Done.'));
    expect(result.removed).toBe(1);
  });

  it('leaves links, link text and link definitions alone', () => {
    const markdown = [
      'See [the report [9]](https://example.com/report) and [9](https://example.com/nine).',
      'A reference [figure][ref] and an image ![chart [9]](chart.png) [2].',
      '',
      '[ref]: https://example.com/defined',
    ].join('\n');
    const result = checkCitations(markdown, GIVEN);
    expect(result.markdown).toBe(markdown);
    expect(result.removed).toBe(0);
    expect(result.cited).toEqual([2]);
  });

  it('judges a [n] the model made a link of, and drops its numbered link definitions', () => {
    const markdown = [
      'Real [1] and invented [9].',
      '',
      '[1]: https://example.com/one',
      '[9]: https://invented.example/',
      '[ref]: https://example.com/kept',
    ].join('\n');
    expect(findCitations(markdown)).toHaveLength(2);
    const result = checkCitations(markdown, GIVEN);
    expect(result.markdown).toBe('Real [1] and invented.\n\n[ref]: https://example.com/kept');
    expect(result.cited).toEqual([1]);
    expect(result.removed).toBe(1);
  });

  it('checks citations inside table cells and keeps the table intact', () => {
    const markdown = [
      '| Competitor | Share |',
      '| --- | --- |',
      '| Acme | 30% [9] |',
      '| Globex | 20% [1] |',
    ].join('\n');
    const result = checkCitations(markdown, GIVEN);
    expect(result.markdown).toBe(markdown.replace('30% [9]', '30%'));
    expect(result.removed).toBe(1);
    expect(result.cited).toEqual([1]);
  });

  it('checks citations inside emphasis, lists, quotes and headings', () => {
    const markdown = '# Title [9]\n\n> **Quoted [9]** text [1]\n\n1. Item *one [9]*';
    const result = checkCitations(markdown, GIVEN);
    expect(result.markdown).toBe('# Title\n\n> **Quoted** text [1]\n\n1. Item *one*');
    expect(result.removed).toBe(3);
  });

  it('ignores escaped brackets, years, footnotes, task boxes and absurd ranges', () => {
    const markdown =
      'Escaped \\[9\\], a year [2024], a footnote[^9], a range [1-400].\n\n- [ ] task\n- [x] done\n\n[^9]: Note.';
    const result = checkCitations(markdown, GIVEN);
    expect(result.markdown).toBe(markdown);
    expect(result.removed).toBe(0);
  });

  it('removes every citation when the section was given no sources', () => {
    const result = checkCitations('Claim [1]. Another [2, 3].', []);
    expect(result.markdown).toBe('Claim. Another.');
    expect(result.removed).toBe(3);
    expect(result.cited).toEqual([]);
  });
});

describe('citedSources', () => {
  it('lists only the sources the text cites, in number order', () => {
    const sources = [
      { n: 1, title: 'Deck' },
      { n: 2, title: 'Accounts' },
      { n: 3, title: 'Survey' },
    ];
    expect(citedSources('Fact [3]. Another [1]. `code [2]`', sources)).toEqual([
      { n: 1, title: 'Deck' },
      { n: 3, title: 'Survey' },
    ]);
  });
});
