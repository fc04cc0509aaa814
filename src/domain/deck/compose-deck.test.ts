import { describe, expect, it } from 'vitest';
import { composeDeck } from './compose-deck.ts';
import {
  deckInput,
  group,
  overflowingTexts,
  parse,
  slideText,
  textsOf,
} from './deck-test-support.ts';
import type { TableElement } from './deck-types.ts';
import { wrap } from './text-measure.ts';

const LONG_SENTENCE =
  'Remote professionals treat the morning coffee as a deliberate pause before deep work, and freshness is the quality they notice first.';

/** A section longer than any slide: headings, many points, a long table, a closing paragraph. */
const longSection = (index: number) =>
  [
    `**Solo founders buy first, teams follow (${index}).** ${LONG_SENTENCE}`,
    '## Plan',
    ...Array.from({ length: 30 }, (_, step) => `- Step ${step + 1}: ${LONG_SENTENCE}`),
    '| Quarter | Focus |',
    '|---|---|',
    ...Array.from({ length: 30 }, (_, row) => `| Q${row} | Work on the plan |`),
    'The plan closes here. Its second sentence is for the speaker notes only.',
  ].join('\n\n');

/** The catalogue's shape: 20 groups of 2 to 13 sections, 124 in all. */
const SIZES = [13, 10, 7, 8, 6, 6, 7, 7, 7, 5, 5, 6, 6, 5, 5, 2, 3, 4, 4, 8];
let parsed: Pick<Parameters<typeof composeDeck>[0], 'summary' | 'groups'> | undefined;
/** Parsed once: 125 long sections take seconds to parse on a busy machine. */
const wholeStrategy = (kind: 'presentation' | 'sections') => {
  parsed ??= {
    summary: {
      key: 'executive-summary',
      title: 'Executive Summary',
      content: parse(longSection(0)),
    },
    groups: SIZES.map((size, index) => group(`Group ${index + 1}`, size, longSection)),
  };
  return composeDeck(deckInput({ kind, ...parsed }));
};

