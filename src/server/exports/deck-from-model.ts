import { composeDeck } from '../../domain/deck/compose-deck.ts';
import type { Deck } from '../../domain/deck/deck-types.ts';
import type { FinancialAssumptions } from '../../domain/financial/assumption-types.ts';
import { financialDeck } from '../../domain/financial/financial-deck.ts';
import { computeForecast } from '../../domain/financial/forecast.ts';
import { type ExportModel, orderedSections } from './export-document.ts';

function modelDeck(assumptions: FinancialAssumptions) {
  return financialDeck(computeForecast(assumptions), assumptions.currency, assumptions.startMonth);
}

/** The export model's deck: the same composition the page's slides use (src/domain/deck). */
export function deckOf(model: ExportModel): Deck {
  const note = model.notice?.blocks.find((block) => block.kind === 'note');
  return composeDeck({
    sections: orderedSections(model).map(({ section, groupTitle }) => ({
      key: section.key,
      title: section.title,
      groupTitle,
      content: section.content,
    })),
    ...(model.financials ? { financial: modelDeck(model.financials) } : {}),
    ...(note && note.kind === 'note'
      ? { unwritten: note.items.map((item) => ({ title: item, status: '' })) }
      : {}),
  });
}
