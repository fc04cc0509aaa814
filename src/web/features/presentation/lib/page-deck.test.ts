import { describe, expect, it } from 'vitest';
import { createPageDeck, type PageSlide } from './page-deck.ts';

const titles = (slides: PageSlide[]) =>
  slides.map((slide) => (slide.kind === 'cover' ? 'cover' : `${slide.title}#${slide.part}`));

describe('the page’s deck', () => {
  it('is the cover, then each written section in the outline’s order, without its repeated title', () => {
    const deck = createPageDeck()({
      sections: {
        'mission-statement': { content: 'Coffee worth waking up for.' },
        'target-audience': { content: '## Target Audience\n\nRemote workers. More text.' },
        'vision-statement': { content: '   ' },
      },
    });
    expect(titles(deck)).toEqual(['cover', 'Target Audience#1', 'Mission Statement#1']);
    const audience = deck[1]!;
    expect(audience.kind === 'section' && audience.markdown).toBe('Remote workers. More text.');
    expect(audience.kind === 'section' && audience.blocks).toEqual([
      { kind: 'point', runs: [{ text: 'Remote workers.' }], level: 0, marker: 'none' },
    ]);
  });

  it('follows a profile’s order and leaves out what it does not hold', () => {
    const deck = createPageDeck()({
      sections: {
        'mission-statement': { content: 'Mission.' },
        'target-audience': { content: 'Audience.' },
        'value-proposition': { content: 'Value.' },
      },
      selection: ['value-proposition', 'mission-statement', 'business-description'],
    });
    expect(titles(deck)).toEqual(['cover', 'Value Proposition#1', 'Mission Statement#1']);
  });

  it('composes a section again only when its text changed', () => {
    const compose = createPageDeck();
    const first = compose({
      sections: { 'target-audience': { content: 'A.' }, 'mission-statement': { content: 'B.' } },
    });
    const second = compose({
      sections: { 'target-audience': { content: 'A.' }, 'mission-statement': { content: 'B!' } },
    });
    expect(second[1]).toBe(first[1]);
    expect(second[2]).not.toBe(first[2]);
  });
});
