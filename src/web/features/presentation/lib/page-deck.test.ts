import { describe, expect, it } from 'vitest';
import { resolveBrand } from '../../../../domain/brand.ts';
import { slideText } from '../../../../domain/deck/deck-test-support.ts';
import { createPageDeck, type PageDeckInput } from './page-deck.ts';

const input = (overrides: Partial<PageDeckInput>): PageDeckInput => ({
  kind: 'sections',
  language: 'English',
  metadata: { companyName: 'Northwind', clientName: '', preparedBy: '', preparedDate: '' },
  overview: 'Coffee.',
  brand: resolveBrand({}),
  logos: { client: false, firm: false },
  sections: {},
  ...overrides,
});

describe('the page’s deck', () => {
  it('shows each written section in the outline’s order, without its repeated title', () => {
    const deck = createPageDeck()(
      input({
        sections: {
          'mission-statement': { content: 'Coffee worth waking up for.' },
          'target-audience': { content: '## Target Audience:\n\nRemote workers. More text.' },
          'vision-statement': { content: '   ' },
        },
      }),
    );
    expect(deck.slides.map((slide) => slide.id)).toEqual([
      'cover',
      'section-target-audience',
      'section-mission-statement',
      'closing',
    ]);
    const audience = slideText(deck.slides[1]!);
    expect(audience).toContain('Remote workers.');
    expect(audience.split('Target Audience')).toHaveLength(2);
    expect(audience).not.toContain('More text.');
    expect(deck.slides[1]!.notes).toContain('More text.');
  });

  it('follows a profile’s order and leaves out what it does not hold', () => {
    const deck = createPageDeck()(
      input({
        sections: {
          'mission-statement': { content: 'Mission.' },
          'target-audience': { content: 'Audience.' },
          'value-proposition': { content: 'Value.' },
        },
        selection: ['value-proposition', 'mission-statement', 'business-description'],
      }),
    );
    expect(deck.slides.flatMap((slide) => slide.sectionKeys)).toEqual([
      'value-proposition',
      'mission-statement',
    ]);
  });

  it('lists the sources a slide cites, as the exports do', () => {
    const deck = createPageDeck()(
      input({
        sections: {
          'target-audience': {
            content: 'Salons book online [1].',
            sources: [{ n: 1, title: 'Salon market 2025' }],
          },
        },
      }),
    );
    expect(slideText(deck.slides[1]!)).toContain('Sources: [1] Salon market 2025');
  });

  it('lays a slide out again only when a section on it changed', () => {
    const compose = createPageDeck();
    const sections = {
      'target-audience': { content: 'A.' },
      'mission-statement': { content: 'B.' },
    };
    const first = compose(input({ kind: 'presentation', sections }));
    const second = compose(
      input({
        kind: 'presentation',
        sections: { ...sections, 'mission-statement': { content: 'B!' } },
      }),
    );
    // A slide laid out again has new elements; one kept has the same (its footer aside).
    const group = (deck: typeof first, id: string) =>
      deck.slides.find((slide) => slide.id === id)!.elements[0];
    // Customer Profile holds the unchanged section; Business Plan the changed one.
    expect(group(second, 'group-1')).toBe(group(first, 'group-1'));
    expect(group(second, 'group-2')).not.toBe(group(first, 'group-2'));
  });
});
