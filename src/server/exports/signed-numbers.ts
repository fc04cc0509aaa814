/**
 * A number as a reader sees it: a sign, a currency symbol, digits with their separators, a
 * percent sign: `-12%`, `-€300`, `+5`, `−4`, `1,200.50`, `٪٥`. By the bidi algorithm a minus
 * before a number in right-to-left text is a neutral that takes the text's direction, so it
 * prints after the number (`5,000-`); a reader sees a signed number as one left-to-right unit.
 */
export const NUMBER =
  /(?:[-+\u2212](?=\p{Sc}?\p{Nd}))?\p{Sc}?\p{Nd}(?:\p{Nd}|[.,\u066b\u066c](?=\p{Nd}))*[%\u2030\u066a]?/gu;

const LEFT_TO_RIGHT_MARK = '\u200e';

/**
 * Text for a right-to-left paragraph of a program that applies the bidi algorithm itself (Word,
 * LibreOffice): a left-to-right mark before each number makes it one left-to-right unit (the
 * mark is a strong left-to-right character, so the digits, a sign before them and a percent
 * sign after resolve left to right), and sets every number in the Latin font, as the PDF does:
 * without it Word drew `5,000-` and `%12`, and a signed amount in another font than the rest.
 * Invisible; other text is unchanged.
 */
export function markNumbersLeftToRight(text: string): string {
  return text.replace(NUMBER, (number, offset: number) =>
    text[offset - 1] === LEFT_TO_RIGHT_MARK ? number : `${LEFT_TO_RIGHT_MARK}${number}`,
  );
}
