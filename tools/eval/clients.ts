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
    plants: {
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
    plants: {
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
    plants: {
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
