import { describe, expect, it } from 'vitest';
import { extractMoneyFigures, figureMatches, figuresToCheck } from './figures.ts';

function only(text: string) {
  const figures = extractMoneyFigures(text);
  expect(figures, text).toHaveLength(1);
  return figures[0]!;
}

describe('extractMoneyFigures', () => {
  it.each([
    ['Revenue reaches **€1.2M** in year 2.', '€1.2M', 1_200_000, ['EUR']],
    ['A monthly run-rate of $45,000.', '$45,000', 45_000, ['USD', 'CAD', 'AUD']],
    ['Umsatz: 12 000 EUR im ersten Jahr', '12 000 EUR', 12_000, ['EUR']],
    ['Finanzierung von 1,5 Mio. € geplant', '1,5 Mio. €', 1_500_000, ['EUR']],
    ['ein Preis von 45.000 € netto', '45.000 €', 45_000, ['EUR']],
    ['un chiffre de 12\u202f000\u00a0€', '12\u202f000\u00a0€', 12_000, ['EUR']],
    ["Kosten CHF 12'000 pro Jahr", "CHF 12'000", 12_000, ['CHF']],
    ['a £300k marketing budget', '£300k', 300_000, ['GBP']],
    ['a US$ 3.5 billion market', 'US$ 3.5 billion', 3_500_000_000, ['USD']],
    ['raise USD 5 million', 'USD 5 million', 5_000_000, ['USD']],
    ['only 45,000 euros', '45,000 euros', 45_000, ['EUR']],
    ['priced at 1,234.56 EUR', '1,234.56 EUR', 1234.56, ['EUR']],
    ['priced at 1.234,56 EUR', '1.234,56 EUR', 1234.56, ['EUR']],
    ['a ₹2,50,000 grant', '₹2,50,000', 250_000, ['INR']],
    ['a CA$1,000 fee', 'CA$1,000', 1000, ['CAD']],
  ])('reads %j', (text, written, value, currencies) => {
    const figure = only(text);
    expect(figure.text).toBe(written);
    expect(figure.value).toBeCloseTo(value, 6);
    expect(figure.currencies.slice(0, currencies.length)).toEqual(currencies);
    expect(text.slice(figure.index, figure.index + written.length)).toBe(written);
  });

  it('leaves numbers without a currency alone', () => {
    expect(
      extractMoneyFigures('In 2027 we sell 5,000 units, grow 20% and hire 12 people.'),
    ).toEqual([]);
    expect(extractMoneyFigures('in 2027 12 000 EUR').map((figure) => figure.value)).toEqual([
      12_000,
    ]);
    expect(extractMoneyFigures('year 1 €0; year 2 €1,500').map((figure) => figure.text)).toEqual([
      '€0',
      '€1,500',
    ]);
  });

  it('notes a minus sign and reads a thousands group before a magnitude as decimals', () => {
    expect(only('a loss of -€20,000')).toMatchObject({ value: 20_000, negative: true });
    expect(only('a €1.250M round')).toMatchObject({ value: 1_250_000, tolerance: 500 });
  });
});

describe('figureMatches', () => {
  it('matches what rounds to the figure as shown', () => {
    const figure = only('€1.2M');
    for (const value of [1_150_000, 1_180_000, 1_200_000, 1_249_999, -1_190_000]) {
      expect(figureMatches(figure, value), String(value)).toBe(true);
    }
    for (const value of [1_149_999, 1_250_000, 1_300_000]) {
      expect(figureMatches(figure, value), String(value)).toBe(false);
    }
  });

  it('takes trailing zeros as rounding, down to two significant digits', () => {
    const thousands = only('$45,000');
    expect(figureMatches(thousands, 44_500)).toBe(true);
    expect(figureMatches(thousands, 45_499.99)).toBe(true);
    expect(figureMatches(thousands, 45_500)).toBe(false);
    const million = only('$1,000,000');
    expect(figureMatches(million, 960_000)).toBe(true);
    expect(figureMatches(million, 620_000)).toBe(false);
    const exact = only('€45,213.40');
    expect(figureMatches(exact, 45_213.404)).toBe(true);
    expect(figureMatches(exact, 45_213.41)).toBe(false);
  });
});

describe('figuresToCheck', () => {
  const text = [
    'Revenue of €288,659 in year 1 and net income of €76k.',
    'We will need €3.4M and the market is worth $5 billion.',
  ].join('\n');

  it("lists the figures in the model's currency that match none of its figures", () => {
    const model = [288_659.36, 76_444.12, 150_974.59];
    expect(figuresToCheck(text, 'EUR', model).map((figure) => figure.text)).toEqual(['€3.4M']);
  });

  it('counts $ as the currency of a dollar model', () => {
    expect(figuresToCheck(text, 'CAD', [5_000_000_000]).map((figure) => figure.text)).toEqual([]);
    expect(figuresToCheck(text, 'USD', []).map((figure) => figure.text)).toEqual(['$5 billion']);
  });
});
