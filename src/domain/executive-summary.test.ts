import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue.ts';
import {
  digestSection,
  fitSummaryPrompt,
  type SummaryPromptInput,
  type WrittenSection,
} from './executive-summary.ts';
import { estimatePromptTokens } from './token-estimate.ts';

const SECTION = [
  '### Market size',
  '',
  'The addressable market is large and growing. It is worth €4.2 billion in 2025. ' +
    'Most buyers are small firms. Growth runs at 7% a year.',
  '',
  '- Focus on bakeries first. They buy weekly.',
  '- Then cafés, 1,200 of them in the region.',
  '- Then hotels.',
  '',
  '| Segment | Share |',
  '|---|---|',
  '| Bakeries | 45% |',
  '| Cafés | 30% |',
  '',
  'Filler sentence one. Filler sentence two without figures.',
].join('\n');

/** A long section of the kind a model writes: headings, paragraphs, lists, a table, figures. */
function longSection(index: number): string {
  const paragraph = (n: number) =>
    `Point ${n} of section ${index} explains a finding at length. ` +
    'It adds reasoning that a summary does not need, in several long sentences that go on. '.repeat(
      6,
    ) +
    `Revenue could reach $${index * 10 + n}k in year ${n}.`;
  return Array.from({ length: 12 }, (_, n) =>
    [
      `### Part ${n + 1}`,
      '',
      paragraph(n),
      '',
      `- Action ${n} for ${index}`,
      '- Another step',
    ].join('\n'),
  ).join('\n\n');
}

describe('executive summary digests', () => {
  it('keeps headings, lead sentences and the sentences with numbers, nothing else', () => {
    const digest = digestSection(SECTION).join('\n');
    expect(digest).toContain('## Market size');
    expect(digest).toContain('- The addressable market is large and growing.');
    expect(digest).toContain('- It is worth €4.2 billion in 2025.');
    expect(digest).toContain('- Growth runs at 7% a year.');
    expect(digest).toContain('- Focus on bakeries first.');
    expect(digest).toContain('- Then cafés, 1,200 of them in the region.');
    expect(digest).toContain('- Bakeries · 45%');
    expect(digest).toContain('- Filler sentence one.');
    expect(digest).not.toContain('Most buyers are small firms');
    expect(digest).not.toContain('Filler sentence two');
    expect(digest).not.toContain('Then hotels');
  });

  it('fits the context window with all 124 sections written long, every section named', () => {
    const sections: WrittenSection[] = CATALOGUE.flatMap((group) =>
      group.sections.map((section) => ({
        key: section.key,
        title: section.title,
        groupTitle: group.title,
        content: longSection(section.index),
      })),
    );
    expect(sections).toHaveLength(124);
    const fullText = sections.reduce((total, section) => total + section.content.length, 0);
    expect(fullText).toBeGreaterThan(900_000); // ~250,000 tokens of text
    const input: SummaryPromptInput = {
      companyName: 'Northwind',
      overview: 'We bake bread for the whole town.',
      sections,
      language: 'English',
    };
    const limits = { contextTokens: 32_000, answerTokens: 4_000 };
    const fitted = fitSummaryPrompt(input, limits);
    expect(fitted.fits).toBe(true);
    if (!fitted.fits) return;
    expect(fitted.shortened).toBe(true);
    expect(estimatePromptTokens(fitted.messages)).toBeLessThanOrEqual(28_000);
    const prompt = fitted.messages[1]?.content ?? '';
    for (const section of sections) expect(prompt).toContain(`### ${section.title}\n`);
    for (const group of CATALOGUE) expect(prompt).toContain(`# ${group.title}\n`);
    expect(prompt).toContain('third person');
    expect(prompt).toContain('Digests of the 124 written sections');
    // Digests, not the text: the reasoning sentences are gone.
    expect(prompt).not.toContain('It adds reasoning');

    // A large window takes every digest whole.
    const roomy = fitSummaryPrompt(input, { contextTokens: 1_000_000, answerTokens: 4_000 });
    expect(roomy.fits && !roomy.shortened).toBe(true);
    if (roomy.fits)
      expect(roomy.messages[1]?.content).toContain('Revenue could reach $1233k in year 3.');
    // Too small a window for even the shortest digests: nothing is sent.
    expect(fitSummaryPrompt(input, { contextTokens: 3_000, answerTokens: 1_000 }).fits).toBe(false);
  });
});
