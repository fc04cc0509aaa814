import { describe, expect, it } from 'vitest';
import { overflowingTexts, slideText } from '../../domain/deck/deck-test-support.ts';
import { parseAssumptions } from '../../domain/financial/assumptions.ts';
import type { Language } from '../../domain/strategy-limits.ts';
import { LOSS_THEN_PROFIT } from '../testing/financial-fixtures.ts';
import { syntheticStrategy } from '../testing/synthetic-strategy.ts';
import { deckOf } from './deck-from-model.ts';
import { buildExportModel } from './export-document.ts';

const parsedModel = parseAssumptions(LOSS_THEN_PROFIT);
if (!parsedModel.success) throw new Error('the fixture model does not validate');

/** A whole strategy in a language: 124 sections, the executive summary, a 5-year model. */
function complete(language: Language) {
  const document = syntheticStrategy({ language, wordsPerSection: 500 });
  document.sections['executive-summary'] = {
    content: syntheticStrategy({ language, wordsPerSection: 300 }).sections['target-audience']!
      .content,
  };
  return { ...document, financials: parsedModel.success ? parsedModel.assumptions : undefined };
}

// Building a 125-section model parses every section: seconds on a busy machine.
describe('the deck of a whole strategy', { timeout: 120_000 }, () => {
  for (const language of ['English', 'Japanese', 'Arabic'] as const) {
    it(`in ${language}: at most 40 slides by default, a slide per section on request`, () => {
      const model = buildExportModel(complete(language));
      const deck = deckOf(model);
      expect(deck.slides.length).toBeLessThanOrEqual(40);
      expect(deck.slides.map((slide) => slide.kind)).toEqual([
        'cover',
        'summary',
        'contents',
        ...model.groups.map(() => 'group'),
        'figures',
        'chart',
        'chart',
        'chart',
        // The ratio checks, in every language (decision 0106).
        'statement',
        'statement',
        'statement',
        'statement',
        'closing',
      ]);
      const sections = deckOf({ ...model, deck: 'sections' });
      // Every section once, plus the cover, the summary, the model's 8 slides (the ratio checks
      // among them) and the close.
      expect(sections.slides.length).toBe(124 + 1 + 1 + 8 + 1);
      for (const each of [deck, sections]) {
        const shown = each.slides.flatMap((slide) => slide.sectionKeys);
        expect(new Set(shown).size).toBe(125);
        expect(shown).toHaveLength(125);
        expect(each.slides.filter((slide) => slide.notes.trim() === '')).toEqual([]);
        expect(each.slides.filter((slide) => /continued|続き|تابع/.test(slideText(slide)))).toEqual(
          [],
        );
        expect(overflowingTexts(each)).toEqual([]);
      }
    });
  }
});
