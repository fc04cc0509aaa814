import { describe, expect, it } from 'vitest';
import { checkFacts } from './fact-check.ts';
import { checkFinancial } from './financial-check.ts';
import { checkFormat } from './format-check.ts';
import { checkLanguage, paragraphLanguage } from './language-check.ts';
import { checkLength } from './length-check.ts';
import { checkPlaceholders } from './placeholder-check.ts';
import { CLEAN_ENGLISH, CLEAN_GERMAN, REPEATED_PARAGRAPH } from './quality-fixtures.ts';
import { checkRepetition } from './repetition-check.ts';
import { reviewStrategy } from './review.ts';

const FACTS = {
  companyName: 'Northwind Roasters',
  offerings: [
    { name: 'House Blend', price: 14.5, unit: 'per 250 g bag' },
    { name: 'Subscription Box', price: 32, unit: 'per month' },
  ],
  foundedYear: 2019,
};
const MODEL = {
  currency: 'EUR',
  figures: [412_000, 96_500, 1_250_000, 150_000],
  breakEvenMonth: 14,
};

describe('language', () => {
  it('finds an English paragraph in a German strategy, and a German one in an English strategy', () => {
    const planted = `${CLEAN_GERMAN[1]}\n\n${CLEAN_ENGLISH[2]}`;
    expect(checkLanguage(planted, 'German')).toHaveLength(1);
    expect(checkLanguage(planted, 'German')[0]!.message).toContain('English');
    expect(checkLanguage(`${CLEAN_ENGLISH[1]}\n\n${CLEAN_GERMAN[1]}`, 'English')).toHaveLength(2);
  });

  it('allows names and quoted terms, and says nothing of clean sections', () => {
    for (const text of CLEAN_ENGLISH) expect(checkLanguage(text, 'English')).toEqual([]);
    for (const text of CLEAN_GERMAN) expect(checkLanguage(text, 'German')).toEqual([]);
    expect(
      checkLanguage(
        'Die Rösterei nennt ihr Angebot „Direct Trade Coffee for the Curious Drinker“ und wirbt damit auf allen Kanälen, die sie heute nutzt.',
        'German',
      ),
    ).toEqual([]);
  });

  it('tells scripts apart: English in a Japanese strategy, Japanese in a Chinese one', () => {
    expect(paragraphLanguage(CLEAN_ENGLISH[2]!, 'Japanese')).toBe('English');
    expect(
      paragraphLanguage(
        '当社は東京で高品質のコーヒー豆を焙煎し、オンラインとカフェで販売しています。',
        'Chinese',
      ),
    ).toBe('Japanese');
    expect(
      paragraphLanguage(
        '当社は東京で高品質のコーヒー豆を焙煎し、オンラインとカフェで販売しています。',
        'Japanese',
      ),
    ).toBe('Japanese');
  });
});

describe('placeholder', () => {
  it.each([
    'Contact [Company Name] for details.',
    'We will hire [Insert number of staff] people.',
    'The launch date is TBD.',
    'Margins of XX% are expected.',
    'Lorem ipsum dolor sit amet, the plan begins.',
    'As an AI language model, I cannot know your prices.',
    'I hope this helps with your strategy!',
  ])('finds "%s"', (text) => {
    expect(checkPlaceholders(text)).toHaveLength(1);
  });

  it('leaves citations, links and task lists alone', () => {
    for (const text of [...CLEAN_ENGLISH, ...CLEAN_GERMAN])
      expect(checkPlaceholders(text)).toEqual([]);
    expect(
      checkPlaceholders(
        'Sales grew 12% [1]. See [the report](https://example.com) and [Docs][2].\n\n- [x] done',
      ),
    ).toEqual([]);
  });
});

describe('repetition', () => {
  it('finds a 40-word paragraph repeated nearly verbatim, on the later section only', () => {
    const changed = REPEATED_PARAGRAPH.replace('small batches', 'small lots');
    const found = checkRepetition([
      { key: 'a', title: 'Mission', content: `${CLEAN_ENGLISH[0]}\n\n${REPEATED_PARAGRAPH}` },
      { key: 'b', title: 'Vision', content: CLEAN_ENGLISH[1]! },
      { key: 'c', title: 'Values', content: `Intro.\n\n${changed}` },
    ]);
    expect([...found.keys()]).toEqual(['c']);
    expect(found.get('c')![0]!.message).toContain('Mission');
  });

  it('says nothing of different paragraphs on the same topic', () => {
    expect(
      checkRepetition(
        CLEAN_ENGLISH.map((content, index) => ({ key: `s${index}`, title: `S${index}`, content })),
      ).size,
    ).toBe(0);
  });
});

