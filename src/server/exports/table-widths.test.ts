import type { Table } from 'mdast';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../domain/parse-markdown.ts';
import { fitColumnWidths, measureColumn } from './table-widths.ts';

function table(markdown: string): Table {
  const node = parseMarkdown(markdown).children[0];
  if (node?.type !== 'table') throw new Error('not a table');
  return node;
}

/** One unit a character, twice that in bold: enough to see which face each text was measured in. */
const measure = (text: string, face: 'bold' | 'normal') => text.length * (face === 'bold' ? 2 : 1);

describe('a column measured for its width', () => {
  const prices = table(
    [
      '| Offer | Price |',
      '|---|---|',
      '| Espresso blend subscription | 12 €/month |',
      '| **Total** | **96\u00a0148\u00a0€** |',
    ].join('\n'),
  );

  it('needs its longest word and its longest cell, the header and totals in bold', () => {
    // "subscription" (12) is the longest word; the header "Offer" in bold is 10.
    expect(measureColumn(prices, 0, measure)).toEqual({ min: 12, max: 27 });
    // No-break spaces keep "96 148 €" one word: bold, 8 characters, 16.
    expect(measureColumn(prices, 1, measure)).toEqual({ min: 16, max: 16 });
  });

  it('gives every column its longest word and shares the rest by want', () => {
    const needs = [measureColumn(prices, 0, measure), measureColumn(prices, 1, measure)];
    const [first, second] = fitColumnWidths(needs, 30);
    expect(first).toBeGreaterThanOrEqual(12);
    expect(second).toBeGreaterThanOrEqual(16);
    expect(first! + second!).toBeCloseTo(30);
  });

  it('measures only the header where a row stops short', () => {
    const ragged = table('| A | B |\n|---|---|\n| long-word |');
    expect(measureColumn(ragged, 1, measure)).toEqual({ min: 2, max: 2 });
  });
});
