/**
 * Money figures in Markdown text ("€1.2M", "$45,000", "12 000 EUR", "1,5 Mio. €"), for the
 * "Numbers to check" list: figures in the model's currency that match none of its figures within
 * the rounding the text shows. Pure; English, German, French and Swiss number styles.
 */

export interface MoneyFigure {
  /** As written, e.g. `€1.2M`. */
  text: string;
  /** Where it starts in the text. */
  index: number;
  /** The amount, in currency units, without its sign: 1,200,000 for `€1.2M`. */
  value: number;
  negative: boolean;
  /**
   * Half the step of the last digit shown: a figure matches values within it (50,000 for
   * `€1.2M`; trailing zeros of a whole number count as rounding, down to two significant digits).
   */
  tolerance: number;
  /** The ISO codes its currency marker may stand for: `$` is any of the dollars. */
  currencies: string[];
}

const DOLLARS = ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN', 'ARS', 'CLP', 'COP', 'TWD'];

/** Symbols and words, longest first within each family so `US$` wins over `$`. */
const MARKERS: [marker: string, currencies: string[]][] = [
  ['US$', ['USD']],
  ['CA$', ['CAD']],
  ['AU$', ['AUD']],
  ['NZ$', ['NZD']],
  ['HK$', ['HKD']],
  ['MX$', ['MXN']],
  ['C$', ['CAD']],
  ['A$', ['AUD']],
  ['S$', ['SGD']],
  ['R$', ['BRL']],
  ['$', DOLLARS],
  ['€', ['EUR']],
  ['£', ['GBP']],
  ['¥', ['JPY', 'CNY']],
  ['￥', ['JPY', 'CNY']],
  ['₹', ['INR']],
  ['₩', ['KRW']],
  ['₽', ['RUB']],
  ['₺', ['TRY']],
  ['₴', ['UAH']],
  ['₪', ['ILS']],
  ['₫', ['VND']],
  ['₦', ['NGN']],
  ['₱', ['PHP']],
  ['฿', ['THB']],
  ['zł', ['PLN']],
  ['Kč', ['CZK']],
  ['kr.', ['DKK', 'SEK', 'NOK', 'ISK']],
  ['kr', ['SEK', 'NOK', 'DKK', 'ISK']],
  ['Fr.', ['CHF']],
];

const WORDS: [word: string, currencies: string[]][] = [
  ['euros', ['EUR']],
  ['euro', ['EUR']],
  ['dollars', DOLLARS],
  ['dollar', DOLLARS],
  ['pounds sterling', ['GBP']],
  ['pounds', ['GBP']],
  ['pound', ['GBP']],
  ['yen', ['JPY']],
  ['yuan', ['CNY']],
  ['rupees', ['INR']],
  ['francs', ['CHF']],
];

