import { describe, expect, it } from 'vitest';
import { EMPTY_INTAKE, engagementBriefText, type IntakeContent } from './intake.ts';
import { applyClientAnswers, applyDraftedQuestions, applyIntakeUpdate } from './intake-update.ts';

const context = () => {
  let next = 0;
  return {
    sectionKeys: new Set(['pricing-strategy', 'executive-summary']),
    newId: () => `new-${++next}`,
    now: new Date('2026-01-02T03:04:05Z'),
  };
};

const STORED: IntakeContent = {
  ...EMPTY_INTAKE,
  questions: [
    { id: 'q1', text: 'Who reads it?' },
    { id: 'q2', text: 'What do you charge?', sections: ['pricing-strategy'] },
  ],
  answers: [
    {
      questionId: 'q1',
      text: 'Investors',
      answeredBy: 'client',
      answeredAt: '2026-01-01T00:00:00Z',
    },
    {
      questionId: 'q2',
      text: '12 euros',
      answeredBy: 'client',
      answeredAt: '2026-01-01T00:00:00Z',
    },
  ],
};

describe('applyIntakeUpdate', () => {
  it('names new questions, drops unknown section keys and the answers of removed questions', () => {
    const result = applyIntakeUpdate(
      STORED,
      {
        questions: [
          { id: 'q1', text: 'Who reads it?' },
          {
            text: 'How much do you raise?',
            sections: ['pricing-strategy', 'nope', 'pricing-strategy'],
          },
        ],
      },
      context(),
    );
    expect(result).toEqual({
      success: true,
      intake: {
        ...STORED,
        questions: [
          { id: 'q1', text: 'Who reads it?' },
          { id: 'new-1', text: 'How much do you raise?', sections: ['pricing-strategy'] },
        ],
        answers: [STORED.answers[0]],
      },
    });
  });

  it('keeps who gave an unchanged answer, marks a changed one the consultant’s, and takes back an empty one', () => {
    const result = applyIntakeUpdate(
      STORED,
      {
        answers: [
          { questionId: 'q1', text: 'Investors' },
          { questionId: 'q2', text: '' },
        ],
      },
      context(),
    );
    expect(result.success && result.intake.answers).toEqual([STORED.answers[0]]);
    const changed = applyIntakeUpdate(
      STORED,
      { answers: [{ questionId: 'q1', text: 'The bank' }] },
      context(),
    );
    expect(changed.success && changed.intake.answers).toEqual([
      {
        questionId: 'q1',
        text: 'The bank',
        answeredBy: 'consultant',
        answeredAt: '2026-01-02T03:04:05.000Z',
      },
    ]);
  });

  it('refuses an answer to a question that does not exist, naming it', () => {
    expect(
      applyIntakeUpdate(STORED, { answers: [{ questionId: 'q9', text: 'x' }] }, context()),
    ).toEqual({
      success: false,
      issue: { path: ['answers', 0, 'questionId'], message: 'there is no question “q9”' },
    });
    expect(
      applyIntakeUpdate(
        STORED,
        {
          questions: [
            { id: 'a', text: 'A?' },
            { id: 'a', text: 'B?' },
          ],
        },
        context(),
      ),
    ).toEqual({
      success: false,
      issue: { path: ['questions', 1, 'id'], message: '“a” is used twice' },
    });
  });
});

describe('applyDraftedQuestions', () => {
  it('replaces the questions, keeping the answers of those the model kept by id or by text', () => {
    const intake = applyDraftedQuestions(
      STORED,
      [
        { text: 'WHO READS IT?', why: 'w', sections: [] },
        { id: 'q7', text: 'New?', why: 'w', sections: ['executive-summary', 'nope'] },
      ],
      context(),
    );
    expect(intake.questions).toEqual([
      { id: 'q1', text: 'WHO READS IT?', why: 'w' },
      { id: 'new-1', text: 'New?', why: 'w', sections: ['executive-summary'] },
    ]);
    expect(intake.answers).toEqual([STORED.answers[0]]);
  });
});

describe('applyClientAnswers', () => {
  const now = new Date('2026-02-03T04:05:06Z');
  const CONSULTANT: IntakeContent = {
    ...STORED,
    answers: [{ ...STORED.answers[0]!, answeredBy: 'consultant' }, STORED.answers[1]!],
  };

  it('merges by question: the named ones change and are the client’s, the others stay', () => {
    const result = applyClientAnswers(
      CONSULTANT,
      { answers: [{ questionId: 'q2', text: '13 euros' }], submitted: false },
      { now },
    );
    expect(result).toEqual({
      success: true,
      intake: {
        ...CONSULTANT,
        answers: [
          {
            questionId: 'q2',
            text: '13 euros',
            answeredBy: 'client',
            answeredAt: now.toISOString(),
          },
          CONSULTANT.answers[0],
        ],
      },
      changed: ['q2'],
    });
  });

  it('takes an answer back with "", and keeps the stored intake itself when nothing changes', () => {
    const cleared = applyClientAnswers(
      CONSULTANT,
      { answers: [{ questionId: 'q1', text: '' }], submitted: false },
      { now },
    );
    expect(cleared.success && cleared.intake.answers).toEqual([CONSULTANT.answers[1]]);
    expect(cleared.changed).toEqual(['q1']);
    const same = applyClientAnswers(
      CONSULTANT,
      { answers: [{ questionId: 'q1', text: 'Investors' }], submitted: false },
      { now },
    );
    expect(same.success && same.intake).toBe(CONSULTANT);
    expect(same.changed).toEqual([]);
  });

  it('names every unknown question in one refusal', () => {
    expect(
      applyClientAnswers(
        CONSULTANT,
        {
          answers: [
            { questionId: 'q1', text: 'a' },
            { questionId: 'x', text: 'b' },
            { questionId: 'y', text: 'c' },
          ],
          submitted: false,
        },
        { now },
      ),
    ).toEqual({
      success: false,
      issue: { path: ['answers', 1, 'questionId'], message: 'there are no questions “x”, “y”' },
    });
    expect(
      applyClientAnswers(
        CONSULTANT,
        { answers: [{ questionId: 'x', text: 'b' }], submitted: false },
        { now },
      ),
    ).toMatchObject({ issue: { message: 'there is no question “x”' } });
  });

  it('stamps the send, which needs an answer', () => {
    const sent = applyClientAnswers(CONSULTANT, { answers: [], submitted: true }, { now });
    expect(sent.success && sent.intake.clientSentAt).toBe(now.toISOString());
    expect(
      applyClientAnswers(
        { ...CONSULTANT, answers: [] },
        { answers: [{ questionId: 'q1', text: '' }], submitted: true },
        { now },
      ),
    ).toEqual({
      success: false,
      issue: { path: ['submitted'], message: 'answer at least one question before sending' },
    });
  });
});

describe('engagementBriefText', () => {
  it('gives the non-empty fields one a line', () => {
    expect(
      engagementBriefText({
        audience: 'investors',
        purpose: '',
        tone: 'plain',
        focus: '',
        constraints: '',
      }),
    ).toBe('Audience: investors\nTone: plain');
  });
});
