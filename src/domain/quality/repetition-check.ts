import { paragraphsOf } from './language-check.ts';
import { excerptOf, type QualityFinding } from './quality-types.ts';

/** Paragraphs shorter than this may repeat a standard phrase; longer ones must not. */
export const REPETITION_MIN_WORDS = 40;
/** Word 5-grams: the same sentence with a word changed here and there still shares most. */
const SHINGLE_WORDS = 5;
/** The share of the shorter paragraph's 5-grams found in the other: "nearly verbatim". */
const NEAR_COPY = 0.6;
const UNSPACED = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

export interface RepetitionInput {
  key: string;
  title: string;
  content: string;
  /** Its prose paragraphs, when already read (`paragraphsOf`). */
  paragraphs?: readonly string[];
}

interface Paragraph {
  section: string;
  size: number;
}

/** A word's 32-bit hash (FNV-1a): 5-grams are kept as numbers, not strings. */
function hashWord(word: string): number {
  let hash = 2166136261;
  for (let index = 0; index < word.length; index++) {
    hash = Math.imul(hash ^ word.charCodeAt(index), 16777619);
  }
  return hash >>> 0;
}

/** The distinct 5-grams of a paragraph, each as one number; empty when under 40 words. */
function shinglesOf(text: string): Set<number> {
  const words = (
    UNSPACED.test(text)
      ? [...text.replace(/\s+/g, '')]
      : (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
  ).map(hashWord);
  const shingles = new Set<number>();
  if (words.length < REPETITION_MIN_WORDS) return shingles;
  for (let index = 0; index + SHINGLE_WORDS <= words.length; index++) {
    let hash = 0;
    for (let offset = 0; offset < SHINGLE_WORDS; offset++) {
      hash = (Math.imul(hash, 31) + words[index + offset]!) >>> 0;
    }
    shingles.add(hash);
  }
  return shingles;
}

/**
 * Paragraphs of 40+ words that appear verbatim or nearly in an earlier section: sections are
 * added in the outline's order, and each addition answers with the findings of that section (the
 * copy to rewrite), so a long strategy can be checked a section at a time. For CJK text, where
 * words are not spaced, every character counts as a word.
 */
export class RepetitionIndex {
  private readonly paragraphs: Paragraph[] = [];
  private readonly byShingle = new Map<number, number[]>();
  private readonly titles = new Map<string, string>();

  add(section: RepetitionInput): QualityFinding[] {
    this.titles.set(section.key, section.title);
    const findings: QualityFinding[] = [];
    for (const text of section.paragraphs ?? paragraphsOf(section.content)) {
      const shingles = shinglesOf(text);
      if (shingles.size === 0) continue;
      const shared = new Map<number, number>();
      for (const shingle of shingles) {
        for (const other of this.byShingle.get(shingle) ?? []) {
          if (this.paragraphs[other]!.section !== section.key) {
            shared.set(other, (shared.get(other) ?? 0) + 1);
          }
        }
      }
      const copied = [...shared].find(
        ([other, count]) =>
          count / Math.min(shingles.size, this.paragraphs[other]!.size) >= NEAR_COPY,
      );
      if (copied) {
        const original = this.titles.get(this.paragraphs[copied[0]]!.section);
        findings.push({
          check: 'repetition',
          severity: 'warning',
          message: `This paragraph repeats one in "${original}": say it once, or say what is new here.`,
          excerpt: excerptOf(text),
        });
      }
      const at = this.paragraphs.push({ section: section.key, size: shingles.size }) - 1;
      for (const shingle of shingles) {
        const list = this.byShingle.get(shingle);
        if (list) list.push(at);
        else this.byShingle.set(shingle, [at]);
      }
    }
    return findings;
  }
}

/** The repetition findings of every section, in the order given (see `RepetitionIndex`). */
export function checkRepetition(
  sections: readonly RepetitionInput[],
): Map<string, QualityFinding[]> {
  const index = new RepetitionIndex();
  const findings = new Map<string, QualityFinding[]>();
  for (const section of sections) {
    const found = index.add(section);
    if (found.length > 0) findings.set(section.key, found);
  }
  return findings;
}
