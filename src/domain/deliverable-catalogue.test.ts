import { describe, expect, it } from 'vitest';
import { deliverableLabels } from './deliverable-catalogue.ts';
import { ENGLISH_DELIVERABLE_LABELS } from './deliverable-labels.ts';
import { LANGUAGES } from './strategy-limits.ts';

const markers = (label: string) => [...label.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('deliverable label catalogues', () => {
  for (const language of LANGUAGES) {
    it(`${language} has every label, with English's {markers}`, () => {
      const labels = deliverableLabels(language);
      for (const [key, english] of Object.entries(ENGLISH_DELIVERABLE_LABELS)) {
        const label = labels[key as keyof typeof labels];
        expect(label?.trim(), key).toBeTruthy();
        expect(markers(label), key).toEqual(markers(english));
      }
      if (language !== 'English') {
        for (const key of ['contents', 'preparedBy', 'executiveSummary', 'reportTitle'] as const) {
          expect(labels[key], key).not.toBe(ENGLISH_DELIVERABLE_LABELS[key]);
        }
      }
    });
  }
});
