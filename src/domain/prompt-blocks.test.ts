import { describe, expect, it } from 'vitest';
import {
  BRIEF_GUIDELINE,
  buildSectionPrompt,
  fitSectionPrompt,
  GUIDELINES,
  type SectionPromptInput,
  SHORTENED_MARKER,
} from './prompt.ts';
import { estimatePromptTokens } from './token-estimate.ts';

/** The third round's section prompt (DESIGN "The section prompt"): its blocks, order and fit. */
const FULL: SectionPromptInput = {
  title: 'Pricing Strategy',
  overview: 'A neighbourhood bakery selling sourdough subscriptions.',
  language: 'German',
  engagementBrief: 'Prepare the bakery for a bank loan in spring.',
  clientAnswers: [
    { question: 'What do you charge?', answer: '£20 a month for the bread club.' },
    { question: 'Who are your rivals?', answer: '  ' },
  ],
  facts: 'Facts (confirmed by the consultant):\n- Company: Crumb and Co\n- Bread club: £20 a month',
  financialModel: 'Financial model (GBP):\n- Revenue: year 1 £120,000',
  scenarios: 'Scenarios (GBP):\n- Low: year 1 revenue £90,000',
  sources: 'Sources:\n[1] bakery-survey.pdf p. 2: Subscriptions grew 30%.',
  context: [{ title: 'Irresistible Offer', context: 'the offer', content: 'Bread club.' }],
  brief: {
    objective: 'Prices that capture the value delivered.',
    mustCover: ['The price of each offering', 'Two competitors’ prices', 'The margin each leaves'],
    framework: 'Value-based pricing',
    targetWords: 700,
  },
  instructions: 'Mention the loyalty card.',
};

const userText = (input: SectionPromptInput) => buildSectionPrompt(input).at(-1)!.content;

/** Where each block starts in the prompt, by its first line. */
const BLOCK_STARTS = [
  'Create a detailed and professional "Pricing Strategy" section',
  'Business Overview:\n',
  'Engagement brief:\n',
  'Client answers:\n',
  'Facts (confirmed by the consultant):\n',
  'Financial model (GBP):\n',
  'Scenarios (GBP):\n',
  'Sources:\n',
  'Relevant Context:\n',
  'Objective: ',
  'Consultant instructions:\n',
  'Guidelines:\n',
  'Write the whole section in German.',
];

describe('the section prompt’s blocks', () => {
  it('come in the agreed order, each once', () => {
    const text = userText(FULL);
    const positions = BLOCK_STARTS.map((start) => text.indexOf(start));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const start of BLOCK_STARTS) expect(text.split(start)).toHaveLength(2);
  });

  it('write the brief as an objective, a numbered must-cover list, the framework and a length', () => {
    expect(userText(FULL)).toContain(
      [
        'Objective: Prices that capture the value delivered.',
        'Must cover:',
        '1. The price of each offering',
        '2. Two competitors’ prices',
        '3. The margin each leaves',
        'Framework: Value-based pricing',
        'Target length: about 700 words.',
      ].join('\n'),
    );
  });

  it('keep the guidelines with the data-honesty rule, and ask for the brief only when there is one', () => {
    const withBrief = userText(FULL);
    expect(GUIDELINES.at(-1)).toMatch(/facts, the financial model or the cited sources/);
    expect(GUIDELINES.at(-1)).toMatch(/assumption for the client to confirm/);
    expect(withBrief).toContain(`9. ${GUIDELINES[8]}\n10. ${BRIEF_GUIDELINE}`);
    const { brief: _brief, ...withoutBrief } = FULL;
    expect(userText(withoutBrief)).not.toContain(BRIEF_GUIDELINE);
    expect(userText(withoutBrief)).toContain(`9. ${GUIDELINES[8]}\n\nWrite the whole`);
  });

  it('give client answers as questions and answers, leaving out the unanswered', () => {
    expect(userText(FULL)).toContain(
      'Client answers:\nQ: What do you charge?\nA: £20 a month for the bread club.\n\nFacts',
    );
    expect(userText(FULL)).not.toContain('Who are your rivals?');
  });

  it('head a fact sheet without its own heading with "Facts:"', () => {
    const text = userText({ ...FULL, facts: '- Company: Crumb and Co' });
    expect(text).toContain('\n\nFacts:\n- Company: Crumb and Co\n\nFinancial model (GBP):');
  });

  it('leave out every empty block, blank or absent', () => {
    const blank = userText({
      ...FULL,
      engagementBrief: ' ',
      clientAnswers: [{ question: 'Q?', answer: '' }],
      facts: '\n',
      financialModel: '',
      scenarios: undefined,
      sources: '  ',
      context: [{ title: 'Irresistible Offer', context: 'the offer', content: ' ' }],
      brief: { objective: ' ', mustCover: [' '] },
      instructions: '',
      language: 'English',
    });
    expect(blank.split('\n\n').map((block) => block.split('\n')[0])).toEqual([
      'Create a detailed and professional "Pricing Strategy" section for the business strategy.',
      'Business Overview:',
      'Guidelines:',
    ]);
  });

  it('send a brief of only an objective, or of only items', () => {
    const objectiveOnly = userText({ ...FULL, brief: { objective: 'Prices.', mustCover: [] } });
    expect(objectiveOnly).toContain(
      'Relevant Context:\nIrresistible Offer (the offer):\nBread club.\n\nObjective: Prices.\n\nConsultant',
    );
    const itemsOnly = userText({ ...FULL, brief: { objective: '', mustCover: ['A', ' '] } });
    expect(itemsOnly).toContain('\n\nMust cover:\n1. A\n\nConsultant instructions:');
  });
});

