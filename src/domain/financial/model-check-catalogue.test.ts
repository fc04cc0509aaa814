import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../strategy-limits.ts';
import { modelCheckLabels } from './model-check-catalogue.ts';
import { MODEL_CHECK_LABELS } from './model-check-labels.ts';

const markers = (label: string) => [...label.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every text of a labels object by its path: `statuses.ok`, `drivers.pricePct`. */
function texts(labels: object, prefix = ''): [string, unknown][] {
  return Object.entries(labels).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? texts(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

describe('model check label catalogues', () => {
  const english = texts(MODEL_CHECK_LABELS);

  it('reads every nested text of English', () => {
    expect(english.map(([key]) => key)).toEqual(
      expect.arrayContaining(['statuses.watch', 'drivers.churnPts', 'ratioNames.runwayMonths']),
    );
  });

  for (const language of LANGUAGES) {
    it(`${language} has every label, with English's {markers}`, () => {
      const labels = modelCheckLabels(language);
      const translated = new Map(texts(labels));
      expect([...translated.keys()].sort()).toEqual(english.map(([key]) => key).sort());
      for (const [key, englishText] of english) {
        const label = translated.get(key);
        expect(typeof label, key).toBe('string');
        expect((label as string).trim(), key).toBeTruthy();
        expect(markers(label as string), key).toEqual(markers(englishText as string));
      }
      if (language !== 'English') {
        for (const key of [
          'ratiosTitle',
          'movedDown',
          'netIncome',
          'scenarioRevenueTitle',
        ] as const) {
          expect(labels[key], key).not.toBe(MODEL_CHECK_LABELS[key]);
        }
        expect(labels.drivers.churnPts).not.toBe(MODEL_CHECK_LABELS.drivers.churnPts);
        expect(labels.ratioNames.grossMargin).not.toBe(MODEL_CHECK_LABELS.ratioNames.grossMargin);
      }
    });
  }
});
