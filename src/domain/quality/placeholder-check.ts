import { excerptOf, type QualityFinding } from './quality-types.ts';

/**
 * Template slots and unfinished text a client must never read: `[Company Name]`, `[Insert ...]`,
 * `{{name}}`, TBD/TBC, `XX%`, `$X,XXX`, lorem ipsum, and the assistant talking about itself.
 * Patterns stay narrow: a bracket holding a citation (`[1]`) or a link label is not a slot.
 */
const PATTERNS: { pattern: RegExp; what: string }[] = [
  {
    pattern:
      /\[(?:insert|your|company|client|name|enter|add|placeholder|date|amount|location|product|number|xx+)\b[^\]\n]{0,60}\]/giu,
    what: 'a template slot',
  },
  { pattern: /\[[A-Z][A-Za-z]{2,}(?: [A-Z][A-Za-z]*){0,4}\](?![([:])/gu, what: 'a template slot' },
  {
    pattern: /\{\{[^}\n]{1,60}\}\}|<(?:insert|company|client|name)[^>\n]{0,40}>/giu,
    what: 'a template slot',
  },
  {
    pattern: /(?<![\p{L}\d])(?:TBD|TBC|TBA|TODO|FIXME)(?![\p{L}\d])/gu,
    what: 'an unfinished value (TBD)',
  },
  {
    pattern:
      /(?<![\p{L}\d])X{1,3}(?:[.,]X+)?\s?%|[$€£¥]\s?X[X,.]*(?![\p{L}\d])|(?<![\p{L}\d])X,XXX(?![\p{L}\d])/gu,
    what: 'a number left as X',
  },
  { pattern: /lorem ipsum(?: dolor sit amet)?/giu, what: 'filler text (lorem ipsum)' },
  {
    pattern:
      /\b(?:as an ai(?: language model)?|i am an ai|i'm an ai|as a language model|i (?:cannot|can't|am unable to) (?:provide|access|browse)|my (?:training data|knowledge cutoff)|i hope this helps|let me know if you(?:'d| would)? (?:like|need|want)|here is (?:the|a|your) (?:detailed |professional )?(?:section|draft)|certainly[!,] here)/giu,
    what: 'the assistant talking about itself',
  },
];

/** Links, images and code are skipped: a `[Docs]` link label is not a slot. */
function withoutCodeAndLinks(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/!?\[[^\]\n]*\]\([^)\n]*\)/g, ' ')
    .replace(/^\s*\[[^\]\n]+\]:\s*\S+.*$/gm, ' ');
}

export function checkPlaceholders(markdown: string): QualityFinding[] {
  const text = withoutCodeAndLinks(markdown);
  const findings: QualityFinding[] = [];
  const seen = new Set<string>();
  for (const { pattern, what } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const found = match[0].trim();
      if (seen.has(found.toLowerCase())) continue;
      seen.add(found.toLowerCase());
      findings.push({
        check: 'placeholder',
        severity: 'error',
        message: `The text holds ${what}: "${excerptOf(found, 60)}". Replace it with the real value or remove it.`,
        excerpt: excerptOf(contextOf(text, match.index ?? 0, found.length)),
      });
    }
  }
  return findings;
}

/** The sentence around a match, for the excerpt. */
function contextOf(text: string, index: number, length: number): string {
  const start = Math.max(0, text.lastIndexOf('\n', index) + 1, index - 80);
  const lineEnd = text.indexOf('\n', index + length);
  const end = Math.min(lineEnd === -1 ? text.length : lineEnd, index + length + 80);
  return text.slice(start, end);
}
