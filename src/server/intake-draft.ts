import { z } from 'zod';
import { factsPromptBlock } from '../domain/facts-prompt.ts';
import {
  clientAnswersOf,
  EMPTY_BRIEF,
  type EngagementBrief,
  engagementBriefSchema,
} from '../domain/intake.ts';
import {
  BRIEF_DRAFT_FIRST_LINE,
  buildBriefDraftPrompt,
  buildQuestionsDraftPrompt,
  draftedQuestionsSchema,
  parseDraftedBrief,
  parseDraftedQuestions,
} from '../domain/intake-prompt.ts';
import type { DraftedQuestion } from '../domain/intake-update.ts';
import { outlineSections } from '../domain/outline.ts';
import type { Strategy } from '../domain/strategy.ts';
import {
  EXECUTIVE_SUMMARY_KEY,
  EXECUTIVE_SUMMARY_SECTION_TITLE,
} from '../domain/summary-section.ts';
import type { Database } from './db/client.ts';
import { readDocuments } from './facts-draft.ts';
import type { ModelProvider } from './generation/provider.ts';
import { draftStructured } from './generation/structured-draft.ts';
import type { Logger } from './logger.ts';
import { findFacts } from './store/facts.ts';
import { modelCurrency } from './store/financials.ts';
import { findIntake } from './store/intake.ts';

export { BRIEF_DRAFT_FIRST_LINE };

export const QUESTIONS_DRAFT_INVALID =
  'The model did not produce valid questions, twice. Nothing was changed: try again, or write the questions yourself.';
export const BRIEF_DRAFT_INVALID =
  'The model did not produce a valid engagement brief, twice. Nothing was changed: try again, or write the brief yourself.';

const toSchema = (name: string, schema: z.ZodType) => ({
  name,
  schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >,
});
const QUESTIONS_SCHEMA = toSchema('intake_questions', draftedQuestionsSchema);
const BRIEF_SCHEMA = toSchema('engagement_brief', engagementBriefSchema);

interface DraftOptions {
  provider: ModelProvider | undefined;
  db: Database;
  strategy: Strategy;
  signal: AbortSignal;
  logger: Logger;
}

/** The sections a question may feed: the strategy's outline and the executive summary. */
export function intakeSectionKeys(strategy: Pick<Strategy, 'outline'>): Set<string> {
  return new Set([
    EXECUTIVE_SUMMARY_KEY,
    ...outlineSections(strategy.outline).map((section) => section.key),
  ]);
}

/**
 * The model's clarifying questions from the overview, the client's documents and the fact sheet
 * (issue 29): structured output checked with zod, one repair, then a 502. The caller stores them.
 */
export async function draftQuestions(options: DraftOptions): Promise<DraftedQuestion[]> {
  const { db, strategy } = options;
  const facts = await findFacts(db, strategy.id);
  const prompt = buildQuestionsDraftPrompt({
    overview: strategy.overview,
    documents: await readDocuments(db, strategy.id),
    facts: factsPromptBlock(facts, await modelCurrency(db, strategy.id)),
    current: (await findIntake(db, strategy.id))?.questions ?? [],
    sections: [
      { key: EXECUTIVE_SUMMARY_KEY, title: EXECUTIVE_SUMMARY_SECTION_TITLE },
      ...outlineSections(strategy.outline).map(({ key, title }) => ({ key, title })),
    ],
    language: strategy.language,
  });
  return draftStructured({
    ...options,
    what: 'intake questions',
    schema: QUESTIONS_SCHEMA,
    prompt,
    parse: parseDraftedQuestions,
    invalidMessage: QUESTIONS_DRAFT_INVALID,
  });
}

/** The model's engagement brief from the overview and the answers: a proposal, never stored. */
export async function draftBrief(options: DraftOptions): Promise<EngagementBrief> {
  const { db, strategy } = options;
  const intake = await findIntake(db, strategy.id);
  const prompt = buildBriefDraftPrompt({
    overview: strategy.overview,
    answers: clientAnswersOf(intake),
    current: intake?.brief ?? EMPTY_BRIEF,
    language: strategy.language,
  });
  return draftStructured({
    ...options,
    what: 'engagement brief',
    schema: BRIEF_SCHEMA,
    prompt,
    parse: parseDraftedBrief,
    invalidMessage: BRIEF_DRAFT_INVALID,
  });
}
