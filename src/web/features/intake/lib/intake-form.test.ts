import { describe, expect, it } from 'vitest';
import type { Intake } from '../../../../domain/intake.ts';
import { answeredLine } from './answered-line.ts';
import { blankQuestionNumber, intakeFormOf, intakeUpdateOf, moveQuestion } from './intake-form.ts';
import { unansweredCount } from './unanswered.ts';

const INTAKE: Intake = {
  questions: [
    { id: 'q-1', text: 'Who reads it?', why: 'Sets the tone.' },
    { id: 'q-2', text: 'What do you charge?', sections: ['pricing-strategy'] },
    { id: 'q-3', text: 'How many kilograms a week?' },
  ],
  answers: [
    {
      questionId: 'q-1',
      text: 'Investors',
      answeredBy: 'client',
      answeredAt: '2026-11-01T10:00:00Z',
    },
    {
      questionId: 'q-3',
      text: '   ',
      answeredBy: 'consultant',
      answeredAt: '2026-11-01T10:00:00Z',
    },
  ],
  brief: { audience: 'investors', purpose: '', tone: '', focus: '', constraints: '' },
  version: 4,
};

describe('the Questions and Brief form', () => {
  it('saves the questions, their answers, the brief and the version', () => {
    const form = intakeFormOf(INTAKE);
    const update = intakeUpdateOf(
      { ...form, answers: { ...form.answers, 'q-2': '€12 a bag' } },
      INTAKE.version,
    );
    expect(update.questions?.map((question) => question.id)).toEqual(['q-1', 'q-2', 'q-3']);
    expect(update.questions?.[1]).toEqual({
      id: 'q-2',
      text: 'What do you charge?',
      sections: ['pricing-strategy'],
    });
    // The blank answer is taken back.
    expect(update.answers).toEqual([
      { questionId: 'q-1', text: 'Investors' },
      { questionId: 'q-2', text: '€12 a bag' },
    ]);
    expect(update.brief?.audience).toBe('investors');
    expect(update.version).toBe(4);
  });

  it('names the first question without text, which holds the save back', () => {
    const form = intakeFormOf(INTAKE);
    expect(blankQuestionNumber(form)).toBeNull();
    const added = { ...form, questions: [...form.questions, { id: 'q-new', text: '  ' }] };
    expect(blankQuestionNumber(added)).toBe(4);
  });

  it('moves a question one place, and not past either end', () => {
    expect(moveQuestion(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveQuestion(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveQuestion(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveQuestion(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('counts a question answered with spaces only as unanswered', () => {
    expect(unansweredCount(INTAKE)).toBe(2);
    expect(unansweredCount({ questions: [], answers: [] })).toBe(0);
  });
});

describe('who answered', () => {
  const date = (iso: string) => `<${iso}>`;
  const client = INTAKE.answers[0];
  it('names the client and when, for the saved text only', () => {
    expect(answeredLine(client, 'Investors', date)).toBe(
      'Answered by the client on <2026-11-01T10:00:00Z>',
    );
    expect(answeredLine(client, ' Investors ', date)).toBe(
      'Answered by the client on <2026-11-01T10:00:00Z>',
    );
    // Being changed, or emptied: not the client's answer any more.
    expect(answeredLine(client, 'Investors and a bank', date)).toBeNull();
    expect(answeredLine(client, '', date)).toBeNull();
    expect(answeredLine(undefined, 'Investors', date)).toBeNull();
  });

  it('calls the consultant "you"', () => {
    const mine = { ...INTAKE.answers[0]!, answeredBy: 'consultant' as const };
    expect(answeredLine(mine, 'Investors', date)).toMatch(/^Answered by you on /);
  });
});
