/**
 * The one rule for text: NUL and the other control characters (C0 but tab, line feed and
 * carriage return; DEL; C1) and unpaired UTF-16 surrogates. PostgreSQL refuses NUL and broken
 * Unicode in `text` and `jsonb` (one such statement stopped generation on the embedded database,
 * issue 32); the other control characters are invisible on a page and in an export, and have no
 * business in a strategy. Input from a person is refused, by field name: the server's validation
 * layer checks every string of every validated input (`src/server/validation.ts`), and schemas
 * read from elsewhere refine with `isStorableText`. Text from outside that must be kept anyway
 * (model output, provider errors, extracted documents) is repaired with `toStorableText` on its
 * one way into the database.
 */
const UNSTORABLE_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_TEXT_GLOBAL = new RegExp(UNSTORABLE_TEXT.source, 'g');

export const UNSTORABLE_TEXT_MESSAGE =
  'must not contain NUL or other control characters, or broken Unicode';

export function isStorableText(value: string): boolean {
  return !UNSTORABLE_TEXT.test(value);
}

/** Control characters removed, an unpaired surrogate replaced by U+FFFD: the rest is kept as is. */
export function toStorableText(value: string): string {
  if (!UNSTORABLE_TEXT.test(value)) return value;
  return value.replace(UNSTORABLE_TEXT_GLOBAL, (match) =>
    match.length === 1 && match.charCodeAt(0) <= 0x9f ? '' : '\ufffd',
  );
}
