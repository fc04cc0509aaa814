import type {
  EngagementBrief,
  Intake,
  IntakeQuestion,
  IntakeUpdate,
} from '../../../../domain/intake.ts';

/**
 * The Questions and Brief step as the consultant edits it: the questions in order (a new one may
 * have no text yet), each answer's text by question id, and the brief. Pure, so the page's
 * editing rules are tested without rendering.
 */
export interface IntakeForm {
  questions: IntakeQuestion[];
  answers: Readonly<Record<string, string>>;
  brief: EngagementBrief;
}

export function intakeFormOf(intake: Intake): IntakeForm {
  return {
    questions: intake.questions,
    answers: Object.fromEntries(intake.answers.map((answer) => [answer.questionId, answer.text])),
    brief: intake.brief,
  };
}

/**
 * The first question without text (1-based), or null: the form is not saved while one is blank,
 * since saving without it would remove it and its answer.
 */
export function blankQuestionNumber(form: IntakeForm): number | null {
  const index = form.questions.findIndex((question) => question.text.trim() === '');
  return index === -1 ? null : index + 1;
}

/**
 * What a save sends: the questions, their answers (an emptied answer is left out, which takes
 * it back), and the brief.
 */
export function intakeUpdateOf(form: IntakeForm, version: number): IntakeUpdate {
  const { questions } = form;
  return {
    questions: questions.map((question) => ({
      id: question.id,
      text: question.text,
      ...(question.why?.trim() ? { why: question.why } : {}),
      ...(question.sections?.length ? { sections: question.sections } : {}),
    })),
    answers: questions.flatMap((question) => {
      const text = form.answers[question.id]?.trim();
      return text ? [{ questionId: question.id, text: form.answers[question.id] as string }] : [];
    }),
    brief: form.brief,
    version,
  };
}

/** The list with the question at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveQuestion<Question>(
  questions: readonly Question[],
  index: number,
  offset: -1 | 1,
): Question[] {
  const target = index + offset;
  const moved = [...questions];
  if (index < 0 || index >= moved.length || target < 0 || target >= moved.length) return moved;
  [moved[index], moved[target]] = [moved[target] as Question, moved[index] as Question];
  return moved;
}
