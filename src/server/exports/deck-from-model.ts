import { composeDeck } from '../../domain/deck/compose-deck.ts';
import type { Deck } from '../../domain/deck/deck-types.ts';
import type { FinancialAssumptions } from '../../domain/financial/assumption-types.ts';
import { financialDeck } from '../../domain/financial/financial-deck.ts';
import { computeForecast } from '../../domain/financial/forecast.ts';
import { modelChecks } from '../../domain/financial/model-check-tables.ts';
import type { ExportModel } from './export-document.ts';

function modelDeck(assumptions: FinancialAssumptions, model: ExportModel) {
  const forecast = computeForecast(assumptions);
  return financialDeck(
    forecast,
    assumptions.currency,
    assumptions.startMonth,
    model.language,
    modelChecks(assumptions, forecast, model.scenarios, model.language),
  );
}

/** The export model's deck: the one the page's Presentation shows (src/domain/deck). */
export function deckOf(model: ExportModel): Deck {
  const note = model.notice?.blocks.find((block) => block.kind === 'note');
  const assumptions = model.financials;
  return composeDeck({
    kind: model.deck,
    direction: model.locale.direction,
    labels: model.labels,
    cover: model.cover,
    overview: model.overview,
    logos: { client: model.logos.client !== undefined, firm: model.logos.firm !== undefined },
    footer: model.footer,
    summary: model.summary,
    groups: model.groups,
    unwritten: note?.kind === 'note' ? { intro: note.intro, items: note.items } : undefined,
    financial: assumptions ? modelDeck(assumptions, model) : undefined,
  });
}
