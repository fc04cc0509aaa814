import { describe, expect, it } from 'vitest';
import { buildSummaryPrompt } from './executive-summary.ts';
import {
  buildQuestionsDraftPrompt,
  CURRENT_QUESTIONS_HEADING,
  parseDraftedBrief,
  parseDraftedQuestions,
  QUESTIONS_DRAFT_FIRST_LINE,
} from './intake-prompt.ts';
import { buildSectionPrompt } from './prompt.ts';

const question = (text: string) => ({ text, why: 'Because.', sections: ['pricing-strategy'] });

describe('the questions draft', () => {
  it('starts with its fixed line and lists the current questions and the section keys', () => {
    const [, user] = buildQuestionsDraftPrompt({
      overview: 'A bakery.',
      documents: [{ title: 'notes.txt', text: 'We bake 300 loaves.' }],
      facts: 'Facts (confirmed by the consultant; use them exactly):\nCompany: Acme',
      current: [{ id: 'q1', text: 'Who reads it?' }],
      sections: [{ key: 'pricing-strategy', title: 'Pricing Strategy' }],
      language: 'English',
    });
    expect(user!.content.split('\n', 1)[0]).toBe(QUESTIONS_DRAFT_FIRST_LINE);
    expect(user!.content).toContain('notes.txt:\nWe bake 300 loaves.');
    expect(user!.content).toContain('Company: Acme');
    expect(user!.content).toContain(`${CURRENT_QUESTIONS_HEADING}\n- q1: Who reads it?`);
    expect(user!.content).toContain('pricing-strategy: Pricing Strategy');
  });

  it('takes 5 to 12 questions, each saying why', () => {
    const five = Array.from({ length: 5 }, (_, index) => question(`Q${index}?`));
    const parsed = parseDraftedQuestions({ questions: five });
    expect(parsed.success && parsed.value).toHaveLength(5);
    expect(parseDraftedQuestions({ questions: five.slice(0, 4) })).toMatchObject({
      success: false,
      problems: [{ path: 'questions', message: 'at least 5 questions' }],
    });
    const withoutWhy = [...five.slice(1), { text: 'Q?', why: '' }];
    expect(parseDraftedQuestions({ questions: withoutWhy }).success).toBe(false);
    expect(
      parseDraftedQuestions({
        questions: Array.from({ length: 13 }, () => question('Q?')),
      }).success,
    ).toBe(false);
  });

  it('takes a brief with missing fields empty, refusing one that is not text', () => {
    expect(parseDraftedBrief({ audience: 'investors' })).toEqual({
      success: true,
      value: { audience: 'investors', purpose: '', tone: '', focus: '', constraints: '' },
    });
    expect(parseDraftedBrief({ audience: 3 }).success).toBe(false);
  });
});

describe('the engagement brief and client answers in prompts', () => {
  const intake = {
    engagementBrief: 'Audience: investors',
    clientAnswers: [
      { question: 'Who reads it?', answer: 'The bank' },
      { question: 'Unanswered?', answer: '  ' },
    ],
  };
  const blocksOf = (content: string) => content.split('\n\n');

  it('go in a section prompt and the executive summary’s, unanswered questions left out', () => {
    const section = buildSectionPrompt({
      title: 'Mission Statement',
      overview: 'A bakery.',
      language: 'English',
      context: [],
      ...intake,
    })[1]!.content;
    const summary = buildSummaryPrompt({
      companyName: 'Acme',
      overview: 'A bakery.',
      sections: [],
      language: 'English',
      ...intake,
    })[1]!.content;
    for (const content of [section, summary]) {
      expect(blocksOf(content)).toContain('Engagement brief:\nAudience: investors');
      expect(blocksOf(content)).toContain('Client answers:\nQ: Who reads it?\nA: The bank');
      expect(content).not.toContain('Unanswered?');
    }
  });
});
