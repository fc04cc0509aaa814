import type {
  ANSWERED_BY,
  IntakeAnswer,
  IntakeContent,
  IntakeQuestion,
  IntakeUpdate,
} from './intake.ts';

/** How a save names new questions and tells the time: given, so the rules are tested plainly. */
export interface IntakeUpdateContext {
  /** The section keys a question may feed (the strategy's outline and the executive summary). */
  sectionKeys: ReadonlySet<string>;
  newId: () => string;
  now: Date;
  /** Who a new or changed answer is from: the consultant (the owner's save) unless said. */
  answeredBy?: (typeof ANSWERED_BY)[number];
}

export type IntakeUpdateResult =
  | { success: true; intake: IntakeContent }
  | { success: false; issue: { path: (string | number)[]; message: string } };

/** A question's sections: known keys only, each once; none left: the field is dropped. */
function knownSections(
  sections: readonly string[] | undefined,
  sectionKeys: ReadonlySet<string>,
): { sections?: string[] } {
  const kept = [...new Set((sections ?? []).filter((key) => sectionKeys.has(key)))];
  return kept.length > 0 ? { sections: kept } : {};
}

function cleanQuestion(
  question: { id: string; text: string; why?: string | undefined; sections?: string[] | undefined },
  sectionKeys: ReadonlySet<string>,
): IntakeQuestion {
  return {
    id: question.id,
    text: question.text,
    ...(question.why ? { why: question.why } : {}),
    ...knownSections(question.sections, sectionKeys),
  };
}

/** The answers kept when the questions change: those whose question is still there. */
function survivingAnswers(answers: readonly IntakeAnswer[], questions: readonly IntakeQuestion[]) {
  const ids = new Set(questions.map((question) => question.id));
  return answers.filter((answer) => ids.has(answer.questionId));
}

/**
 * A person's save applied to the stored intake. Each part sent replaces the stored one: the
 * questions (a new one without an id is named; unknown section keys are dropped), the answers
 * (only to questions that exist after the save; an empty answer is taken back; an answer whose
 * text did not change keeps who gave it and when), the brief. Answers to removed questions go.
 */
export function applyIntakeUpdate(
  current: IntakeContent,
  update: Omit<IntakeUpdate, 'version'>,
  context: IntakeUpdateContext,
): IntakeUpdateResult {
  let questions = current.questions;
  if (update.questions) {
    const seen = new Set<string>();
    questions = [];
    for (const [index, question] of update.questions.entries()) {
      const id = question.id ?? context.newId();
      if (seen.has(id)) {
        return {
          success: false,
          issue: { path: ['questions', index, 'id'], message: `“${id}” is used twice` },
        };
      }
      seen.add(id);
      questions.push(cleanQuestion({ ...question, id }, context.sectionKeys));
    }
  }
  let answers = survivingAnswers(current.answers, questions);
  if (update.answers) {
    const ids = new Set(questions.map((question) => question.id));
    const stored = new Map(current.answers.map((answer) => [answer.questionId, answer]));
    const given = new Set<string>();
    answers = [];
    for (const [index, answer] of update.answers.entries()) {
      if (!ids.has(answer.questionId)) {
        return {
          success: false,
          issue: {
            path: ['answers', index, 'questionId'],
            message: `there is no question “${answer.questionId}”`,
          },
        };
      }
      if (given.has(answer.questionId)) {
        return {
          success: false,
          issue: {
            path: ['answers', index, 'questionId'],
            message: `“${answer.questionId}” is answered twice`,
          },
        };
      }
      given.add(answer.questionId);
      if (answer.text === '') continue;
      const before = stored.get(answer.questionId);
      answers.push(
        before && before.text === answer.text
          ? before
          : {
              questionId: answer.questionId,
              text: answer.text,
              answeredBy: context.answeredBy ?? 'consultant',
              answeredAt: context.now.toISOString(),
            },
      );
    }
  }
  return {
    success: true,
    intake: { ...current, questions, answers, brief: update.brief ?? current.brief },
  };
}

