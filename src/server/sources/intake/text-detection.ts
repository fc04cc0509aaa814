import { parse } from 'csv-parse/sync';

export type DecodedText =
  | { ok: true; text: string }
  | { ok: false; reason: 'binary' | 'other-encoding' };

/**
 * Text is UTF-8 (a byte-order mark is skipped) or UTF-16 with its byte-order mark, with no NUL
 * and almost no control characters. Anything else is binary, or text in an older encoding.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return checked(decode('utf-16le', bytes.subarray(2)));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return checked(decode('utf-16be', bytes.subarray(2)));
  if (bytes.includes(0)) return { ok: false, reason: 'binary' };
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const text = decode('utf-8', bytes.subarray(start));
  if (text === undefined) {
    return { ok: false, reason: looksLikeLegacyText(bytes) ? 'other-encoding' : 'binary' };
  }
  return checked(text);
}

function decode(encoding: string, bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this counts
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/g;

function checked(text: string | undefined): DecodedText {
  if (text === undefined || text.includes('\u0000')) return { ok: false, reason: 'binary' };
  const controls = text.match(CONTROL)?.length ?? 0;
  return controls > text.length / 1000 ? { ok: false, reason: 'binary' } : { ok: true, text };
}

/**
 * Latin-1 or Windows-1252 text: bytes that are not valid UTF-8 but hold no control bytes other
 * than tabs and line breaks, which binary files almost always do.
 */
function looksLikeLegacyText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  for (const byte of sample) {
    if ((byte < 0x20 && byte !== 9 && byte !== 10 && byte !== 12 && byte !== 13) || byte === 0x7f) {
      return false;
    }
  }
  return true;
}

/** Markup that is text but not a document to cite as written: named so it can be refused. */
export function nameMarkup(text: string): string | undefined {
  const start = text.slice(0, 2048).trimStart().toLowerCase();
  if (/^(<!--[\s\S]*?-->\s*)*<!doctype html|^<html[\s>]/.test(start)) return 'a web page (HTML)';
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(start)) return 'an SVG image';
  if (start.startsWith('<?xml')) return 'an XML file';
  return undefined;
}

export type TextKind = { kind: 'csv'; delimiter: string } | { kind: 'markdown' } | { kind: 'text' };

/** Markdown if it uses Markdown's marks; CSV if its first lines split into the same columns. */
export function classifyText(text: string): TextKind {
  const sample = text.slice(0, 64 * 1024);
  if (looksLikeMarkdown(sample)) return { kind: 'markdown' };
  const delimiter = csvDelimiter(sample);
  return delimiter ? { kind: 'csv', delimiter } : { kind: 'text' };
}

const MARKDOWN_SIGNS = [
  /^#{1,6}[ \t]+\S/m,
  /^(```|~~~)/m,
  /^\|?[ \t]*:?-{3,}:?[ \t]*\|/m,
  /\[[^\]\n]+\]\([^)\s]+\)/,
  /(\*\*|__)\S[^\n]*?\S\1/,
];

function looksLikeMarkdown(sample: string): boolean {
  if (MARKDOWN_SIGNS.some((sign) => sign.test(sample))) return true;
  return (sample.match(/^[ \t]*(?:[-*+]|\d+\.)[ \t]+\S/gm)?.length ?? 0) >= 3;
}

const CANDIDATE_DELIMITERS = [',', ';', '\t'];

function csvDelimiter(sample: string): string | undefined {
  const lines = sample.split(/\r?\n/);
  // The last line of a sample may be cut in the middle.
  const complete = sample.length < 64 * 1024 ? lines : lines.slice(0, -1);
  const head = complete
    .filter((line) => line.trim() !== '')
    .slice(0, 50)
    .join('\n');
  let best: { delimiter: string; columns: number } | undefined;
  for (const delimiter of CANDIDATE_DELIMITERS) {
    const columns = consistentColumns(head, delimiter);
    if (columns && (!best || columns > best.columns)) best = { delimiter, columns };
  }
  return best?.delimiter;
}

/** The column count at least 90% of the records share, if the text reads as a table at all. */
function consistentColumns(text: string, delimiter: string): number | undefined {
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, relax_quotes: true });
  } catch {
    return undefined;
  }
  if (records.length < 2) return undefined;
  const counts = new Map<number, number>();
  for (const record of records) counts.set(record.length, (counts.get(record.length) ?? 0) + 1);
  const [columns, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  if (columns < 2 || count < records.length * 0.9) return undefined;
  const fields = records.flat();
  const averageLength = fields.reduce((sum, field) => sum + field.length, 0) / fields.length;
  if (averageLength > 60) return undefined;
  // Prose puts a space after its commas; a CSV file rarely does.
  if (
    delimiter === ',' &&
    fields.filter((field) => field.startsWith(' ')).length > fields.length / 3
  ) {
    return undefined;
  }
  return columns;
}
