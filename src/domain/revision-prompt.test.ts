import { describe, expect, it } from 'vitest';
import { buildSectionPrompt, fitSectionPrompt, type SectionPromptInput } from './prompt.ts';
import { findingInWords, REVISION_GUIDELINE } from './revision-prompt.ts';

const input: SectionPromptInput = {
  title: 'Pricing Strategy',
  overview: 'A roastery in Utrecht selling beans to cafés.',
  language: 'German',
  facts: 'Facts:\nHouse Blend: €14.50 per bag',
  context: [{ title: 'Offer', context: 'the offer', content: 'Beans by subscription.' }],
  brief: { objective: 'Set the prices.', mustCover: ['The price of each offering'] },
  instructions: 'Name the competitors.',
};
const revision = {
  currentText: '## Pricing\n\nContact [Company Name] for prices.',
  findings: [
    findingInWords({
      message: 'A template slot was left in the text',
      excerpt: '[Company Name]',
    }),
  ],
};

const userMessage = (prompt: SectionPromptInput) => buildSectionPrompt(prompt)[1]!.content;

describe('a revision prompt', () => {
  it('is the section prompt with "Revise the <title> section" as its first line, the text and its findings', () => {
    const revised = userMessage({ ...input, revision });
    expect(revised.split('\n')[0]).toBe(
      'Revise the "Pricing Strategy" section of the business strategy.',
    );
    expect(revised).toContain(
      'Current text of the section:\n## Pricing\n\nContact [Company Name] for prices.',
    );
    expect(revised).toContain(
      'Findings of the quality review to fix:\n- A template slot was left in the text (in: "[Company Name]")',
    );
    expect(revised).toContain(`10. Deliver the objective`);
    expect(revised).toContain(`11. ${REVISION_GUIDELINE}`);
    // Every block of the normal prompt is there too, in the same order.
    const normal = userMessage(input);
    const blocks = normal.split('\n\n').slice(1);
    for (const block of blocks.filter((text) => !text.startsWith('Guidelines:'))) {
      expect(revised).toContain(block);
    }
    expect(revised.indexOf('Relevant Context:')).toBeLessThan(revised.indexOf('Current text'));
    expect(revised.indexOf('Findings of the quality')).toBeLessThan(revised.indexOf('Objective:'));
    expect(revised.endsWith('Write the whole section in German.')).toBe(true);
  });

  it('says so when the section has no findings, and keeps the normal first line without a revision', () => {
    expect(userMessage({ ...input, revision: { ...revision, findings: [] } })).toContain(
      'Findings of the quality review to fix: none',
    );
    expect(userMessage(input).split('\n')[0]).toBe(
      'Create a detailed and professional "Pricing Strategy" section for the business strategy.',
    );
  });

  it('never cuts the text under revision to fit the context window', () => {
    const long = { ...input, context: [{ ...input.context[0]!, content: 'word '.repeat(4000) }] };
    const fitted = fitSectionPrompt(
      { ...long, revision },
      { contextTokens: 3000, answerTokens: 1000 },
    );
    expect(fitted.fits).toBe(true);
    if (!fitted.fits) return;
    expect(fitted.shortened).toBe(true);
    expect(fitted.messages[1]!.content).toContain(revision.currentText);
  });
});
