import { z } from 'zod';
import type { FactsDraftDocument } from './facts-prompt.ts';
import {
  type EngagementBrief,
  engagementBriefSchema,
  engagementBriefText,
  type IntakeQuestion,
} from './intake.ts';
import type { DraftedQuestion } from './intake-update.ts';
import type { ChatMessage, ClientAnswer } from './prompt.ts';
import type { Language } from './strategy-limits.ts';

/**
 * The two drafts of the intake (issue 29): the clarifying questions and the engagement brief.
 * Their first lines are fixed so the fake model server (tools/fake-llm) can recognise them.
 */
export const QUESTIONS_DRAFT_FIRST_LINE =
  'Draft the clarifying questions this business strategy cannot be written well without, as one JSON object.';
export const BRIEF_DRAFT_FIRST_LINE =
  'Draft the engagement brief of this business strategy from the text below, as one JSON object.';

export const DRAFTED_QUESTIONS = { min: 5, max: 12 } as const;

/** The heading of the current questions in the questions draft: `- <id>: <text>` lines. */
export const CURRENT_QUESTIONS_HEADING = 'Current questions (id: text):';

const SYSTEM =
  'You are an experienced strategy consultant preparing an engagement. ' +
  'You answer with one JSON object and nothing else.';

const draftedQuestionSchema = z.object({
  id: z.string().trim().max(64).nullable().optional(),
  text: z.string().trim().min(1, 'must not be empty').max(300, 'must be at most 300 characters'),
  why: z
    .string()
    .trim()
    .min(1, 'must say why it matters')
    .max(300, 'must be at most 300 characters'),
  sections: z.array(z.string()).max(30, 'at most 30 sections').default([]),
});

export const draftedQuestionsSchema = z.object({
  questions: z
    .array(draftedQuestionSchema)
    .min(DRAFTED_QUESTIONS.min, `at least ${DRAFTED_QUESTIONS.min} questions`)
    .max(DRAFTED_QUESTIONS.max, `at most ${DRAFTED_QUESTIONS.max} questions`),
});

const QUESTIONS_CONVENTIONS = `The JSON object is {"questions": [{id, text, why, sections}]} with ${DRAFTED_QUESTIONS.min} to ${DRAFTED_QUESTIONS.max} questions:
- text: one question to the client, about what the texts above leave out and the strategy needs: who the report is for and the decision it supports, prices, competitors, capacity, the money asked for
- why: one sentence on why the strategy needs the answer
- sections: the keys of the sections the answer feeds, from the list below
- id: the id of a current question you keep as it is, or null for a new one
Do not ask what the texts already state.`;

export function buildQuestionsDraftPrompt(options: {
  overview: string;
  documents: readonly FactsDraftDocument[];
  /** The fact sheet's `Facts` block, when it has one. */
  facts: string;
  current: readonly IntakeQuestion[];
  sections: readonly { key: string; title: string }[];
  language: Language;
}): ChatMessage[] {
  const parts = [QUESTIONS_DRAFT_FIRST_LINE, `Business Overview:\n${options.overview.trim()}`];
  const documents = options.documents.filter((document) => document.text.trim());
  if (documents.length > 0) {
    parts.push(
      `Client documents:\n${documents.map((document) => `${document.title}:\n${document.text.trim()}`).join('\n\n')}`,
    );
  }
  if (options.facts.trim()) parts.push(options.facts.trim());
  if (options.current.length > 0) {
    parts.push(
      `${CURRENT_QUESTIONS_HEADING}\n${options.current.map((question) => `- ${question.id}: ${question.text}`).join('\n')}`,
    );
  }
  parts.push(QUESTIONS_CONVENTIONS);
  parts.push(
    `Sections (key: title):\n${options.sections.map((section) => `${section.key}: ${section.title}`).join('\n')}`,
  );
  if (options.language !== 'English') {
    parts.push(`Write the questions in ${options.language}; keep the field names and keys.`);
  }
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: parts.join('\n\n') },
  ];
}

const BRIEF_CONVENTIONS = `The JSON object has these fields, each a short text ("" when the text gives no ground for it):
- audience: who reads the report (investors, a lender, the board, the internal team, or who else)
- purpose: the decision the report supports
- tone: how it should read
- focus: what it should dwell on
- constraints: what it must respect or leave out`;

export function buildBriefDraftPrompt(options: {
  overview: string;
  answers: readonly ClientAnswer[];
  current: EngagementBrief;
  language: Language;
}): ChatMessage[] {
  const parts = [BRIEF_DRAFT_FIRST_LINE, `Business Overview:\n${options.overview.trim()}`];
  if (options.answers.length > 0) {
    parts.push(
      `Client answers:\n${options.answers.map((item) => `Q: ${item.question}\nA: ${item.answer}`).join('\n\n')}`,
    );
  }
  const current = engagementBriefText(options.current);
  if (current) parts.push(`The consultant's brief so far:\n${current}`);
  parts.push(BRIEF_CONVENTIONS);
  if (options.language !== 'English') {
    parts.push(`Write the values in ${options.language}; keep the field names.`);
  }
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: parts.join('\n\n') },
  ];
}

export type Parsed<T> =
  | { success: true; value: T }
  | { success: false; problems: { path: string; message: string }[] };

function parseWith<T>(schema: z.ZodType<T>, value: unknown): Parsed<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { success: true, value: parsed.data };
  return {
    success: false,
    problems: parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    })),
  };
}

export function parseDraftedQuestions(value: unknown): Parsed<DraftedQuestion[]> {
  const parsed = parseWith(draftedQuestionsSchema, value);
  if (!parsed.success) return parsed;
  return {
    success: true,
    value: parsed.value.questions.map(({ id, ...question }) => ({
      ...question,
      ...(id ? { id } : {}),
    })),
  };
}

export function parseDraftedBrief(value: unknown): Parsed<EngagementBrief> {
  return parseWith(engagementBriefSchema, value);
}
