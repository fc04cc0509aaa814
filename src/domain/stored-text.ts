/**
 * PostgreSQL refuses NUL and unpaired UTF-16 surrogates in `text` and `jsonb`. Input from a person
 * is refused by field name (`isStorableText` in the zod schemas); text from outside that must be
 * kept anyway (model output, provider errors, extracted documents) is repaired with
 * `toStorableText` on its one way into the database.
 */
const UNSTORABLE_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this looks for
  /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_TEXT_GLOBAL = new RegExp(UNSTORABLE_TEXT.source, 'g');

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL characters or broken Unicode';

export function isStorableText(value: string): boolean {
  return !UNSTORABLE_TEXT.test(value);
}

/** NUL removed, an unpaired surrogate replaced by U+FFFD: the rest of the text is kept as is. */
export function toStorableText(value: string): string {
  if (!UNSTORABLE_TEXT.test(value)) return value;
  return value.replace(UNSTORABLE_TEXT_GLOBAL, (match) => (match === '\u0000' ? '' : '\ufffd'));
}
