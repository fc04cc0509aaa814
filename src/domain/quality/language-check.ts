import { parseProse } from '../parse-markdown.ts';
import { proseUnits } from '../sources/markdown-prose.ts';
import type { Language } from '../strategy-limits.ts';
import { FUNCTION_WORDS, LANGUAGE_SCRIPT, type ScriptName, scriptOf } from './language-profiles.ts';
import { excerptOf, type QualityFinding } from './quality-types.ts';

/** Shorter paragraphs say too little to judge (a name, a label, a figure). */
const MIN_WORDS = 10;
const MIN_CJK_CHARACTERS = 12;
const LATIN_WORD_SETS = (Object.entries(FUNCTION_WORDS) as [Language, readonly string[]][]).map(
  ([language, words]) => [language, new Set(words)] as const,
);

/** Quoted terms and citations are allowed in another language: they are left out first. */
function judgedText(paragraph: string): string {
  return paragraph
    .replace(
      /"[^"\n]{0,80}"|“[^”\n]{0,80}”|«[^»\n]{0,80}»|„[^“”\n]{0,80}[“”]|「[^」\n]{0,80}」|『[^』\n]{0,80}』/g,
      ' ',
    )
    .replace(/\[\d[\d,\s–-]*\]/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
}

function scriptCounts(text: string): Map<ScriptName, number> {
  const counts = new Map<ScriptName, number>();
  for (const character of text) {
    const script = scriptOf(character.codePointAt(0)!);
    if (script) counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  return counts;
}

/** The Latin-script language whose function words the text uses most, with the counts. */
export function latinLanguageScores(text: string): Map<Language, number> {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = new Map<Language, number>();
  for (const [language, list] of LATIN_WORD_SETS) {
    scores.set(language, words.filter((word) => list.has(word)).length);
  }
  return scores;
}

function bestOf(scores: Map<Language, number>): [Language, number] {
  return [...scores].sort((a, b) => b[1] - a[1])[0]!;
}

/**
 * The language a paragraph is written in, when it can tell: by script first, then (Latin and
 * Cyrillic) by the words only one language uses. Undefined when too short or unclear.
 */
export function paragraphLanguage(paragraph: string, expected: Language): Language | undefined {
  const text = judgedText(paragraph);
  const counts = scriptCounts(text);
  const letters = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (letters === 0) return undefined;
  const [script, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  const cjk = (counts.get('han') ?? 0) + (counts.get('kana') ?? 0) + (counts.get('hangul') ?? 0);
  if (script === 'han' || script === 'kana' || script === 'hangul') {
    if (cjk < MIN_CJK_CHARACTERS) return undefined;
    if ((counts.get('hangul') ?? 0) > cjk / 2) return 'Korean';
    return (counts.get('kana') ?? 0) > cjk * 0.05 ? 'Japanese' : 'Chinese';
  }
  const words = text.match(/\p{L}+/gu)?.length ?? 0;
  if (words < MIN_WORDS || count < letters * 0.6) return undefined;
  switch (script) {
    case 'greek':
      return 'Greek';
    case 'arabic':
      return 'Arabic';
    case 'devanagari':
      return 'Hindi';
    case 'cyrillic': {
      if (/[іїєґ]/iu.test(text)) return 'Ukrainian';
      if (/[ыэъё]/iu.test(text)) return 'Russian';
      return expected === 'Ukrainian' || expected === 'Russian' ? expected : 'Russian';
    }
    case 'latin': {
      const scores = latinLanguageScores(text);
      const [best, bestScore] = bestOf(scores);
      if (bestScore < 3) return undefined;
      const expectedScore = scores.get(expected) ?? 0;
      if (best === expected || bestScore < expectedScore * 2 + 1) {
        return LANGUAGE_SCRIPT[expected] === 'latin' ? expected : best;
      }
      return best;
    }
    default:
      return undefined;
  }
}

/** The prose paragraphs of a section (list items included; headings, tables and code left out). */
export function paragraphsOf(markdown: string): string[] {
  return proseUnits(parseProse(markdown))
    .filter((unit) => unit.kind === 'paragraph')
    .map((unit) => unit.text);
}

/** Paragraphs not in the strategy's language (names and quoted terms allowed). */
export function checkLanguage(
  markdown: string,
  language: Language,
  paragraphs: readonly string[] = paragraphsOf(markdown),
): QualityFinding[] {
  const findings: QualityFinding[] = [];
  for (const paragraph of paragraphs) {
    const found = paragraphLanguage(paragraph, language);
    if (found === undefined || found === language) continue;
    findings.push({
      check: 'language',
      severity: 'error',
      message: `A paragraph is in ${found}, not in ${language}, the strategy's language.`,
      excerpt: excerptOf(paragraph),
    });
  }
  return findings;
}
