import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../strategy-limits.ts';
import { financialLabels } from './financial-label-catalogue.ts';
import { ENGLISH_FINANCIAL_LABELS } from './financial-labels.ts';

const markers = (label: string) => [...label.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Labels every language must translate (a few others, like "Break-even", are used as loanwords). */
const MUST_DIFFER = [
  'appendixTitle',
  'period',
  'lowestCash',
  'profitAndLoss',
  'cashFlow',
  'balanceSheet',
  'revenue',
  'totalAssets',
  'totalLiabilitiesAndEquity',
  'openingEquity',
  'revenueAndCosts',
  'cashBalance',
] as const;

describe('financial label catalogues', () => {
  for (const language of LANGUAGES) {
    it(`${language} has every label, with English's {markers}`, () => {
      const labels = financialLabels(language);
      for (const [key, english] of Object.entries(ENGLISH_FINANCIAL_LABELS)) {
        const label = labels[key as keyof typeof labels];
        expect(label, key).toBeTruthy();
        expect(markers(label), key).toEqual(markers(english));
      }
      if (language !== 'English') {
        for (const key of MUST_DIFFER) {
          expect(labels[key], key).not.toBe(ENGLISH_FINANCIAL_LABELS[key]);
        }
      }
    });
  }
});
