import type { Facts } from '../../src/domain/facts.ts';
import { FACTS_DRAFT_FIRST_LINE } from '../../src/domain/facts-prompt.ts';

/** The example coffee roaster's fact sheet, as the draft answers it (prices in EUR, as its model). */
export const EXAMPLE_FACTS: Facts = {
  companyName: 'Northwind Roasters',
  offerings: [
    { name: 'Beans', price: 12, unit: 'per 250 g bag' },
    { name: 'Office plan', price: 89, unit: 'per month' },
  ],
  customerSegments: ['Home brewers', 'Small offices'],
  locations: ['Utrecht'],
  team: [{ name: 'Anna de Vries', role: 'Founder and head roaster' }],
  foundedYear: 2021,
  fundingAsked: 90_000,
  keyFigures: [{ label: 'Cafés supplied', value: '14', unit: '' }],
};

/**
 * The answer to the app's "Draft facts" request: the example fact sheet as JSON, the company
 * named as in the overview when its first line says so ("Company: …"). Deterministic; a rule with
 * `content` answers anything else (invalid JSON, say) instead.
 */
export function factsDraftAnswer(userMessage: string): string | undefined {
  if (userMessage.trimStart().split('\n', 1)[0]?.trim() !== FACTS_DRAFT_FIRST_LINE) {
    return undefined;
  }
  const named = /^Company:\s*(.+)$/m.exec(userMessage)?.[1]?.trim();
  return JSON.stringify({ ...EXAMPLE_FACTS, ...(named ? { companyName: named } : {}) });
}
