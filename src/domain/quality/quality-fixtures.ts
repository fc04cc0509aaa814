/**
 * Clean sections in English and German, written as a consultant would, and defects to plant in
 * them: the unit tests and `npm run eval` judge the checks by what they find in each.
 */
export const CLEAN_ENGLISH = [
  `## Pricing

Northwind Roasters sells its **House Blend** at €14.50 per 250 g bag and the **Subscription Box** at €32 per month. The subscription is priced below three single bags, so a regular customer saves money and the roastery gains predictable volume.

- Competitors: Bean & Co charges €16 for a comparable bag; the supermarket brands sit between €6 and €9.
- Discounts: 10% for cafés that order 20 kg or more a month.`,
  `## Market overview

Specialty coffee in the Netherlands has grown steadily for a decade, driven by younger urban customers who buy fewer but better beans and care where they come from. The roastery serves this group directly through its website and indirectly through twelve partner cafés in Utrecht and Amsterdam, which together account for roughly a third of its volume today.

The main risk is price: green coffee costs rose sharply in the last two years, and customers notice every increase at the shelf. A clear story about origin and freshness is what lets the roastery charge more than the supermarket brands.`,
  `## Team

The founders bring complementary skills. Anna leads roasting and sourcing, having worked for eight years with importers in Colombia and Ethiopia; Pieter runs sales and the partner cafés, and keeps the books with an outside accountant. Two part-time packers join on busy weeks before the holidays.`,
];

export const CLEAN_GERMAN = [
  `## Preisstrategie

Die Rösterei verkauft ihre **Hausmischung** für 14,50 € pro 250-g-Beutel und die **Abo-Box** für 32 € im Monat. Das Abonnement kostet weniger als drei einzelne Beutel, damit Stammkunden sparen und die Rösterei planbare Mengen erhält.

- Wettbewerber: Bean & Co verlangt 16 € für einen vergleichbaren Beutel; Supermarktmarken liegen zwischen 6 und 9 €.
- Rabatte: 10 % für Cafés, die mehr als 20 kg im Monat bestellen.`,
  `## Marktüberblick

Der Markt für Spezialitätenkaffee in Deutschland wächst seit einem Jahrzehnt stetig, getragen von jüngeren Kunden in den Städten, die weniger, aber besseren Kaffee kaufen und wissen wollen, woher er kommt. Die Rösterei erreicht diese Gruppe direkt über ihren Onlineshop und indirekt über zwölf Partnercafés in Köln und Düsseldorf, die heute zusammen etwa ein Drittel der Menge abnehmen.

Das größte Risiko ist der Preis: Rohkaffee ist in den letzten zwei Jahren deutlich teurer geworden, und die Kunden bemerken jede Erhöhung im Regal. Eine klare Geschichte über Herkunft und Frische erlaubt es der Rösterei, mehr als die Supermarktmarken zu verlangen.`,
];

/** A paragraph of 40+ words to copy into a second section. */
export const REPEATED_PARAGRAPH =
  'Our approach rests on three commitments that run through every part of this plan: we buy green coffee directly from farms we visit, we roast in small batches within a week of shipping, and we tell every customer exactly where their beans came from and what the farmer was paid for them.';
