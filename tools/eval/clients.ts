import { EMPTY_FACTS, type Facts } from '../../src/domain/facts.ts';
import type { FinancialAssumptions } from '../../src/domain/financial/assumption-types.ts';
import { EXAMPLE_ASSUMPTIONS } from '../../src/domain/financial/example-assumptions.ts';
import type { Language } from '../../src/domain/strategy-limits.ts';
import { type PlantedDefect, REPEATED_ORIGINAL } from '../fake-llm/eval-answer.ts';

/** A fictional client of the harness: its strategy, its model, and where defects are planted. */
export interface EvalClient {
  name: string;
  language: Language;
  overview: string;
  assumptions: FinancialAssumptions;
  /** The fact sheet: every section prompt carries it; the fact check reads it. */
  facts: Facts;
  /**
   * One client document with a figure the fact sheet has since replaced: the text must not use
   * it (`staleFigure`, as it would be written).
   */
  document: { name: string; text: string; staleFigure: string };
  /** Section title -> the defect planted in it (the original of a repeat is clean). */
  plants: Record<string, PlantedDefect | typeof REPEATED_ORIGINAL>;
}

export const EVAL_CLIENTS: EvalClient[] = [
  {
    name: 'Harbour & Hedge (English, GBP)',
    language: 'English',
    overview:
      'Harbour & Hedge is a garden design studio in Bristol founded in 2019. It designs and plants small city gardens for homeowners and sells a yearly maintenance plan.',
    assumptions: { ...EXAMPLE_ASSUMPTIONS, currency: 'GBP' },
    facts: {
      ...EMPTY_FACTS,
      companyName: 'Harbour & Hedge',
      offerings: [
        { name: 'Garden design', price: 1800, unit: 'per garden' },
        { name: 'Maintenance plan', price: 65, unit: 'per month' },
      ],
      locations: ['Bristol'],
      foundedYear: 2019,
    },
    document: {
      name: 'price-list-2020.txt',
      text: 'Harbour & Hedge price list, spring 2020. Garden design: 1,200 GBP per garden. Maintenance plan: 45 GBP per month.',
      staleFigure: '1,200',
    },
    plants: {
      'Sales Channels': 'fact',
      'Mission Statement': REPEATED_ORIGINAL,
      'Brand Position': 'repetition',
      'Target Audience': 'language',
      'Value Proposition': 'placeholder',
      'Pricing Strategy': 'financial',
      'Competitive Analysis': 'citation',
      'Business Goals': 'format',
      'Customer Journey': 'length',
    },
  },
  {
    name: 'Bergblick Feinkost (German, EUR)',
    language: 'German',
    overview:
      'Bergblick Feinkost ist ein Feinkostladen in München, gegründet 2021. Er verkauft regionale Käse, Wurst und Brot im Laden und liefert Präsentkörbe an Firmenkunden.',
    assumptions: { ...EXAMPLE_ASSUMPTIONS, currency: 'EUR' },
    facts: {
      ...EMPTY_FACTS,
      companyName: 'Bergblick Feinkost',
      offerings: [
        { name: 'Präsentkorb', price: 49, unit: 'pro Korb' },
        { name: 'Käseplatte', price: 24, unit: 'pro Platte' },
      ],
      locations: ['München'],
      foundedYear: 2021,
    },
    document: {
      name: 'preisliste-2021.txt',
      text: 'Bergblick Feinkost Preisliste 2021. Präsentkorb: 35 EUR pro Korb. Käseplatte: 18 EUR pro Platte.',
      staleFigure: '35 EUR',
    },
    plants: {
      'Go to Market Strategy': 'fact',
      'Vision Statement': REPEATED_ORIGINAL,
      'Tag Line': 'repetition',
      'Dream State': 'language',
      'Business Description': 'placeholder',
      'Market Size Analysis': 'financial',
      'Needs Analysis': 'citation',
      Colors: 'format',
      Imagery: 'length',
    },
  },
  {
    name: 'Taller Olivo (Spanish, EUR)',
    language: 'Spanish',
    overview:
      'Taller Olivo es un taller de muebles de madera maciza en Valencia, fundado en 2016. Fabrica mesas y estanterías a medida y vende una línea pequeña de muebles en su tienda en línea.',
    assumptions: { ...EXAMPLE_ASSUMPTIONS, currency: 'EUR' },
    facts: {
      ...EMPTY_FACTS,
      companyName: 'Taller Olivo',
      offerings: [
        { name: 'Mesa a medida', price: 1450, unit: 'por mesa' },
        { name: 'Estantería', price: 620, unit: 'por unidad' },
      ],
      locations: ['Valencia'],
      foundedYear: 2016,
    },
    document: {
      name: 'tarifas-2018.txt',
      text: 'Taller Olivo, tarifas de 2018. Mesa a medida: 990 EUR por mesa. Estantería: 410 EUR por unidad.',
      staleFigure: '990',
    },
    plants: {
      'Sales Channels': 'fact',
      'Business Goals': REPEATED_ORIGINAL,
      'Market Trend Analysis': 'repetition',
      'Latent Pain Points': 'language',
      'Brand Name': 'placeholder',
      'Explanation of Business Model': 'financial',
      'Persona 1': 'citation',
      'Logo Description': 'format',
      'Buyer Personas': 'length',
    },
  },
];