/** Names each given id once: `“a”`, `“a”, “b”`. */
const quoted = (ids: readonly string[]) => ids.map((id) => `“${id}”`).join(', ');

/**
 * The client's answers through the questionnaire link (decision 0103), merged by question into
 * the stored ones: the answers given replace theirs (an empty one takes it back), the others stay
 * as they are. Answers the client changed are from `client`; one whose text is unchanged keeps
 * who gave it and when. Every unknown question id is named in one refusal. `submitted` ("Send
 * answers") stamps `clientSentAt` and needs at least one answered question. `changed`: the
 * question ids whose answer this changed.
 */
export function applyClientAnswers(
  current: IntakeContent,
  input: { answers: readonly { questionId: string; text: string }[]; submitted: boolean },
  context: { now: Date },
): IntakeUpdateResult & { changed?: string[] } {
  const ids = new Set(current.questions.map((question) => question.id));
  const unknown = input.answers.filter((answer) => !ids.has(answer.questionId));
  if (unknown.length > 0) {
    const names = [...new Set(unknown.map((answer) => answer.questionId))];
    return {
      success: false,
      issue: {
        path: ['answers', input.answers.indexOf(unknown[0]!), 'questionId'],
        message:
          names.length === 1
            ? `there is no question ${quoted(names)}`
            : `there are no questions ${quoted(names)}`,
      },
    };
  }
  const given = new Set(input.answers.map((answer) => answer.questionId));
  const kept = current.answers
    .filter((answer) => !given.has(answer.questionId))
    .map(({ questionId, text }) => ({ questionId, text }));
  const applied = applyIntakeUpdate(
    current,
    { answers: [...input.answers, ...kept] },
    {
      ...context,
      answeredBy: 'client',
      sectionKeys: new Set(),
      newId: () => {
        throw new Error('answers name no new question');
      },
    },
  );
  if (!applied.success) return applied;
  const before = new Map(current.answers.map((answer) => [answer.questionId, answer.text]));
  const after = new Map(applied.intake.answers.map((answer) => [answer.questionId, answer.text]));
  const changed = [...given].filter((id) => before.get(id) !== after.get(id));
  // Nothing to store: the stored intake itself, so the caller saves nothing.
  if (!input.submitted && changed.length === 0) return { success: true, intake: current, changed };
  if (!input.submitted) return { ...applied, changed };
  if (applied.intake.answers.length === 0) {
    return {
      success: false,
      issue: { path: ['submitted'], message: 'answer at least one question before sending' },
    };
  }
  return {
    success: true,
    intake: { ...applied.intake, clientSentAt: context.now.toISOString() },
    changed,
  };
}

/** A question as the model drafts it: an id only when it keeps one of the current questions. */
export interface DraftedQuestion {
  id?: string | undefined;
  text: string;
  why: string;
  sections: string[];
}

/**
 * The model's questions in place of the stored ones (the draft replaces them; decision 0102).
 * A drafted question keeps a current question's id when the model names it or asks the same
 * text, so the answer to it survives; the answers to the others go.
 */
export function applyDraftedQuestions(
  current: IntakeContent,
  drafted: readonly DraftedQuestion[],
  context: Omit<IntakeUpdateContext, 'now'>,
): IntakeContent {
  const currentIds = new Set(current.questions.map((question) => question.id));
  const byText = new Map(
    current.questions.map((question) => [question.text.trim().toLowerCase(), question.id]),
  );
  const used = new Set<string>();
  const questions = drafted.map((question) => {
    const named = question.id && currentIds.has(question.id) ? question.id : undefined;
    const kept = named ?? byText.get(question.text.trim().toLowerCase());
    const id = kept && !used.has(kept) ? kept : context.newId();
    used.add(id);
    return cleanQuestion({ ...question, id }, context.sectionKeys);
  });
  return { ...current, questions, answers: survivingAnswers(current.answers, questions) };
}
