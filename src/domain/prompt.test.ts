import { describe, expect, it } from 'vitest';
import { buildSectionPrompt, SYSTEM_MESSAGE } from './prompt.ts';

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
