import { SECTIONS } from '../../domain/catalogue.ts';
import type { Language } from '../../domain/strategy-limits.ts';
import type { ExportDocument } from '../exports/export-document.ts';
import { SCRIPT_SAMPLES } from './script-samples.ts';

const WORDS = (
  'market customer growth revenue channel brand pricing retention strategy segment partner launch ' +
  'budget metric funnel content audience offer value pipeline quarter forecast margin service team ' +
  'process product research insight campaign community loyalty referral outreach premium workshop'
).split(' ');
const NON_LATIN = 'Ελληνική αγορά → Русский рынок → € 1 200 → ¥ 5 000 ✓ naïve café façade';

/**
 * The words a language's sections are written in: its sample sentence cut into words (at spaces,
 * or for Japanese and Chinese into pairs of characters, which a line may break between).
 */
function vocabulary(language: Language | undefined): { words: string[]; joiner: string } {
  const sample = SCRIPT_SAMPLES.find((candidate) => candidate.language === language);
  if (!sample) return { words: WORDS, joiner: ' ' };
  const text = sample.sentence.replace(/[。.]$/, '');
  if (/\s/.test(text)) return { words: text.split(/\s+/), joiner: ' ' };
  return { words: text.match(/.{1,2}/gu) ?? [text], joiner: '' };
}

/**
 * A deterministic stand-in for a fully written strategy, for benchmarks, load tests and the
 * deck's tests: every section of the catalogue with headings, bold, lists, tables and quotes,
 * in English or (with `language`) in the words of that language's script sample.
 */
export function syntheticStrategy(
  options: { wordsPerSection?: number; language?: Language } = {},
): ExportDocument {
  const wordsPerSection = options.wordsPerSection ?? 700;
  const { words: vocabularyWords, joiner } = vocabulary(options.language);
  const stop = joiner === '' ? '。' : '.';
  let seed = 1;
  const random = () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  const words = (count: number) =>
    Array.from(
      { length: count },
      () => vocabularyWords[Math.floor(random() * vocabularyWords.length)],
    ).join(joiner);
  const sentence = (count: number) => {
    const text = words(count);
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}${stop}`;
  };
  const sections: ExportDocument['sections'] = {};
  SECTIONS.forEach((section, index) => {
    const paragraphs = Math.max(1, Math.round((wordsPerSection - 210) / 60));
    const parts = [
      `## Overview of ${section.title}`,
      `${sentence(24)} **${words(4)}** ${sentence(20)} _${words(3)}_ ${sentence(12)}`,
      '### Priorities',
      ...Array.from({ length: 5 }, () => `- **${words(2)}:** ${sentence(10)}`),
      `  - ${sentence(8)}`,
      '### Action plan',
      ...Array.from({ length: 4 }, (_, step) => `${step + 1}. ${sentence(12)}`),
      ...Array.from({ length: paragraphs }, () => `${sentence(30)} ${sentence(30)}`),
    ];
    if (index % 4 === 0) {
      // One part: a table's rows are separated by single line breaks, not blank lines.
      parts.push(
        [
          '| Quarter | Focus | Budget | Owner |',
          '|---|---|---:|---|',
          ...Array.from(
            { length: 5 },
            (_, row) => `| Q${row + 1} | ${words(4)} | €${(row + 1) * 1_500} | ${words(2)} |`,
          ),
        ].join('\n'),
      );
    }
    if (index % 3 === 0) parts.push(`> ${NON_LATIN}. ${sentence(12)}`);
    // An italic callout in the strategy's script (the slides PDF once printed empty boxes).
    if (index % 5 === 0) parts.push(`> _${sentence(10)}_`);
    sections[section.key] = { content: parts.join('\n\n') };
  });
  return {
    overview: `${sentence(40)}\n\n${sentence(40)}`,
    metadata: {
      companyName: 'Northwind Makers Ltd',
      clientName: 'Contoso Holdings',
      preparedBy: 'A. Consultant',
      preparedDate: '2025-03-14',
      digitalLink: 'https://example.com/strategy',
    },
    ...(options.language ? { language: options.language } : {}),
    sections,
  };
}
