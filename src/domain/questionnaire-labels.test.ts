import { describe, expect, it } from 'vitest';
import { ENGLISH_QUESTIONNAIRE_LABELS, questionnaireLabels } from './questionnaire-labels.ts';
import { LANGUAGES } from './strategy-limits.ts';

const markers = (label: string) => [...label.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('questionnaire label catalogues', () => {
  for (const language of LANGUAGES) {
    it(`${language} has every label, with English's {markers}`, () => {
      const labels = questionnaireLabels(language);
      for (const [key, english] of Object.entries(ENGLISH_QUESTIONNAIRE_LABELS)) {
        const label = labels[key as keyof typeof labels];
        expect(label?.trim(), key).toBeTruthy();
        expect(markers(label), key).toEqual(markers(english));
      }
      if (language !== 'English') {
        for (const key of ['send', 'intro', 'whyWeAsk', 'sentTitle'] as const) {
          expect(labels[key], key).not.toBe(ENGLISH_QUESTIONNAIRE_LABELS[key]);
        }
      }
    });
  }
});
