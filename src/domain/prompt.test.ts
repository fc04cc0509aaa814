import { describe, expect, it } from 'vitest';
import {
  buildSectionPrompt,
  fitSectionPrompt,
  GUIDELINES,
  SHORTENED_MARKER,
  SYSTEM_MESSAGE,
} from './prompt.ts';
import { estimatePromptTokens } from './token-estimate.ts';

describe('buildSectionPrompt', () => {
  it('writes the exact message of a section with context, in English', () => {
    const messages = buildSectionPrompt({
      title: 'Email Sales Sequence',
      overview: '  A neighbourhood bakery selling sourdough subscriptions.  ',
      language: 'English',
      context: [
        {
          title: 'Irresistible Offer',
          context: 'the offer being sold',
          content: 'Bread club: £20/month',
        },
        { title: 'Clear Call to Action', context: 'the action each email asks for', content: '  ' },
      ],
    });
    expect(messages).toEqual([
      { role: 'system', content: SYSTEM_MESSAGE },
      {
        role: 'user',
        content: [
          'Create a detailed and professional "Email Sales Sequence" section for the business strategy.',
          '',
          'Business Overview:',
          'A neighbourhood bakery selling sourdough subscriptions.',
          '',
          'Relevant Context:',
          'Irresistible Offer (the offer being sold):',
          'Bread club: £20/month',
          '',
          'Guidelines:',
          '1. Align with the business overview and the relevant context provided',
          '2. Maintain consistency with previously generated sections',
          '3. Be specific and actionable',
          '4. Consider both immediate and long-term implications',
          '5. Use proper Markdown formatting',
          '6. Use headings, subheadings and bullet points for clarity',
          '7. Highlight key points and important insights',
          '8. Include relevant examples where appropriate',
          `9. ${GUIDELINES[8]}`,
        ].join('\n'),
      },
    ]);
  });

  it('leaves out the context block when no prerequisite has content', () => {
    const [, user] = buildSectionPrompt({
      title: 'Mission Statement',
      overview: 'A bakery',
      language: 'English',
      context: [],
    });
    expect(user?.content).not.toContain('Relevant Context:');
    expect(user?.content.split('\n')[0]).toBe(
      'Create a detailed and professional "Mission Statement" section for the business strategy.',
    );
  });

  it('asks for the output language when it is not English', () => {
    const [, user] = buildSectionPrompt({
      title: 'Mission Statement',
      overview: 'Une boulangerie',
      language: 'French',
      context: [],
    });
    expect(user?.content.endsWith('\n\nWrite the whole section in French.')).toBe(true);
    expect(SYSTEM_MESSAGE).toMatch(/expert business strategy consultant/);
    expect(SYSTEM_MESSAGE).toMatch(/Markdown/);
  });
});

describe('fitSectionPrompt', () => {
  const paragraph = 'The bakery sells sourdough subscriptions to busy families nearby. ';
  const input = {
    title: 'Email Sales Sequence',
    overview: 'A neighbourhood bakery selling sourdough subscriptions.',
    language: 'English' as const,
    context: [
      {
        title: 'Irresistible Offer',
        context: 'the offer',
        content: `OFFER-START ${paragraph.repeat(200)}`,
      },
      {
        title: 'Clear Call to Action',
        context: 'the action',
        content: `CTA-START ${paragraph.repeat(40)}`,
      },
    ],
  };
  const user = (messages: { content: string }[]) => messages.at(-1)!.content;

  it('sends the whole prompt when no context window is set, or when it fits', () => {
    for (const contextTokens of [undefined, 1_000_000]) {
      const fitted = fitSectionPrompt(input, { contextTokens, answerTokens: 2000 });
      expect(fitted).toMatchObject({ fits: true, shortened: false });
      expect(fitted.fits && fitted.messages).toEqual(buildSectionPrompt(input));
    }
  });

  it('shortens the prerequisites, keeping the instruction line and each opening, to fit', () => {
    const contextTokens = 6000;
    const fitted = fitSectionPrompt(input, { contextTokens, answerTokens: 2000 });
    expect(fitted.fits).toBe(true);
    if (!fitted.fits) return;
    expect(fitted.shortened).toBe(true);
    expect(estimatePromptTokens(fitted.messages)).toBeLessThanOrEqual(contextTokens - 2000);
    const text = user(fitted.messages);
    expect(text.split('\n')[0]).toBe(
      'Create a detailed and professional "Email Sales Sequence" section for the business strategy.',
    );
    expect(text).toContain('OFFER-START');
    expect(text).toContain('CTA-START');
    expect(text).toContain(SHORTENED_MARKER);
    expect(text).toContain('Guidelines:\n1. ');
    expect(text.length).toBeLessThan(user(buildSectionPrompt(input)).length);
  });

  it('refuses to send a prompt that cannot fit even with the openings only', () => {
    const fitted = fitSectionPrompt(
      { ...input, overview: paragraph.repeat(300) },
      { contextTokens: 4000, answerTokens: 2000 },
    );
    expect(fitted).toMatchObject({ fits: false, availableTokens: 2000 });
    expect(fitted.estimatedTokens).toBeGreaterThan(2000);
  });
});

describe('buildSectionPrompt with a financial model', () => {
  it('puts the Financial model block after the overview, before the context', () => {
    const [, user] = buildSectionPrompt({
      title: 'Pricing Strategy',
      overview: 'A bakery.',
      language: 'English',
      context: [{ title: 'Offer', context: 'the offer', content: 'Bread club.' }],
      financialModel: 'Financial model (EUR):\n- Revenue: year 1 €120,000',
    });
    expect(user!.content).toContain(
      'Business Overview:\nA bakery.\n\nFinancial model (EUR):\n- Revenue: year 1 €120,000\n\nRelevant Context:',
    );
  });
});
