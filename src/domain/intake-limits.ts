/** The intake's limits (issue 29), apart from its zod schemas so the page can use them. */
export const INTAKE_LIMITS = {
  questions: 20,
  questionText: 300,
  why: 300,
  sectionsPerQuestion: 30,
  answerText: 2000,
  briefField: 300,
  constraints: 1000,
  id: 64,
} as const;