describe('fact', () => {
  it('finds an offering named with another price, in English and German', () => {
    expect(checkFacts('The House Blend sells for €12.90 per bag.', FACTS)).toHaveLength(1);
    expect(checkFacts('Die House Blend kostet 12,90 € pro Beutel.', FACTS)).toHaveLength(1);
    expect(checkFacts('Northwind was founded in 2017 in Utrecht.', FACTS)).toHaveLength(1);
  });

  it('accepts the fact sheet’s prices and unrelated figures', () => {
    expect(checkFacts(CLEAN_ENGLISH[0]!, FACTS)).toEqual([]);
    expect(checkFacts('The House Blend costs €14.50; a competitor charges €16.', FACTS)).toEqual(
      [],
    );
  });
});

describe('financial', () => {
  it('finds a revenue figure the model does not have, and a wrong break-even month', () => {
    expect(checkFinancial('We expect revenue of €2.4M in year 3.', MODEL)).toHaveLength(1);
    expect(checkFinancial('Der Umsatz erreicht im dritten Jahr 2,4 Mio. €.', MODEL)).toHaveLength(
      1,
    );
    expect(checkFinancial('The business reaches break-even in month 9.', MODEL)).toHaveLength(1);
  });

  it('accepts the model’s figures within rounding and prices without model words', () => {
    expect(checkFinancial('Revenue reaches €412K in year 3 and we raise €150,000.', MODEL)).toEqual(
      [],
    );
    expect(
      checkFinancial('Revenue reaches €1.3M by year 5; break-even in month 14.', MODEL),
    ).toEqual([]);
    expect(checkFinancial(CLEAN_ENGLISH[0]!, MODEL)).toEqual([]);
  });
});

describe('format and length', () => {
  it('finds broken tables, empty headings and unclosed code', () => {
    expect(checkFormat('| a | b |\n| 1 | 2 |')).toHaveLength(1);
    expect(checkFormat('| a | b |\n| --- | --- |\n| 1 | 2 | 3 |')).toHaveLength(1);
    expect(checkFormat('## \n\nText')).toHaveLength(1);
    expect(checkFormat('```\ncode')).toHaveLength(1);
    for (const text of [...CLEAN_ENGLISH, ...CLEAN_GERMAN]) expect(checkFormat(text)).toEqual([]);
    expect(checkFormat('| a | b |\n|---|:-:|\n| 1 | 2 |')).toEqual([]);
  });

  it('finds a section far under its target', () => {
    expect(checkLength('Short text.', 600)).toHaveLength(1);
    expect(checkLength(CLEAN_ENGLISH[1]!, 150)).toEqual([]);
    expect(checkLength('Short text.', undefined)).toEqual([]);
  });
});

describe('the review', () => {
  it('scores sections by their findings and the strategy by their mean', () => {
    const review = reviewStrategy({
      language: 'English',
      facts: FACTS,
      model: MODEL,
      sections: [
        { key: 'clean', title: 'Clean', content: CLEAN_ENGLISH[1]! },
        {
          key: 'slot',
          title: 'Slot',
          content: `${CLEAN_ENGLISH[2]}\n\nCall [Company Name] today.`,
        },
      ],
    });
    expect(review.sections.clean).toEqual({ score: 100, findings: [] });
    expect(review.sections.slot!.score).toBe(80);
    expect(review.sections.slot!.findings.map((finding) => finding.check)).toEqual(['placeholder']);
    expect(review.score).toBe(90);
  });
});

describe('figures in other languages', () => {
  it('reads Spanish, Italian and Portuguese millions', () => {
    expect(
      checkFinancial('Esperamos unos ingresos de 9,7 millones EUR en el tercer año.', MODEL),
    ).toHaveLength(1);
    expect(checkFinancial('Prevediamo ricavi di 1,25 milioni € nel quinto anno.', MODEL)).toEqual(
      [],
    );
  });
});
