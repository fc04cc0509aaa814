import { z } from 'zod';
import { INTAKE_LIMITS } from './intake-limits.ts';
import type { ClientAnswer } from './prompt.ts';
import type { SharedAnswersInput } from './share-link.ts';
import { VERSION_MAX } from './strategy-limits.ts';

/**
 * The intake (issue 29): the questions the strategy cannot be written well without, the
 * answers to them, and the engagement brief every section follows. Stored with the strategy;
 * every section prompt carries the brief as `Engagement brief:` and the answered questions as
 * `Client answers:`.
 */

export { INTAKE_LIMITS };

const text = (max: number) =>
  z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`);

const questionId = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'must not be empty')
  .max(INTAKE_LIMITS.id, `must be at most ${INTAKE_LIMITS.id} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, "-" or "_"');

export const intakeQuestionSchema = z.object({
  id: questionId,
  text: text(INTAKE_LIMITS.questionText).min(1, 'must not be empty'),
  /** Why the strategy needs it, in a sentence. */
  why: text(INTAKE_LIMITS.why).optional(),
  /** The section keys it feeds; none: every section. */
  sections: z
    .array(z.string({ error: 'must be a section key' }).max(80, 'must be a section key'), {
      error: 'must be a list',
    })
    .max(INTAKE_LIMITS.sectionsPerQuestion, `at most ${INTAKE_LIMITS.sectionsPerQuestion} sections`)
    .optional(),
});

export const ANSWERED_BY = ['consultant', 'client'] as const;

export const intakeAnswerSchema = z.object({
  questionId,
  text: text(INTAKE_LIMITS.answerText),
  answeredBy: z.enum(ANSWERED_BY),
  answeredAt: z.string(),
});

export const engagementBriefSchema = z.object({
  /** Who reads the report: investors, a lender, the board, the internal team, or free text. */
  audience: text(INTAKE_LIMITS.briefField).default(''),
  /** The decision the report supports. */
  purpose: text(INTAKE_LIMITS.briefField).default(''),
  tone: text(INTAKE_LIMITS.briefField).default(''),
  focus: text(INTAKE_LIMITS.briefField).default(''),
  constraints: text(INTAKE_LIMITS.constraints).default(''),
});

export type IntakeQuestion = z.infer<typeof intakeQuestionSchema>;
export type IntakeAnswer = z.infer<typeof intakeAnswerSchema>;
export type EngagementBrief = z.infer<typeof engagementBriefSchema>;

/** What is stored with the strategy. */
export interface IntakeContent {
  questions: IntakeQuestion[];
  answers: IntakeAnswer[];
  brief: EngagementBrief;
  /** When the client last pressed "Send answers" on the questionnaire link (decision 0103). */
  clientSentAt?: string;
}

/** `GET/PUT /api/strategies/:id/intake`. `version` is 0 before the first save. */
export interface Intake extends IntakeContent {
  version: number;
}

export const EMPTY_BRIEF: EngagementBrief = engagementBriefSchema.parse({});

export const EMPTY_INTAKE: IntakeContent = { questions: [], answers: [], brief: EMPTY_BRIEF };

export const storedIntakeSchema = z.object({
  questions: z.array(intakeQuestionSchema).default([]),
  answers: z.array(intakeAnswerSchema).default([]),
  brief: engagementBriefSchema.default(EMPTY_BRIEF),
  clientSentAt: z.string().optional(),
});

/** A person's save: any of the three parts (each replaces the stored one) and the version. */
export const intakeUpdateSchema = z.object({
  questions: z
    .array(
      intakeQuestionSchema.extend({
        /** A new question may come without one; the server names it. */
        id: questionId.optional(),
      }),
      { error: 'must be a list' },
    )
    .max(INTAKE_LIMITS.questions, `at most ${INTAKE_LIMITS.questions} questions`)
    .optional(),
  answers: z
    .array(z.object({ questionId, text: text(INTAKE_LIMITS.answerText) }), {
      error: 'must be a list',
    })
    .max(INTAKE_LIMITS.questions, `at most ${INTAKE_LIMITS.questions} answers`)
    .optional(),
  brief: engagementBriefSchema.optional(),
  version: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(VERSION_MAX, 'must be a version this intake has had'),
});

export type IntakeUpdate = z.infer<typeof intakeUpdateSchema>;

/**
 * `PUT /api/shares/:shareId/answers`: the client's answers through the questionnaire link, merged
 * into the stored ones by question; `submitted: true` is "Send answers" (decision 0103).
 */
export const sharedAnswersSchema = z.object({
  answers: z
    .array(z.object({ questionId, text: text(INTAKE_LIMITS.answerText) }), {
      error: 'must be a list',
    })
    .max(INTAKE_LIMITS.questions, `at most ${INTAKE_LIMITS.questions} answers`),
  submitted: z.boolean({ error: 'must be true or false' }).default(false),
}) satisfies z.ZodType<unknown, SharedAnswersInput>;

/**
 * A new question's id: short, and unique within its strategy's list. Named by the server for a
 * drafted question and by the page for one the consultant adds (so it can be answered at once);
 * `getRandomValues` works in the page over plain http too, unlike `randomUUID`.
 */
export function newQuestionId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(4));
  return `q-${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The brief's fields in the order the prompt gives them, with their labels. */
export const BRIEF_LABELS: readonly [keyof EngagementBrief, string][] = [
  ['audience', 'Audience'],
  ['purpose', 'Purpose'],
  ['tone', 'Tone'],
  ['focus', 'Focus'],
  ['constraints', 'Constraints'],
];

/** The brief's non-empty fields, one a line (`Audience: investors`); '' when it is empty. */
export function engagementBriefText(brief: EngagementBrief | null | undefined): string {
  if (!brief) return '';
  return BRIEF_LABELS.flatMap(([field, label]) => {
    const value = brief[field].trim();
    return value ? [`${label}: ${value}`] : [];
  }).join('\n');
}

/** Each answered question and its answer, in the questions' order, for the prompt. */
export function clientAnswersOf(intake: IntakeContent | null | undefined): ClientAnswer[] {
  if (!intake) return [];
  const answers = new Map(intake.answers.map((answer) => [answer.questionId, answer.text]));
  return intake.questions.flatMap((question) => {
    const answer = answers.get(question.id)?.trim();
    return answer ? [{ question: question.text, answer }] : [];
  });
}

/**
 * The answered questions with what staleness compares: the question and its answer as one text,
 * and the sections it feeds (none: all).
 */
export function answeredQuestions(
  intake: IntakeContent | null | undefined,
): { id: string; text: string; sections?: readonly string[] }[] {
  if (!intake) return [];
  const answers = new Map(intake.answers.map((answer) => [answer.questionId, answer.text]));
  return intake.questions.flatMap((question) => {
    const answer = answers.get(question.id)?.trim();
    if (!answer) return [];
    return [
      {
        id: question.id,
        text: `${question.text}\n${answer}`,
        ...(question.sections?.length ? { sections: question.sections } : {}),
      },
    ];
  });
}
