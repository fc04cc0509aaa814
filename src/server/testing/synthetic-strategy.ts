import { SECTIONS } from '../../domain/catalogue.ts';
import type { ExportDocument } from '../exports/export-document.ts';

const WORDS = (
  'market customer growth revenue channel brand pricing retention strategy segment partner launch ' +
  'budget metric funnel content audience offer value pipeline quarter forecast margin service team ' +
  'process product research insight campaign community loyalty referral outreach premium workshop'
).split(' ');
const NON_LATIN = 'Ελληνική αγορά → Русский рынок → € 1 200 → ¥ 5 000 ✓ naïve café façade';

/** A deterministic stand-in for a fully written strategy, for benchmarks and load tests. */
export function syntheticStrategy(options: { wordsPerSection?: number } = {}): ExportDocument {
  const wordsPerSection = options.wordsPerSection ?? 700;
  let seed = 1;
  const random = () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  const words = (count: number) =>
    Array.from({ length: count }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');
  const sentence = (count: number) => {
    const text = words(count);
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
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
    sections,
  };
}
