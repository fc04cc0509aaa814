import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { resolveBrand } from '../brand.ts';
import { coverContent } from '../cover.ts';
import { ENGLISH_DELIVERABLE_LABELS } from '../deliverable-labels.ts';
import type { DeckGroup, DeckInput } from './compose-deck.ts';
import { TEXT_STYLES } from './deck-styles.ts';
import type { Deck, DeckSlide, TextElement } from './deck-types.ts';
import { textHeight } from './text-fit.ts';

/** Test support for the deck: Markdown parsed as the page parses it, and a deck's input. */
export const parse = (markdown: string): Root =>
  fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

export function deckInput(overrides: Partial<DeckInput> = {}): DeckInput {
  const labels = ENGLISH_DELIVERABLE_LABELS;
  return {
    kind: 'presentation',
    direction: 'ltr',
    labels,
    cover: coverContent({
      metadata: {
        companyName: 'Northwind Makers',
        clientName: 'Contoso',
        preparedBy: 'Ana',
        preparedDate: '2025-03-14',
      },
      brand: resolveBrand({}),
      language: 'English',
      labels,
    }),
    overview: 'We build tools for makers.',
    logos: { client: false, firm: false },
    footer: 'Confidential · page {page} of {pages}',
    groups: [],
    ...overrides,
  };
}

/** A group of `count` sections, each with the Markdown `content(index)`. */
export function group(title: string, count: number, content: (index: number) => string): DeckGroup {
  return {
    title,
    sections: Array.from({ length: count }, (_, index) => ({
      key: `${title.toLowerCase().replaceAll(' ', '-')}-${index + 1}`,
      title: `${title} ${index + 1}`,
      content: parse(content(index)),
    })),
  };
}

export const textsOf = (slide: DeckSlide): TextElement[] =>
  slide.elements.filter((element): element is TextElement => element.kind === 'text');

export const slideText = (slide: DeckSlide): string =>
  textsOf(slide)
    .map((element) => element.runs.map((run) => run.text).join(''))
    .join('\n');

/**
 * Every text box of the deck holds its text by the layout's own measure: no line more than the
 * box's height allows, no word wider than the box (it would be split or clipped).
 */
export function overflowingTexts(deck: Deck): string[] {
  return deck.slides.flatMap((slide) =>
    textsOf(slide).flatMap((element) => {
      const measured = textHeight(element.runs, element.style, element.size, element.box.w);
      const fits = !measured.overflows && measured.height <= element.box.h + 1e-6;
      return fits && element.size <= TEXT_STYLES[element.style].size
        ? []
        : [`${slide.id}: ${element.runs.map((run) => run.text).join('')}`];
    }),
  );
}
