import type { IntakeAnswer, IntakeQuestion } from '../../../../domain/intake.ts';

/** The questions with no answer yet (an answer of only spaces is none). */
export function unansweredCount(intake: {
  questions: readonly Pick<IntakeQuestion, 'id'>[];
  answers: readonly Pick<IntakeAnswer, 'questionId' | 'text'>[];
}): number {
  const answered = new Set(
    intake.answers.filter((answer) => answer.text.trim() !== '').map((answer) => answer.questionId),
  );
  return intake.questions.filter((question) => !answered.has(question.id)).length;
}