describe('fitting the prompt with its new blocks', () => {
  const paragraph = 'The bakery sells sourdough subscriptions to busy families nearby. ';
  const long: SectionPromptInput = {
    ...FULL,
    clientAnswers: [
      { question: 'What do you charge?', answer: `ANSWER-START ${paragraph.repeat(60)}` },
    ],
    engagementBrief: `BRIEF-START ${paragraph.repeat(60)}`,
    context: [
      {
        title: 'Irresistible Offer',
        context: 'the offer',
        content: `OFFER-START ${paragraph.repeat(200)}`,
      },
    ],
  };
  const whole = estimatePromptTokens(buildSectionPrompt(long));
  const fitted = (contextTokens: number) =>
    fitSectionPrompt(long, { contextTokens, answerTokens: 1000 });
  const sent = (contextTokens: number) => {
    const result = fitted(contextTokens);
    if (!result.fits) throw new Error('expected the prompt to fit');
    return result.messages.at(-1)!.content;
  };

  it('shortens the prerequisites first, leaving the client’s words, brief and guidelines whole', () => {
    const text = sent(whole + 1000 - 1500);
    expect(text).toContain(`OFFER-START`);
    expect(text).toContain(`Relevant Context:\nIrresistible Offer (the offer):\nOFFER-START`);
    expect(text.split(SHORTENED_MARKER)).toHaveLength(2);
    expect(text).toContain(long.engagementBrief!.trim());
    expect(text).toContain(long.clientAnswers![0]!.answer.trim());
    expect(text).toContain(
      'Must cover:\n1. The price of each offering\n2. Two competitors’ prices\n3. The margin each leaves',
    );
    expect(text).toContain(`10. ${BRIEF_GUIDELINE}`);
  });

  it('then shortens the engagement brief and the answers, never the brief, facts or guidelines', () => {
    // More than the prerequisite's whole length (about 4,400 tokens) must go.
    const budget = whole + 1000 - 5000;
    const result = fitted(budget);
    expect(result.fits && estimatePromptTokens(result.messages)).toBeLessThanOrEqual(budget - 1000);
    const text = sent(budget);
    expect(text.split(SHORTENED_MARKER)).toHaveLength(4);
    expect(text).toContain('Engagement brief:\nBRIEF-START');
    expect(text).toContain('A: ANSWER-START');
    expect(text).not.toContain(long.engagementBrief!.trim());
    for (const kept of [FULL.facts!, FULL.financialModel!, FULL.scenarios!, FULL.sources!]) {
      expect(text).toContain(kept);
    }
    expect(text).toContain('Objective: Prices that capture the value delivered.');
    expect(text).toContain('Target length: about 700 words.');
    expect(text).toContain(`Guidelines:\n1. ${GUIDELINES[0]}`);
  });

  it('sends nothing when even the shortest openings do not fit', () => {
    const result = fitted(1000 + 700);
    expect(result).toMatchObject({ fits: false, availableTokens: 700 });
    expect(result.estimatedTokens).toBeGreaterThan(700);
  });
});