const MAGNITUDES: [word: string, multiplier: number][] = [
  ['thousand', 1e3],
  ['Tsd.', 1e3],
  ['tsd.', 1e3],
  ['k', 1e3],
  ['K', 1e3],
  ['millions', 1e6],
  ['millones', 1e6],
  ['millón', 1e6],
  ['milioni', 1e6],
  ['milione', 1e6],
  ['milhões', 1e6],
  ['milhão', 1e6],
  ['miljoen', 1e6],
  ['milliards', 1e9],
  ['milliard', 1e9],
  ['miliardi', 1e9],
  ['miljard', 1e9],
  ['million', 1e6],
  ['Millionen', 1e6],
  ['Million', 1e6],
  ['Mio.', 1e6],
  ['Mio', 1e6],
  ['mln', 1e6],
  ['mn', 1e6],
  ['MM', 1e6],
  ['mm', 1e6],
  ['M', 1e6],
  ['m', 1e6],
  ['billions', 1e9],
  ['billion', 1e9],
  ['Milliarden', 1e9],
  ['Milliarde', 1e9],
  ['Mrd.', 1e9],
  ['Mrd', 1e9],
  ['bn', 1e9],
  ['B', 1e9],
  ['trillion', 1e12],
  ['tn', 1e12],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (texts: string[]) =>
  [...texts]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');

const GROUP_SEPARATOR = "[,.'’\\u00a0\\u202f\\u2009 ]";
/** Indian grouping (`2,50,000`), groups of three, or plain digits; decimals after any of them. */
const NUMBER = `(?:\\d{1,2}(?:,\\d{2})+,\\d{3}|\\d{1,3}(?:${GROUP_SEPARATOR}\\d{3})+|\\d+)(?:[.,]\\d+)?`;
const MAGNITUDE = `(?:${alternatives(MAGNITUDES.map(([word]) => word))})(?![\\p{L}\\d])`;
const SYMBOL = alternatives(MARKERS.map(([marker]) => marker));
const CODE = '\\b[A-Z]{3}\\b';
const WORD = `(?:${alternatives(WORDS.flatMap(([word]) => [word, word[0]!.toUpperCase() + word.slice(1)]))})(?![\\p{L}])`;
const SIGN = '(?<![\\p{L}\\d.,])([-−–]\\s?)?';
const SPACE = '[\\s\\u00a0\\u202f]?';

/** `€1.2M`, `USD 5 million`, `-£300`: the marker first. */
const PREFIXED = `${SIGN}(${SYMBOL}|${CODE})${SPACE}(${NUMBER})(?:${SPACE}(${MAGNITUDE}))?`;
/**
 * `12 000 EUR`, `1,5 Mio. €`, `45,000 euros`: the marker last, and not followed by a number
 * (in "year 1 €0" the marker belongs to the 0).
 */
const SUFFIXED = `${SIGN}(${NUMBER})(?:${SPACE}(${MAGNITUDE}))?${SPACE}(${SYMBOL}|${CODE}|${WORD})(?![\\p{L}]|${SPACE}[-−–]?\\d)`;
const FIGURE = new RegExp(`${PREFIXED}|${SUFFIXED}`, 'gu');

const MARKER_CURRENCIES = new Map<string, string[]>([
  ...MARKERS,
  ...WORDS.flatMap(([word, codes]): [string, string[]][] => [
    [word, codes],
    [word[0]!.toUpperCase() + word.slice(1), codes],
  ]),
]);
const MULTIPLIERS = new Map(MAGNITUDES);

export function extractMoneyFigures(markdown: string): MoneyFigure[] {
  const figures: MoneyFigure[] = [];
  for (const match of markdown.matchAll(FIGURE)) {
    const prefixed = match[2] !== undefined;
    const [sign, marker, number, magnitude] = prefixed
      ? [match[1], match[2]!, match[3]!, match[4]]
      : [match[5], match[8]!, match[6]!, match[7]];
    const multiplier = magnitude ? MULTIPLIERS.get(magnitude)! : 1;
    const amount = parseAmount(number, magnitude !== undefined);
    figures.push({
      text: match[0],
      index: match.index,
      value: amount.value * multiplier,
      negative: sign !== undefined,
      tolerance: (amount.step * multiplier) / 2,
      currencies: MARKER_CURRENCIES.get(marker) ?? [marker],
    });
  }
  return figures;
}

/**
 * A number as written, in any of the common styles: `45,000` and `45.000` and `45 000` are
 * forty-five thousand, `1,5` and `1.5` one and a half. A single separator followed by exactly three
 * digits groups thousands, unless a magnitude follows (`€1.250M` is 1.25 million).
 */
function parseAmount(written: string, hasMagnitude: boolean): { value: number; step: number } {
  const compact = written.replace(/['’\u00a0\u202f\u2009 ]/g, '');
  const separators = compact.replace(/\d/g, '');
  let decimalAt = -1;
  if (separators.length > 0) {
    const last = separators[separators.length - 1]!;
    const mixed = new Set(separators).size > 1;
    const once = separators.length === 1;
    const digitsAfter = compact.length - compact.lastIndexOf(last) - 1;
    if (mixed || (once && (digitsAfter !== 3 || hasMagnitude)))
      decimalAt = compact.lastIndexOf(last);
  }
  const integerDigits = (decimalAt < 0 ? compact : compact.slice(0, decimalAt)).replace(/\D/g, '');
  const decimals = decimalAt < 0 ? '' : compact.slice(decimalAt + 1);
  const value = Number(`${integerDigits}.${decimals || '0'}`);
  if (decimals.length > 0) return { value, step: 10 ** -decimals.length };
  // Trailing zeros of a whole number are taken as rounding, but not coarser than two digits.
  const significant = integerDigits.replace(/^0+/, '');
  const trailingZeros = significant.length - significant.replace(/0+$/, '').length;
  const exponent = Math.min(trailingZeros, Math.max(0, significant.length - 2));
  return { value, step: 10 ** exponent };
}

/**
 * Whether `value` (its sign ignored) rounds to the figure as shown: within [-tolerance, +tolerance)
 * of it, as rounding half up gives (1,150,000 shows as €1.2M, 1,250,000 as €1.3M).
 */
export function figureMatches(figure: MoneyFigure, value: number): boolean {
  const difference = Math.abs(value) - figure.value;
  const floatingSlack = figure.value * 1e-12;
  return difference >= -figure.tolerance - floatingSlack && difference < figure.tolerance;
}

/** The figures in the model's currency that match none of the model's figures. */
export function figuresToCheck(
  markdown: string,
  currency: string,
  modelFigures: readonly number[],
): MoneyFigure[] {
  return extractMoneyFigures(markdown).filter(
    (figure) =>
      figure.currencies.includes(currency) &&
      !modelFigures.some((value) => figureMatches(figure, value)),
  );
}