describe('composeDeck', { timeout: 60_000 }, () => {
  it('makes a consultant’s deck of a whole strategy: at most 40 slides, each section once', () => {
    const deck = wholeStrategy('presentation');
    expect(deck.slides.length).toBeLessThanOrEqual(40);
    expect(deck.slides.map((slide) => slide.kind)).toEqual([
      'cover',
      'summary',
      'contents',
      ...SIZES.map(() => 'group'),
      'closing',
    ]);
    const shown = deck.slides.flatMap((slide) => slide.sectionKeys);
    expect(shown).toHaveLength(124 + 1);
    expect(new Set(shown).size).toBe(shown.length);
    // A group's slide holds each section's takeaway: its bold opening.
    expect(slideText(deck.slides[3]!)).toContain('Solo founders buy first, teams follow (0).');
    for (const slide of deck.slides) {
      expect(slide.notes.trim(), slide.id).not.toBe('');
      expect(slideText(slide)).not.toMatch(/continued/i);
    }
    expect(overflowingTexts(deck)).toEqual([]);
  });

  it('gives each section one slide in the sections deck, cut to what fits, whole in the notes', () => {
    const deck = wholeStrategy('sections');
    expect(deck.slides.length).toBe(1 + 1 + 124 + 1);
    const section = deck.slides.find((slide) => slide.id === 'section-group-1-1')!;
    expect(section.title).toBe('Group 1 1');
    expect(slideText(section)).toContain('Step 1:');
    expect(slideText(section)).not.toContain('Step 30:');
    expect(section.notes).toContain('Step 30:');
    expect(section.notes).toContain('Its second sentence is for the speaker notes only.');
    expect(overflowingTexts(deck)).toEqual([]);
  });

  it('gives a section that is only a table its first row as the takeaway on its group’s slide', () => {
    const table =
      '| Metric | Target |\n|---|---|\n| Monthly recurring revenue | $120,000 |\n| Churn | < 4% |';
    const deck = composeDeck(deckInput({ groups: [group('Plan', 1, () => table)] }));
    const slide = deck.slides.find((candidate) => candidate.kind === 'group')!;
    expect(slideText(slide)).toContain('Monthly recurring revenue: $120,000');
  });

  it('never splits a table: it shows its first rows and says the rest are in the notes', () => {
    const table = [
      '| Threat | Likelihood | Response |',
      '|---|---|---|',
      ...Array.from({ length: 40 }, (_, row) => `| Threat ${row} | High | Counter-measures |`),
    ].join('\n');
    const deck = composeDeck(
      deckInput({ kind: 'sections', groups: [group('Risks', 1, () => table)] }),
    );
    const [slide] = deck.slides.filter((candidate) => candidate.kind === 'section');
    const tables = slide!.elements.filter((element) => element.kind === 'table');
    expect(tables).toHaveLength(1);
    const shown = (tables[0] as TableElement).rows.length;
    expect(shown).toBeGreaterThan(5);
    expect(slideText(slide!)).toContain(`${40 - shown} more rows in the notes`);
    expect(slide!.notes).toContain('Threat 39 | High | Counter-measures');
  });

  it('keeps every word of a table cell whole: columns are at least as wide as their words', () => {
    const table = [
      '| Threat | Opportunity | Strength | Weakness | Counterweight | Implications |',
      '|---|---|---|---|---|---|',
      '| Competitors | Internationalisation | Craftsmanship | Undercapitalisation | Diversification | Reconsideration |',
    ].join('\n');
    const deck = composeDeck(
      deckInput({ kind: 'sections', groups: [group('SWOT', 1, () => table)] }),
    );
    const element = deck.slides
      .flatMap((slide) => slide.elements)
      .find((candidate): candidate is TableElement => candidate.kind === 'table')!;
    for (const [rowIndex, row] of [element.header, ...element.rows].entries()) {
      row.forEach((cell, column) => {
        const widest = wrap(
          [{ text: cell }],
          { size: element.size, bold: rowIndex === 0 },
          Number.POSITIVE_INFINITY,
        ).widestWord;
        expect(widest / 72, cell).toBeLessThanOrEqual(element.columns[column]! - 0.14);
      });
    }
  });

  it('keeps a citation with its sentence and lists exactly the sources the slide shows', () => {
    const content = [
      'Salons book online more each year [1]. Walk-ins fall [2].',
      '- Prices rose 12% in 2024 [3].',
      '**Sources**',
      '1. Salon market 2025 — https://example.com/market',
      '2. Walk-in survey',
      '3. Price index — https://example.com/prices',
    ].join('\n\n');
    const deck = composeDeck(
      deckInput({ kind: 'sections', groups: [group('Market', 1, () => content)] }),
    );
    const slide = deck.slides.find((candidate) => candidate.kind === 'section')!;
    const text = slideText(slide);
    expect(text).toContain('Salons book online more each year [1].');
    expect(text).not.toContain('Walk-ins fall');
    const sources = textsOf(slide).find((element) => element.style === 'sources')!;
    const listed = sources.runs.map((run) => run.text).join('');
    expect(listed).toContain('[1] Salon market 2025');
    expect(listed).toContain('[3] Price index');
    expect(listed).not.toContain('[2]');
  });

  it('fits a long company name on the cover by size and lines, never cutting it', () => {
    const long =
      'Northwind Makers and Roasters of Exceptionally Fine Coffee for Remote Professionals';
    const deck = composeDeck(deckInput({ cover: { ...deckInput().cover, companyName: long } }));
    const title = textsOf(deck.slides[0]!).find((element) => element.style === 'coverTitle')!;
    expect(title.runs.map((run) => run.text).join('')).toBe(long);
    expect(title.size).toBeLessThan(40);
    expect(overflowingTexts(deck)).toEqual([]);
  });

  it('mirrors a right-to-left deck: the cover panel on the right, text set against the right', () => {
    const ltr = composeDeck(deckInput());
    const rtl = composeDeck(deckInput({ direction: 'rtl' }));
    const panel = (deck: typeof ltr) => deck.slides[0]!.elements[0]!.box;
    expect(panel(ltr).x).toBe(0);
    expect(panel(rtl).x + panel(rtl).w).toBeCloseTo(13.333, 3);
    expect(textsOf(rtl.slides[0]!).every((element) => element.align === 'right')).toBe(true);
  });
});
