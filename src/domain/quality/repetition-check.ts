import { parseMarkdown, proseUnits } from '../sources/markdown-prose.ts';
import { excerptOf, type QualityFinding } from './quality-types.ts';

/** Paragraphs shorter than this may repeat a standard phrase; longer ones must not. */
export const REPETITION_MIN_WORDS = 40;
/** Word 5-grams: the same sentence with a word changed here and there still shares most. */
const SHINGLE_WORDS = 5;
/** The share of the shorter paragraph's 5-grams found in the other: "nearly verbatim". */
const NEAR_COPY = 0.6;

export interface RepetitionInput {
  key: string;
  title: string;
  content: string;
}

interface Paragraph {
  section: number;
  text: string;
  shingles: Set<string>;
}

function shinglesOf(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const shingles = new Set<string>();
  for (let index = 0; index + SHINGLE_WORDS <= words.length; index++) {
    shingles.add(words.slice(index, index + SHINGLE_WORDS).join(' '));
  }
  return shingles;
}

function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}

/**
 * Paragraphs of 40+ words that appear verbatim or nearly in an earlier section (in the order
 * given): the finding goes on the later one, the copy to rewrite. For CJK text, where words are
 * not spaced, every character counts as a word.
 */
export function checkRepetition(
  sections: readonly RepetitionInput[],
): Map<string, QualityFinding[]> {
  const paragraphs: Paragraph[] = [];
  const index = new Map<string, number[]>();
  const findings = new Map<string, QualityFinding[]>();
  sections.forEach((section, sectionIndex) => {
    for (const unit of proseUnits(parseMarkdown(section.content))) {
      if (unit.kind !== 'paragraph') continue;
      const spaced = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u.test(unit.text)
        ? [...unit.text.replace(/\s+/g, '')].join(' ')
        : unit.text;
      if (wordCount(spaced) < REPETITION_MIN_WORDS) continue;
      const paragraph = { section: sectionIndex, text: unit.text, shingles: shinglesOf(spaced) };
      const shared = new Map<number, number>();
      for (const shingle of paragraph.shingles) {
        for (const other of index.get(shingle) ?? []) {
          if (paragraphs[other]!.section !== sectionIndex)
            shared.set(other, (shared.get(other) ?? 0) + 1);
        }
      }
      const copied = [...shared].find(
        ([other, count]) =>
          count / Math.min(paragraph.shingles.size, paragraphs[other]!.shingles.size) >= NEAR_COPY,
      );
      if (copied) {
        const original = sections[paragraphs[copied[0]]!.section]!;
        const list = findings.get(section.key) ?? [];
        list.push({
          check: 'repetition',
          severity: 'warning',
          message: `This paragraph repeats one in "${original.title}": say it once, or say what is new here.`,
          excerpt: excerptOf(unit.text),
        });
        findings.set(section.key, list);
      }
      const at = paragraphs.push(paragraph) - 1;
      for (const shingle of paragraph.shingles) {
        const list = index.get(shingle);
        if (list) list.push(at);
        else index.set(shingle, [at]);
      }
    }
  });
  return findings;
}
