import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { blockLines, composeDeck } from './compose-deck.ts';
import { DECK_GEOMETRY } from './deck-geometry.ts';
import type { SectionSlide } from './deck-types.ts';

const parse = (markdown: string): Root =>
  fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

const section = (content: string) => ({
  key: 'target-audience',
  title: 'Target Audience',
  groupTitle: 'Customer Profile',
  content: parse(content),
});

describe('composeDeck', () => {
  it('opens with a cover, lists left-out sections, and gives a short section one slide', () => {
    const deck = composeDeck({
      sections: [section('Founders buy first. Teams follow later.\n\n- Solo founders\n- Teams')],
      unwritten: [{ title: 'Vision Statement', status: 'failed' }],
    });
    expect(deck.slides.map((slide) => slide.kind)).toEqual(['cover', 'unwritten', 'section']);
    const slide = deck.slides[2] as SectionSlide;
    expect(slide.blocks.map((block) => block.kind)).toEqual(['point', 'point', 'point']);
    // A paragraph's key point is its lead sentence; the notes hold everything.
    expect(slide.blocks[0]).toMatchObject({ runs: [{ text: 'Founders buy first.' }] });
    expect(slide.notes).toBe('Founders buy first. Teams follow later.\n\n- Solo founders\n- Teams');
  });

  it('continues a long section on more slides, none fuller than a slide holds', () => {
    const items = Array.from({ length: 40 }, (_, index) => `- Point number ${index} of the plan`);
    const table = [
      '| Quarter | Focus |',
      '|---|---|',
      ...Array.from({ length: 30 }, (_, row) => `| Q${row} | Work |`),
    ];
    const deck = composeDeck({
      sections: [section(`## Plan\n\n${items.join('\n')}\n\n${table.join('\n')}`)],
    });
    const slides = deck.slides.filter((slide): slide is SectionSlide => slide.kind === 'section');
    expect(slides.length).toBeGreaterThan(3);
    expect(slides.map((slide) => slide.continuation)).toEqual(slides.map((_, index) => index));
    for (const slide of slides) {
      const lines = slide.blocks.reduce((sum, block) => sum + blockLines(block), 0);
      expect(lines).toBeLessThanOrEqual(DECK_GEOMETRY.bodyLines);
      expect(slide.blocks.at(-1)?.kind).not.toBe('heading');
    }
    const tables = slides.flatMap((slide) =>
      slide.blocks.filter((block) => block.kind === 'table'),
    );
    expect(tables.length).toBeGreaterThan(1);
    for (const table of tables) expect(table).toMatchObject({ header: ['Quarter', 'Focus'] });
    expect(tables.flatMap((table) => (table.kind === 'table' ? table.rows : []))).toHaveLength(30);
    expect(slides.slice(1).every((slide) => slide.notes === '')).toBe(true);
  });
});
